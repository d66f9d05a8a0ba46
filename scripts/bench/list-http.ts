// The bench's raw HTTP: what it asks with, and the answer as bytes, for the bare server to send again.
import type { OutgoingHttpHeaders } from 'node:http'
import http from 'node:http'

/** What Chromium sends; the app answers br. The bare server sends the same br bytes whatever is asked. */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

/** The app's headers for the bare server to send as they are; node:http adds its own date and connection. */
export function sameHeaders(headers: http.IncomingHttpHeaders): OutgoingHttpHeaders {
  const copy: OutgoingHttpHeaders = { ...headers }
  for (const name of ['date', 'connection', 'keep-alive', 'transfer-encoding']) delete copy[name]
  return copy
}

export function getRaw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        )
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

/**
 * The answer as the app sends it once cached and asked for again: a large body is compressed fast when
 * first asked for and better once asked again (cache/response-cache.ts), and the bare server must send
 * the bytes the warm app sends. Asks until the ETag no longer says `-fast`.
 */
export async function getSettled(url: string, headers: Record<string, string>) {
  let answer = await getRaw(url, headers)
  for (let i = 0; i < 500 && /-fast"$/.test(String(answer.headers.etag ?? '')); i++) {
    await new Promise((resolve) => setTimeout(resolve, 10))
    answer = await getRaw(url, headers)
  }
  return answer
}

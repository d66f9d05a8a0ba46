import { request } from 'node:http'

export interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  /** The bytes as sent (still compressed when Content-Encoding says so). */
  body: Buffer
  // biome-ignore lint/suspicious/noExplicitAny: test convenience; assertions check the shape
  json: any
}

/**
 * An HTTP request sent exactly as written: the path is not normalised or re-encoded (fetch would
 * resolve dot segments and fix up percent-encodings), so tests can send what an attacker sends.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const req = request(
      { host: hostname, port, method, path, headers: options.headers, insecureHTTPParser: false },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          const text = body.toString('utf8')
          let json: unknown
          try {
            json = text ? JSON.parse(text) : undefined
          } catch {
            json = undefined
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body, json })
        })
      },
    )
    req.on('error', reject)
    if (options.body !== undefined) req.write(options.body)
    req.end()
  })
}

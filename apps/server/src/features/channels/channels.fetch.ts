import type { ChannelsConfig } from '../../config/channels'
import { ChannelError, type ChannelFetch } from './networks/network-http'

/** A network's answer is read up to this many bytes (error texts and ids are short). */
const MAX_ANSWER_BYTES = 64 * 1024

/**
 * Requests to the networks: https only in production (http to loopback outside it, for the local test
 * servers), redirects never followed, a timeout, the answer's size capped. Whatever goes wrong becomes
 * a ChannelError: `retry` for a timeout or a lost connection, not for a refused address.
 */
export function channelFetch(config: Pick<ChannelsConfig, 'allowLoopback'>): ChannelFetch {
  return async (url, request) => {
    const target = new URL(url)
    if (target.protocol !== 'https:' && !(config.allowLoopback && target.protocol === 'http:')) {
      throw new ChannelError(
        `Refused to send to ${target.origin}: only https addresses are allowed.`,
        null,
        false,
      )
    }
    let res: Response
    try {
      res = await fetch(target, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(request.timeoutMs),
      })
    } catch (err) {
      const cause = (err as { cause?: { code?: string } })?.cause?.code ?? (err as Error)?.name ?? 'error'
      throw new ChannelError(`No answer from ${target.host} (${cause}).`, null, true)
    }
    return { status: res.status, text: await readCapped(res) }
  }
}

async function readCapped(res: Response): Promise<string> {
  if (!res.body) return ''
  const reader = res.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  while (size < MAX_ANSWER_BYTES) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    size += value.byteLength
  }
  await reader.cancel().catch(() => undefined)
  return Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8')
}

import {
  OutgoingFailed,
  type OutgoingPolicy,
  OutgoingRefused,
  outgoingFetch,
} from '../../lib/outgoing/outgoing-fetch'
import { ChannelError, type ChannelFetch } from './networks/network-http'

/**
 * Requests to the networks through the outgoing-request guard (lib/outgoing/): https to public
 * addresses only in production, checked on the address connected to; redirects not followed; the
 * answer's size capped. A refused address becomes a ChannelError that is not retried, no answer one
 * that is (marked when a connection was open, so the request may have arrived).
 */
export function channelFetch(policy: OutgoingPolicy): ChannelFetch {
  return async (url, request) => {
    try {
      const res = await outgoingFetch(url, request, policy)
      return { status: res.status, text: res.text }
    } catch (err) {
      if (err instanceof OutgoingRefused) throw new ChannelError(err.message, null, false)
      if (err instanceof OutgoingFailed) {
        throw new ChannelError(
          `No answer from ${new URL(url).host}: ${err.message}`,
          null,
          true,
          undefined,
          err.connected,
        )
      }
      throw err
    }
  }
}

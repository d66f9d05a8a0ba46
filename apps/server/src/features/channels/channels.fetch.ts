import { withValues } from '../../i18n/stored'
import { english } from '../../i18n/translate'
import {
  OutgoingFailed,
  type OutgoingPolicy,
  OutgoingRefused,
  outgoingFetch,
} from '../../lib/outgoing/outgoing-fetch'
import { POST_ERRORS } from './channels.post-errors'
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
          english(withValues(POST_ERRORS.noAnswer, { host: new URL(url).host, detail: err.message })),
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

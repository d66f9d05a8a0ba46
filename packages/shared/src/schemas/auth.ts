import { z } from 'zod'

export {
  type TCurrentUser,
  type TCurrentUserResponse,
  type TRole,
  ZAuthUrlResponse,
  ZCurrentUser,
  ZCurrentUserResponse,
  ZMessageResponse,
  ZRole,
} from './answers'

export const ZCsrfTokenResponse = z.object({ csrfToken: z.string() })

/** The `error` query values the OAuth callback redirects with (`/?error=...`). */
export const LOGIN_ERROR_CODES = [
  'access_denied',
  'invalid_state',
  'exchange_failed',
  'not_authenticated',
] as const

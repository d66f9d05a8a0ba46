import { z } from 'zod'
import { LOCALES } from '../i18n/locales'

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

/** `PUT /api/auth/locale`: the language to keep for the account (a tag of LOCALES; checked by the server). */
export const ZSaveLocaleBody = z.object({ locale: z.string().max(1000) })
export const ZSaveLocaleResponse = z.object({ locale: z.enum(LOCALES) })

/** The `error` query values the OAuth callback redirects with (`/?error=...`). */
export const LOGIN_ERROR_CODES = [
  'access_denied',
  'invalid_state',
  'exchange_failed',
  'not_authenticated',
] as const

import { z } from 'zod'
import { ROLES } from '../limits'

export const ZRole = z.enum(ROLES)
export type TRole = z.infer<typeof ZRole>

/** Spec §3 "Current user". role is 'user' for a logged-in person who is neither host nor admin. */
export const ZCurrentUser = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  role: ZRole,
  host_timezone: z.string().nullable(),
})
export type TCurrentUser = z.infer<typeof ZCurrentUser>

export const ZCurrentUserResponse = z.object({ user: ZCurrentUser.nullable() })
export type TCurrentUserResponse = z.infer<typeof ZCurrentUserResponse>

export const ZCsrfTokenResponse = z.object({ csrfToken: z.string() })
export const ZAuthUrlResponse = z.object({ authUrl: z.string() })
export const ZMessageResponse = z.object({ message: z.string() })

/** The `error` query values the OAuth callback redirects with (`/?error=...`). */
export const LOGIN_ERROR_CODES = [
  'access_denied',
  'invalid_state',
  'exchange_failed',
  'not_authenticated',
] as const

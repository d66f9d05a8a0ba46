import { z } from 'zod'
import { bareUsername } from '../domain/username'
import { zText } from './common'
import { ZHost } from './spaces'

export const ZAddHostRequest = z.object({
  username: zText({ message: 'Enter a username to add as host' })
    .max(100, { message: 'An X handle has 1 to 15 letters, digits or underscores' })
    .trim()
    .transform(bareUsername)
    .pipe(
      z
        .string()
        .min(1, { message: 'Enter a username to add as host' })
        .regex(/^[A-Za-z0-9_]{1,15}$/, { message: 'An X handle has 1 to 15 letters, digits or underscores' }),
    ),
})

/** Pending preapproval. */
export const ZPreapproval = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  x_user_id: z.string().nullable(),
})
export type TPreapproval = z.infer<typeof ZPreapproval>

export const ZAdminHostsResponse = z.object({ hosts: z.array(ZHost) })
export const ZPreapprovedResponse = z.object({ preapproved: z.array(ZPreapproval) })
export const ZAddHostResponse = z.object({
  message: z.string(),
  host: z.nullable(ZHost),
  pending: ZPreapproval.nullable(),
})

/**
 * `GET /api/admin/mail`: whether the site's mail is held (nothing is sent, queued mail waits) and why.
 * `since`: when the hold began (unix seconds), null when not held or held by MAIL_HOLD=on alone.
 */
export const ZMailHold = z.object({
  held: z.boolean(),
  reason: z.string().nullable(),
  since: z.number().int().nullable(),
})
export type TMailHold = z.infer<typeof ZMailHold>

/** `POST /api/admin/mail/release`: the hold as it is now, and a sentence saying what happened. */
export const ZReleaseMailResponse = ZMailHold.extend({ message: z.string() })

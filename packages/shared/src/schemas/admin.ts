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

/** Spec §3 "Pending preapproval". */
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

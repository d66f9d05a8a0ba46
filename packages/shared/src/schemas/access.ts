import { z } from 'zod'
import { bareUsername } from '../domain/username'
import { ACCESS_LEVELS, EXPIRES_IN_DAYS_MAX, EXPIRES_IN_DAYS_MIN, NOTES_MAX_LENGTH } from '../limits'
import { zLine, zOptionalText } from './common'

export const ACCESS_MESSAGES = {
  usernameRequired: 'Username is required',
  expires: `Expires in must be a whole number of days, from ${EXPIRES_IN_DAYS_MIN} to ${EXPIRES_IN_DAYS_MAX}, or empty for permanent`,
  level: 'Access level must be helper, co-host or manager',
  tooLong: 'Too long',
} as const

export const ZAccessLevel = z.enum(ACCESS_LEVELS, { message: ACCESS_MESSAGES.level })

/** Grant payload. */
export const ZGrantRequest = z.object({
  collaboratorUsername: zLine({ message: ACCESS_MESSAGES.usernameRequired })
    .trim()
    .transform(bareUsername)
    .pipe(z.string().min(1, { message: ACCESS_MESSAGES.usernameRequired }).max(50)),
  canEditProfile: z.boolean().default(true),
  canManageSpaces: z.boolean().default(true),
  canManageLinks: z.boolean().default(true),
  accessLevel: ZAccessLevel.default('helper'),
  notes: zOptionalText(NOTES_MAX_LENGTH, ACCESS_MESSAGES.tooLong),
  expiresInDays: z
    .number({ message: ACCESS_MESSAGES.expires })
    .int({ message: ACCESS_MESSAGES.expires })
    .min(EXPIRES_IN_DAYS_MIN, { message: ACCESS_MESSAGES.expires })
    .max(EXPIRES_IN_DAYS_MAX, { message: ACCESS_MESSAGES.expires })
    .nullish()
    .transform((value) => value ?? null),
})
export type TGrantRequest = z.input<typeof ZGrantRequest>

/** Collaborator grant. */
export const ZCollaborator = z.object({
  id: z.number().int(),
  collaborator_id: z.number().int(),
  username: z.string(),
  display_name: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  access_level: ZAccessLevel,
  can_edit_profile: z.number().int(),
  can_manage_spaces: z.number().int(),
  can_manage_links: z.number().int(),
  granted_at: z.number().int(),
  expires_at: z.number().int().nullable(),
  notes: z.string().nullable(),
})
export type TCollaborator = z.infer<typeof ZCollaborator>

/** Accessible profile. */
export const ZAccessibleProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  access_reason: z.enum(['own_profile', 'delegated_access']),
  access_level: z.string().nullable(),
  can_edit_profile: z.number().int(),
  can_manage_spaces: z.number().int(),
  can_manage_links: z.number().int(),
})
export type TAccessibleProfile = z.infer<typeof ZAccessibleProfile>

/** `GET /api/access/profiles`. */
export const ZAccessibleProfilesResponse = z.object({ profiles: z.array(ZAccessibleProfile) })
/** `GET /api/access/profile/{userId}/collaborators`. */
export const ZCollaboratorsResponse = z.object({ collaborators: z.array(ZCollaborator) })
/** `POST /api/access/profile/{userId}/grant` → 201. */
export const ZGrantResponse = z.object({ message: z.string(), collaborator: ZCollaborator })

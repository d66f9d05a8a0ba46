import { z } from 'zod'
import { isHttpsLink } from '../domain/https-url'
import { isValidTimeZone } from '../domain/time-zones'
import { BIO_MAX_LENGTH, LINK_PLATFORMS, URL_MAX_LENGTH } from '../limits'
import { ZHostId, zOptionalLine, zOptionalText, zText } from './common'

export const PROFILE_MESSAGES = {
  urlRequired: 'URL is required',
  invalidUrl: 'Invalid URL format',
  tooLong: 'Too long',
  platform: `Platform must be one of ${LINK_PLATFORMS.join(', ')}`,
  timezone: 'Unknown time zone',
} as const

const optionalText = (max: number) => zOptionalText(max, PROFILE_MESSAGES.tooLong)
const optionalLine = (max: number) => zOptionalLine(max, PROFILE_MESSAGES.tooLong)

export const ZHttpsUrl = zText({ message: PROFILE_MESSAGES.urlRequired })
  .trim()
  .min(1, { message: PROFILE_MESSAGES.urlRequired })
  .max(URL_MAX_LENGTH, { message: PROFILE_MESSAGES.tooLong })
  .refine(isHttpsLink, { message: PROFILE_MESSAGES.invalidUrl })

export const ZLinkPlatform = z.enum(LINK_PLATFORMS, { message: PROFILE_MESSAGES.platform })

/** Profile link. */
export const ZProfileLink = z.object({
  id: z.number().int(),
  platform: ZLinkPlatform,
  url: z.string(),
  label: z.string().nullable(),
})
export type TProfileLink = z.infer<typeof ZProfileLink>

/** Links: URL required, label optional, platform defaults to website. */
export const ZLinkRequest = z.object({
  platform: ZLinkPlatform.default('website'),
  url: ZHttpsUrl,
  label: optionalLine(100),
  host_id: ZHostId,
})
export type TLinkRequest = z.input<typeof ZLinkRequest>

/** Profile. */
export const ZProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  display_name: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  role: z.enum(['user', 'host', 'admin']),
  host_timezone: z.string().nullable(),
  links: z.array(ZProfileLink),
  /** "Import my Spaces from X" (on by default). */
  x_import: z.boolean(),
  /** How many users follow this profile (on GET /api/profile/{username}). */
  follower_count: z.number().int().optional(),
})
export type TProfile = z.infer<typeof ZProfile>

/** The host's own profile form (beyond the spec): bio, location, website and time zone. */
export const ZProfileUpdateRequest = z.object({
  display_name: optionalLine(50),
  bio: optionalText(BIO_MAX_LENGTH),
  location: optionalLine(100),
  website: zText()
    .trim()
    .max(URL_MAX_LENGTH, { message: PROFILE_MESSAGES.tooLong })
    .refine((value) => value === '' || isHttpsLink(value), { message: PROFILE_MESSAGES.invalidUrl })
    .nullish()
    .transform((value) => value || null),
  host_timezone: zText()
    .max(100, { message: PROFILE_MESSAGES.timezone })
    .refine((value) => value === '' || isValidTimeZone(value), { message: PROFILE_MESSAGES.timezone })
    .nullish()
    .transform((value) => value || null),
  host_id: ZHostId,
})
export type TProfileUpdateRequest = z.input<typeof ZProfileUpdateRequest>

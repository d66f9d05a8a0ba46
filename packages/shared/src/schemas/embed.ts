import { z } from 'zod'
import { ID_MAX } from '../limits'
import { INPUT_MESSAGES, zQueryInt, zText } from './common'
import { ZSiteFeedQuery } from './feeds'

/**
 * The embeds' query strings and the embed views answer. `limit` and `theme` are read
 * leniently (domain/embed.ts: a typo in a pasted snippet shows the defaults); only their shape is
 * checked here, so a repeated key is refused rather than guessed.
 */
export const ZEmbedOptionsQuery = z.object({
  limit: zText().max(20).optional(),
  theme: zText().max(20).optional(),
  /** The page's language (one of LOCALES; anything else: the browser's, then the default). */
  lang: zText().max(100).optional(),
})

/** `/embed/spaces?hosts=a,b&limit=&theme=`: the feeds' host list, with the embed options. */
export const ZEmbedSpacesQuery = ZEmbedOptionsQuery.extend(ZSiteFeedQuery.shape)

/** `GET /oembed?url=…&format=json&maxwidth=&maxheight=` (oEmbed 1.0 §2.2). */
export const ZOEmbedQuery = z.object({
  url: zText().min(1).max(2048),
  format: zText().max(10).optional(),
  maxwidth: zQueryInt(1, 10000, 'Must be a whole number of pixels').optional(),
  maxheight: zQueryInt(1, 10000, 'Must be a whole number of pixels').optional(),
})

/** The oEmbed answer (type rich). */
export const ZOEmbedResponse = z.object({
  version: z.literal('1.0'),
  type: z.literal('rich'),
  title: z.string(),
  author_name: z.string(),
  author_url: z.string(),
  provider_name: z.string(),
  provider_url: z.string(),
  cache_age: z.number().int(),
  thumbnail_url: z.string(),
  thumbnail_width: z.number().int(),
  thumbnail_height: z.number().int(),
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})
export type TOEmbedResponse = z.infer<typeof ZOEmbedResponse>

/** `GET /api/embed/views?host_id=`: whose views (default: the caller's own profile). */
export const ZEmbedViewsQuery = z.object({
  host_id: zQueryInt(1, ID_MAX, INPUT_MESSAGES.id).optional(),
})

/** A host's embed views: today, the last 30 days, and each day that had any (UTC days). */
export const ZEmbedViewsResponse = z.object({
  host_id: z.number().int(),
  today: z.number().int(),
  last_30_days: z.number().int(),
  days: z.array(z.object({ day: z.number().int(), views: z.number().int() })),
})
export type TEmbedViewsResponse = z.infer<typeof ZEmbedViewsResponse>

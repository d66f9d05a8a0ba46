import { z } from 'zod'
import { SPACE_STATES } from '../limits'
import { zQueryInt, zText } from './common'

/** What a search looks through, as `kind=` names it and as each result says. */
export const SEARCH_KINDS = ['spaces', 'hosts', 'reading', 'glossary'] as const
export type TSearchKind = (typeof SEARCH_KINDS)[number]

/** The longest search, in characters. */
export const SEARCH_MAX_LENGTH = 200
/** Results per page: at most this many, 20 unless `limit` says otherwise. */
export const SEARCH_PAGE_MAX = 50
export const SEARCH_PAGE_DEFAULT = 20
/** How deep a search pages: past this many results, ask something narrower. */
export const SEARCH_DEPTH_MAX = 1000

/** `GET /api/search`: `q` in the search language (docs/decisions/0221-search-language.md). */
export const ZSearchQuery = z.object({
  q: zText().max(SEARCH_MAX_LENGTH, { message: `Search for at most ${SEARCH_MAX_LENGTH} characters` }),
  kind: z.enum(SEARCH_KINDS, { message: `Must be one of ${SEARCH_KINDS.join(', ')}` }).optional(),
  sort: z.enum(['rank', 'date'], { message: 'Must be rank or date' }).optional(),
  limit: zQueryInt(1, SEARCH_PAGE_MAX, `Must be a whole number from 1 to ${SEARCH_PAGE_MAX}`).optional(),
  cursor: z
    .string()
    .regex(/^p[1-9][0-9]{0,3}$/, { message: 'Is not a cursor this search gave; ask again without it' })
    .optional(),
})
export type TSearchQuery = z.infer<typeof ZSearchQuery>

/** A Space's state as search shows it: canceled ones are found, and said to be canceled. */
export const SEARCH_SPACE_STATES = [...SPACE_STATES, 'canceled'] as const

export const ZSearchResult = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  /** Plain text: show it escaped. */
  title: z.string(),
  /** The result's page: a site path, or a reading item's own https address. */
  url: z.string(),
  /** HTML-escaped text; its only markup is `<mark>…</mark>` around what matched. */
  snippet: z.string(),
  scheduled_start: z.number().int().optional(),
  state: z.enum(SEARCH_SPACE_STATES).optional(),
})
export type TSearchResult = z.infer<typeof ZSearchResult>

export const ZSearchResponse = z.object({
  data: z.array(ZSearchResult),
  /** The cursor of the next page, when there is one. */
  next: z.string().optional(),
})
export type TSearchResponse = z.infer<typeof ZSearchResponse>

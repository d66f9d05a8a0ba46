import { bareUsername } from '@spaces/shared/domain/username'
import { READING_TYPES } from '@spaces/shared/limits'
import { msg, t } from '../../i18n/i18n'

export type ReadingType = (typeof READING_TYPES)[number]

/** Each kind of reading by name, for the catalogs; a kind the list does not know is shown as it is. */
const TYPE_NAMES: Record<ReadingType, string> = {
  article: msg('Article'),
  video: msg('Video'),
  podcast: msg('Podcast'),
  book: msg('Book'),
  other: msg('Other'),
}

/** 'Article', 'Podcast'…: a kind of reading in the page's language. */
export function readingTypeName(type: string): string {
  const name = (TYPE_NAMES as Record<string, string | undefined>)[type]
  return name ? t(name) : type
}

/** The type filter's choices on /reading; 'other' is offered only when the URL names it. */
export const TYPE_FILTER_CHOICES: readonly ReadingType[] = ['article', 'video', 'podcast', 'book']

/** The /reading filters: empty strings mean "all". */
export interface ReadingFilters {
  host: string
  type: ReadingType | ''
}

export function isReadingType(value: string): value is ReadingType {
  return (READING_TYPES as readonly string[]).includes(value)
}

/** Reads `?host=&type=`: a handle without its '@', and a known type or '' (an unknown type means all). */
export function filtersFromQuery(params: URLSearchParams): ReadingFilters {
  const host = bareUsername(params.get('host') ?? '')
  const type = (params.get('type') ?? '').trim().toLowerCase()
  return { host, type: isReadingType(type) ? type : '' }
}

/** The query string for the filters, leaving out those set to "all" (so `/reading` stays clean). */
export function queryFromFilters(filters: ReadingFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.host) params.set('host', filters.host)
  if (filters.type) params.set('type', filters.type)
  return params
}

/** `GET /api/reading` with the filters that are set. */
export function readingListPath(filters: ReadingFilters): string {
  const query = queryFromFilters(filters).toString()
  return query ? `/api/reading?${query}` : '/api/reading'
}

/** 'article' → 'Article': the type label on a reading card. */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}

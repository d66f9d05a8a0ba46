import type { DIFFICULTY_LEVELS } from '@spaces/shared/limits'
import { GLOSSARY_LEVEL_INFO } from '@spaces/shared/schemas/glossary'
import { parseTags, type TReadingItem, ZReadingItemRequest } from '@spaces/shared/schemas/reading'
import type { z } from 'zod'
import { msg } from '../../i18n/i18n'
import type { ReadingType } from './reading-filters'

export type Difficulty = (typeof DIFFICULTY_LEVELS)[number]

/** The Type choices in the form's order. */
export const FORM_TYPE_CHOICES: readonly ReadingType[] = ['article', 'book', 'video', 'podcast', 'other']

/** Difficulty labels: the glossary's level names, plus PhD and Other. */
export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  eli5: GLOSSARY_LEVEL_INFO.eli5.label,
  highschool: GLOSSARY_LEVEL_INFO.highschool.label,
  undergraduate: GLOSSARY_LEVEL_INFO.undergraduate.label,
  graduate: GLOSSARY_LEVEL_INFO.graduate.label,
  phd: msg('PhD'),
  other: msg('Other'),
}

/** What the add and edit form holds: text as typed (tags comma-separated, minutes as text). */
export interface ReadingFormValues {
  url: string
  title: string
  type: ReadingType
  author: string
  summary: string
  tags: string
  difficulty: Difficulty
  estReadMinutes: string
}

export type ReadingField =
  | 'url'
  | 'title'
  | 'type'
  | 'author'
  | 'summary'
  | 'tags'
  | 'difficulty'
  | 'est_read_minutes'

/** The body of `POST /api/reading` and `PUT /api/reading/{id}`, as the shared schema outputs it. */
export type ReadingItemBody = z.output<typeof ZReadingItemRequest>

/** An empty add form; difficulty defaults to other. */
export const EMPTY_READING_VALUES: ReadingFormValues = {
  url: '',
  title: '',
  type: 'article',
  author: '',
  summary: '',
  tags: '',
  difficulty: 'other',
  estReadMinutes: '',
}

/** The edit form's starting values for an item. */
export function valuesFromItem(item: TReadingItem): ReadingFormValues {
  return {
    url: item.url,
    title: item.title,
    type: item.type,
    author: item.author ?? '',
    summary: item.summary ?? '',
    tags: item.tags.join(', '),
    difficulty: item.difficulty,
    estReadMinutes: item.est_read_minutes === null ? '' : String(item.est_read_minutes),
  }
}

/**
 * Empty means none; anything else must read as a number (NaN fails the schema: 'Must be a number').
 * A decimal comma ('1,5') reads as the decimal point it means.
 */
function minutesFrom(text: string): number | null {
  const trimmed = text.trim()
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'))
}

const FIELDS: readonly ReadingField[] = [
  'url',
  'title',
  'type',
  'author',
  'summary',
  'tags',
  'difficulty',
  'est_read_minutes',
]

export interface ReadingFormCheck {
  /** The body to send, or null while any rule fails (submit is disabled). */
  body: ReadingItemBody | null
  /** The first message per field, in the spec's words ('Invalid URL format', 'Too long'…). */
  errors: Partial<Record<ReadingField, string>>
}

/**
 * Checks the form with the server's own schema, so the messages and the
 * rules are the same on both sides. `hostId` is sent only when managing someone else's profile.
 */
export function checkReadingForm(values: ReadingFormValues, hostId?: number): ReadingFormCheck {
  const result = ZReadingItemRequest.safeParse({
    url: values.url,
    title: values.title,
    type: values.type,
    author: values.author,
    summary: values.summary,
    tags: parseTags(values.tags),
    difficulty: values.difficulty,
    est_read_minutes: minutesFrom(values.estReadMinutes),
    ...(hostId === undefined ? {} : { host_id: hostId }),
  })
  if (result.success) return { body: result.data, errors: {} }
  const errors: ReadingFormCheck['errors'] = {}
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '')
    const field = (FIELDS as readonly string[]).includes(key) ? (key as ReadingField) : 'url'
    errors[field] ??= issue.message
  }
  return { body: null, errors }
}

/** `PUT /api/reading/{id}` for Pin/Unpin: the whole item with `pinned` toggled. */
export function withPinToggled(item: TReadingItem): TReadingItem {
  return { ...item, pinned: item.pinned === 1 ? 0 : 1 }
}

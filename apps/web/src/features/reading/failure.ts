import { msg } from '../../i18n/i18n'
import { errorDetail } from '../../lib/server-message'

/** What a failed reading list call says, with the server's reason under it when it gave one. */
export const READING_FAILURES = {
  load: msg('Failed to load reading items'),
  add: msg('Failed to add item'),
  update: msg('Failed to update item'),
  pin: msg('Failed to update'),
  delete: msg('Failed to delete'),
} as const

export const DELETE_CONFIRM_TEXT = msg('Delete this item?')

/** A failure to show: the spec's text, and the server's sentence under it when there is one. */
export interface Failure {
  text: string
  detail: string | null
}

export function failureOf(text: string, error: unknown): Failure {
  return { text, detail: errorDetail(error) }
}

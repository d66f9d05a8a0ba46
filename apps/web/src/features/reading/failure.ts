import { errorDetail } from '../../lib/server-message'

/** What a failed reading list call says, with the server's reason under it when it gave one. */
export const READING_FAILURES = {
  load: 'Failed to load reading items',
  add: 'Failed to add item',
  update: 'Failed to update item',
  pin: 'Failed to update',
  delete: 'Failed to delete',
} as const

export const DELETE_CONFIRM_TEXT = 'Delete this item?'

/** A failure to show: the spec's text, and the server's sentence under it when there is one. */
export interface Failure {
  text: string
  detail: string | null
}

export function failureOf(text: string, error: unknown): Failure {
  return { text, detail: errorDetail(error) }
}

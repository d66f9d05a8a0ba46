import type { TNewsletterStatus } from '@spaces/shared/schemas/newsletter'

/**
 * What the home page's newsletter widget shows: a login prompt, the email form (with
 * the last known address prefilled), a note that the address bounced above that form, a "check your
 * inbox" step while the double opt-in link is unconfirmed, or the subscribed address.
 */
export type NewsletterWidgetState =
  | { kind: 'logged-out' }
  | { kind: 'loading' }
  | { kind: 'not-subscribed'; email: string }
  | { kind: 'bounced'; email: string }
  | { kind: 'pending'; email: string }
  | { kind: 'subscribed'; email: string | null }

type StatusQuery = { data: TNewsletterStatus | undefined; isError: boolean }

/**
 * The widget's state for a viewer and their status query. A failed status fetch counts as not
 * subscribed; so does a status the widget cannot act on (pending or bounced without an
 * address).
 */
export function newsletterWidgetState(isLoggedIn: boolean, status: StatusQuery): NewsletterWidgetState {
  if (!isLoggedIn) return { kind: 'logged-out' }
  const { data } = status
  if (!data) return status.isError ? { kind: 'not-subscribed', email: '' } : { kind: 'loading' }
  const email = data.email?.trim() ?? ''
  if (data.subscribed) return { kind: 'subscribed', email: email || null }
  if (data.pending && email) return { kind: 'pending', email }
  if (data.bounced && email) return { kind: 'bounced', email }
  return { kind: 'not-subscribed', email }
}

/** A blank email (after trimming) keeps Subscribe disabled. */
export function canSubmitEmail(text: string): boolean {
  return text.trim() !== ''
}

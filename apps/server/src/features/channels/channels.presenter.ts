import type { Locale } from '@spaces/shared/i18n/locales'
import type { TChannel, TChannelEvent, TChannelPost } from '@spaces/shared/schemas/channels'
import { sayIn, storedMessage, storedSentence } from '../../i18n/stored'
import { OFF_REASON_MESSAGES } from './channels.notice'
import { POST_ERRORS } from './channels.post-errors'
import type { ChannelRow, listChannels, listPosts } from './channels.queries'

type ListedChannel = Awaited<ReturnType<typeof listChannels>>[number]

/**
 * A channel as the API shows it: the account and the secret's last four characters, never the
 * secret; why it was turned off in `locale` (the reason is stored in English).
 */
export function presentChannel(
  row: NonNullable<ChannelRow> & Partial<Pick<ListedChannel, 'failed' | 'waiting' | 'uncertain'>>,
  locale: Locale,
): TChannel {
  return {
    id: row.id,
    network: row.network,
    scope: row.owner_id === null ? 'site' : 'profile',
    owner_id: row.owner_id,
    account: row.account,
    secret_hint: row.secret_hint,
    events: row.events.split(',').filter(Boolean) as TChannelEvent[],
    time_zone: row.time_zone,
    created_at: Number(row.created_at),
    failed: Number(row.failed ?? 0),
    waiting: Number(row.waiting ?? 0),
    uncertain: Number(row.uncertain ?? 0),
    status: row.status,
    off_reason:
      row.off_reason === null ? null : sayIn(locale, storedMessage(row.off_reason, OFF_REASON_MESSAGES)),
  }
}

/** A post as the dashboard's log shows it; why it did not go in `locale` (it is stored in English). */
export function presentPost(
  row: Awaited<ReturnType<typeof listPosts>>[number],
  locale: Locale,
): TChannelPost {
  return {
    ...row,
    error: row.error === null ? null : postErrorIn(locale, row.error),
    created_at: Number(row.created_at),
    sent_at: row.sent_at === null ? null : Number(row.sent_at),
    next_attempt_at: Number(row.next_attempt_at),
  }
}

/**
 * A stored post error said in `locale`: one of POST_ERRORS with what it holds (a turned-off channel's
 * reason, the failure inside a post in doubt); anything else, such as a network's own words, as stored.
 */
function postErrorIn(locale: Locale, text: string): string {
  return sayIn(locale, storedSentence(text, Object.values(POST_ERRORS), { reason: OFF_REASON_MESSAGES }))
}

import type { Generated } from 'kysely'

// The tables of notifications (migration 0008); db/database.ts lists them in Database.

/** A user follows a host (migration 0008). */
export interface FollowsTable {
  user_id: number
  host_id: number
  created_at: number
}

/** "Remind me" on one Space; `known_start` is the start the user was last told of. */
export interface SpaceRemindersTable {
  user_id: number
  space_id: number
  known_start: number
  created_at: number
}

/** One row per user who set anything about notifications; flags are 0/1. */
export interface NotificationSettingsTable {
  user_id: number
  email: string | null
  email_key: string | null
  email_confirmed_at: number | null
  email_bounced_at: number | null
  /** SHA-256 of the double opt-in link's token, while unconfirmed. */
  confirm_token_hash: string | null
  confirm_sent_at: number | null
  email_enabled: Generated<number>
  push_enabled: Generated<number>
  /** Comma-separated minutes before a Space starts, ascending ('' : none). */
  remind_minutes: Generated<string>
  new_space_alerts: Generated<number>
  live_alerts: Generated<number>
  change_notices: Generated<number>
  digest: Generated<'off' | 'weekly'>
  timezone: Generated<string>
  /** When `timezone` was set (by the person, or from their browser's zone); null: still the default, UTC. */
  timezone_set_at: number | null
  /** The personal feed's secret (`/feeds/me/{token}.ics`); null until first asked for. */
  feed_token: string | null
  /** The language alerts, digests and pushes are written in; null: the account's, else DEFAULT_LOCALE. */
  locale: string | null
  created_at: number
  updated_at: number
}

export interface PushSubscriptionsTable {
  id: Generated<number>
  user_id: number
  endpoint: string
  p256dh: string
  auth: string
  created_at: number
}

/**
 * The one delivery log: unique on (user, subject, kind, offset, channel). `subject_type` is 'space',
 * 'host' or 'week'; `offset_key` the reminder's minutes, a move's new start, a digest's Monday.
 */
export interface NotificationDeliveriesTable {
  id: Generated<number>
  user_id: number
  subject_type: 'space' | 'week'
  subject_id: number
  kind: 'reminder' | 'new_space' | 'live' | 'change' | 'digest'
  offset_key: number
  channel: 'email' | 'push'
  /** The Space's host, so new-Space alerts go as one message per host. */
  host_id: number | null
  /** `missed`: its moment passed before it could go (mail held, the site down); it never goes late. */
  status: Generated<'pending' | 'sent' | 'failed' | 'skipped' | 'missed'>
  attempts: Generated<number>
  claimed_by: string | null
  claimed_until: number | null
  next_attempt_at: Generated<number>
  created_at: number
  sent_at: number | null
  error: string | null
  /** When it was first tried: given up a set time after that (MAIL_GIVE_UP_HOURS). */
  first_attempt_at: number | null
}

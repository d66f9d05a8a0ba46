import type { Generated } from 'kysely'

/** The networks a channel posts to. */
export type ChannelNetwork = 'discord' | 'telegram' | 'mastodon' | 'bluesky'

/**
 * A connection to one network (migration 0022): a profile's (`scope` `user:<id>`, `owner_id` set) or
 * the whole site's (`scope` `site`, no owner). `credentials` is sealed (features/channels/
 * channels.secrets.ts) and never leaves the server; `account` is what the dashboard shows.
 */
export interface ChannelsTable {
  id: Generated<number>
  scope: string
  owner_id: number | null
  network: ChannelNetwork
  account: string
  credentials: string
  /** The secret's last four characters, for "connected as …". */
  secret_hint: string
  /** Comma list of `new`, `live`, `hour`. */
  events: string
  time_zone: string
  created_by: number | null
  created_at: number
  updated_at: number
  /** `off`: turned off after a day of failures or a refusal of its credentials (migration 0025). */
  status: Generated<'active' | 'off'>
  /** Why it was turned off, in English (the dashboard and the owner's mail say it). */
  off_reason: string | null
  off_at: number | null
  /** The first failure since a post last went out; null while posts go out. */
  failing_since: number | null
  /** 1 while the owner is still to be mailed that it was turned off. */
  notice_pending: Generated<number>
}

/** The outbox of posts: one row per (channel, Space, event), claimed like lib/outbox.ts's others. */
export interface ChannelPostsTable {
  id: Generated<number>
  channel_id: number
  space_id: number
  event: 'new' | 'live' | 'hour'
  /** `uncertain`: in flight when its instance died, on a network that cannot refuse a repeat. */
  status: Generated<'pending' | 'sent' | 'failed' | 'uncertain'>
  attempts: Generated<number>
  claimed_by: string | null
  claimed_until: number | null
  next_attempt_at: Generated<number>
  first_attempt_at: number | null
  created_at: number
  sent_at: number | null
  /** The network's own error text of the last failed attempt. */
  error: string | null
  /** The network's HTTP status of the last attempt. */
  response_code: number | null
  /** The post's address on the network, when it says. */
  remote_url: string | null
  /** Set just before a request without an idempotency key leaves; cleared with its outcome. */
  attempt_started_at: number | null
}

import type { Generated } from 'kysely'

/** The five things a webhook can be told about a Space. */
export type SpaceEventType =
  | 'space.scheduled'
  | 'space.updated'
  | 'space.live'
  | 'space.ended'
  | 'space.canceled'

/** Where events are posted (migration 0021): a profile's, or the whole site's when `host_id` is null. */
export interface WebhookEndpointsTable {
  id: Generated<number>
  host_id: number | null
  /** Who connected it: told by mail when it is disabled. */
  created_by: number
  url: string
  /** The events it asked for, comma-separated. */
  events: string
  /** `whsec_` and the base64 key: Standard Webhooks signs with it, so it is kept as is. */
  secret: string
  status: Generated<'active' | 'disabled'>
  disabled_reason: string | null
  disabled_at: number | null
  /** 1 while its owner has not yet been told by mail that it was disabled. */
  notice_pending: Generated<number>
  /** When its deliveries started failing (null while they succeed): a day of failures disables it. */
  failing_since: number | null
  created_at: number
}

/** What happened to a Space, written by triggers on `spaces` (migration 0021). */
export interface SpaceEventsTable {
  id: Generated<number>
  space_id: number
  host_id: number
  event: SpaceEventType
  /** What makes a repeat the same event: 0 for once-only events, the Space's sequence for edits. */
  event_key: number
  occurred_at: number
  /** JSON of a deleted Space's columns (it can no longer be read). */
  snapshot: string | null
  /** 1 once its deliveries were written. */
  planned: Generated<number>
}

/** The webhook outbox: one row per (endpoint, event), claimed by one instance at a time (lib/outbox.ts). */
export interface WebhookDeliveriesTable {
  id: Generated<number>
  /** The sender: 'webhook' today; other channels may share the outbox. */
  kind: Generated<string>
  endpoint_id: number
  event_id: number
  event: SpaceEventType
  /** `webhook-id`: the same on every attempt, so a receiver can tell a repeat. */
  message_id: string
  payload: string
  status: Generated<'pending' | 'sent' | 'failed'>
  attempts: Generated<number>
  claimed_by: string | null
  claimed_until: number | null
  next_attempt_at: Generated<number>
  first_attempt_at: number | null
  last_attempt_at: number | null
  sent_at: number | null
  /** The receiver's HTTP status on the last attempt; null when none came. */
  response_status: number | null
  error: string | null
  created_at: number
}

/** A person's API tokens (migration 0021): only a hash of the token is kept. */
export interface ApiTokensTable {
  id: Generated<number>
  user_id: number
  name: string
  scope: 'read' | 'write'
  token_hash: string
  /** The token's last four characters, to tell tokens apart in the list. */
  hint: string
  created_at: number
  last_used_at: number | null
  revoked_at: number | null
}

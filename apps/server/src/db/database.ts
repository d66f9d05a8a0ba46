import type { Generated, Insertable, Selectable, Updateable } from 'kysely'
import type { AdminGrantsTable } from './admin-grant-tables'
import type { ChannelPostsTable, ChannelsTable } from './channel-tables'
import type { MailSendsTable } from './mail-send-tables'
import type * as Newsletter from './newsletter-tables'
import type * as Notifications from './notification-tables'
import type { SearchDirtyTable, SearchDocsTable } from './search-tables'
import type * as Webhooks from './webhook-tables'

/**
 * Table types. Rows are snake_case, as the API's fields are; times are unix seconds; flags are 0/1
 * integers, so both dialects store them the same way
 * (docs/decisions/0005-one-data-representation-on-both-databases.md).
 */
export type * from './admin-grant-tables'
export type * from './channel-tables'
export type * from './mail-send-tables'
export type * from './newsletter-tables'
export type * from './notification-tables'
export type * from './search-tables'

export interface Database {
  users: UsersTable
  profile_links: ProfileLinksTable
  spaces: SpacesTable
  reading_items: ReadingItemsTable
  collaborator_grants: CollaboratorGrantsTable
  pending_preapprovals: PendingPreapprovalsTable
  newsletter_subscribers: Newsletter.NewsletterSubscribersTable
  newsletter_campaigns: Newsletter.NewsletterCampaignsTable
  newsletter_deliveries: Newsletter.NewsletterDeliveriesTable
  newsletter_links: Newsletter.NewsletterLinksTable
  glossary_terms: GlossaryTermsTable
  glossary_definitions: GlossaryDefinitionsTable
  sessions: SessionsTable
  oauth_login_attempts: OAuthLoginAttemptsTable
  app_secrets: AppSecretsTable
  job_leases: JobLeasesTable
  data_versions: DataVersionsTable
  x_sync_state: XSyncStateTable
  x_dismissed_spaces: XDismissedSpacesTable
  follows: Notifications.FollowsTable
  space_reminders: Notifications.SpaceRemindersTable
  notification_settings: Notifications.NotificationSettingsTable
  push_subscriptions: Notifications.PushSubscriptionsTable
  notification_deliveries: Notifications.NotificationDeliveriesTable
  embed_views: EmbedViewsTable
  mail_state: MailStateTable
  job_marks: JobMarksTable
  mail_sends: MailSendsTable
  admin_grants: AdminGrantsTable
  search_docs: SearchDocsTable
  search_dirty: SearchDirtyTable
  channels: ChannelsTable
  channel_posts: ChannelPostsTable
  webhook_endpoints: Webhooks.WebhookEndpointsTable
  space_events: Webhooks.SpaceEventsTable
  webhook_deliveries: Webhooks.WebhookDeliveriesTable
  api_tokens: Webhooks.ApiTokensTable
}

/** Bumped by triggers whenever a cached data set changes (migration 0002). */
export interface DataVersionsTable {
  name: string
  version: number
}

export interface UsersTable {
  id: Generated<number>
  x_user_id: string
  username: string
  /** lower(username), unique: handles are case-insensitive on X. */
  username_key: string
  display_name: string | null
  bio: string | null
  location: string | null
  website: string | null
  profile_image_url: string | null
  role: 'user' | 'host' | 'admin'
  host_timezone: string | null
  created_at: number
  updated_at: number
  last_login_at: number | null
  /** 1: the X import brings in this host's Spaces ("Import my Spaces from X", on by default). */
  x_import: Generated<number>
  /** The language the person chose (a shipped locale tag), or null: negotiated per request. */
  locale: string | null
}
export type UserRow = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>

export interface ProfileLinksTable {
  id: Generated<number>
  user_id: number
  platform: string
  url: string
  label: string | null
  position: number
  created_at: number
  updated_at: number
}

export interface SpacesTable {
  id: Generated<number>
  host_id: number
  title: string
  description: string | null
  space_url: string
  scheduled_start: number
  state: 'upcoming' | 'ended'
  recording_url: string | null
  recording_platform: string | null
  host_timezone: string | null
  /** Shared by every Space of one recurring series; null for a one-off Space. */
  series_id: string | null
  recurrence_pattern: 'weekly' | 'monthly' | null
  series_index: number | null
  /** The Space's id on X when known (from the URL or from a sync). */
  x_space_id: string | null
  /** 'x' when the import created it; a host-typed Space stays 'manual' when merged. */
  source: Generated<'manual' | 'x'>
  /** The X Space this row mirrors (unique: one row per X Space); null for hand-made Spaces. */
  x_import_id: Generated<string | null>
  /** X's state at the last sync: scheduled, live, ended or canceled; null when never synced. */
  x_state: Generated<XSpaceState | null>
  /** Listeners while live (X's participant_count); null when unknown. */
  live_listeners: Generated<number | null>
  /** When a sync first found X no longer listing it. */
  x_missing_since: Generated<number | null>
  /** When it ended, as X says (or as first seen missing). */
  ended_at: Generated<number | null>
  /** 1 once the host edited the title (or the start) here since import: X no longer overwrites it. */
  title_edited: Generated<number>
  start_edited: Generated<number>
  created_by: number | null
  created_at: number
  updated_at: number
  /** iCalendar SEQUENCE: 0 when created, one more on every edit (migration 0005). */
  sequence: Generated<number>
}
export type SpaceRow = Selectable<SpacesTable>
export type XSpaceState = 'scheduled' | 'live' | 'ended' | 'canceled'

export interface ReadingItemsTable {
  id: Generated<number>
  host_id: number
  url: string
  title: string
  type: string
  author: string | null
  summary: string | null
  /** JSON array of strings. */
  tags: string
  difficulty: string
  est_read_minutes: number | null
  pinned: number
  created_at: number
  updated_at: number
}

export interface CollaboratorGrantsTable {
  id: Generated<number>
  owner_id: number
  collaborator_id: number
  access_level: 'helper' | 'co-host' | 'manager'
  can_edit_profile: number
  can_manage_spaces: number
  can_manage_links: number
  granted_at: number
  expires_at: number | null
  notes: string | null
  granted_by: number | null
}

export interface PendingPreapprovalsTable {
  id: Generated<number>
  username: string | null
  username_key: string | null
  x_user_id: string | null
  created_at: number
  created_by: number | null
}

export interface GlossaryTermsTable {
  id: Generated<number>
  term: string
  term_key: string
  category: string
  created_at: number
  updated_at: number
}

export interface GlossaryDefinitionsTable {
  id: Generated<number>
  term_id: number
  level: string
  definition: string
  /** JSON arrays of strings. */
  examples: string
  citations: string
}

export interface SessionsTable {
  /** SHA-256 of the cookie value: a database leak does not leak live sessions. */
  id_hash: string
  user_id: number
  created_at: number
  last_seen_at: number
  expires_at: number
  user_agent: string | null
  /** The login's X access token, AES-GCM encrypted with a key derived from the session secret. */
  x_access_token: string | null
  x_token_expires_at: number | null
}

export interface OAuthLoginAttemptsTable {
  /** SHA-256 of the OAuth state. */
  state_hash: string
  code_verifier: string
  /** SHA-256 of the browser cookie that started the attempt. */
  browser_hash: string
  created_at: number
  expires_at: number
  used_at: number | null
}

export interface AppSecretsTable {
  name: string
  value: string
  created_at: number
}

export interface JobLeasesTable {
  name: string
  owner: string
  leased_until: number
}

/** The X import's shared state: one row, 'x-sync' (migration 0005). */
export interface XSyncStateTable {
  name: string
  /** X's rate-limit reset: no instance calls X before this time (unix seconds). */
  not_before: Generated<number>
  last_started_at: number | null
  last_finished_at: number | null
  hosts: Generated<number>
  calls: Generated<number>
  created: Generated<number>
  updated: Generated<number>
  ended: Generated<number>
  canceled: Generated<number>
  skipped: Generated<number>
  error: string | null
}

/** X Spaces a host deleted here: the import does not bring them back (migration 0005). */
export interface XDismissedSpacesTable {
  x_space_id: string
  dismissed_at: number
}

/** Views of a host's embedded schedule per UTC day (migration 0008). */
export interface EmbedViewsTable {
  host_id: number
  /** Unix seconds of the UTC day's start. */
  day: number
  views: Generated<number>
}

/**
 * Whether the site's mail is held, and the host name of the site address that last sent mail: one
 * row, id 1 (migration 0011). lib/mail-hold.ts reads and writes it.
 */
export interface MailStateTable {
  id: number
  held: Generated<number>
  held_reason: string | null
  held_at: number | null
  site_host: string | null
  site_host_at: number | null
}

/** When a piece of periodic work last ran, by name (migration 0011). */
export interface JobMarksTable {
  name: string
  at: number
}

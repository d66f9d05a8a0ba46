import type { Insertable, Kysely } from 'kysely'
import type { Database, SpacesTable, UserRow } from '../src/db/database'
import { randomToken, sha256Hex } from '../src/lib/crypto'
import { nowSeconds } from '../src/lib/time'
import type { TestServer } from './test-app'

let seq = 0

/** A Space row straight in the database (for tests that need one, not for testing creation). */
/** The columns of a Space row of `hostId` (an upcoming, hand-made Space), before any overrides. */
export function spaceValues(hostId: number, title: string, now = nowSeconds()) {
  return {
    host_id: hostId,
    title,
    description: null,
    space_url: `https://x.com/i/spaces/1${title.replace(/[^A-Za-z0-9]/g, '')}`,
    scheduled_start: now + 86400,
    state: 'upcoming' as const,
    recording_url: null,
    recording_platform: null,
    host_timezone: null,
    series_id: null,
    recurrence_pattern: null,
    series_index: null,
    x_space_id: null,
    created_by: hostId,
    created_at: now,
    updated_at: now,
  }
}

export async function createSpaceRow(
  server: TestServer,
  host: UserRow,
  overrides: Partial<Insertable<SpacesTable>> = {},
): Promise<number> {
  seq += 1
  const row = await server.app.db
    .insertInto('spaces')
    .values({ ...spaceValues(host.id, `Factory Space ${seq}`), ...overrides })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A grant from `owner` to `collaborator`, straight in the database. */
/** Many Spaces of one host at once, one per start time (for lists longer than a page). */
export async function insertSpaceRows(server: TestServer, host: UserRow, starts: number[]): Promise<void> {
  const now = nowSeconds()
  for (let i = 0; i < starts.length; i += 200) {
    const rows = starts.slice(i, i + 200).map((start) => {
      seq += 1
      return {
        host_id: host.id,
        title: `Bulk Space ${seq}`,
        space_url: `https://x.com/i/spaces/1Bulk${seq}`,
        scheduled_start: start,
        state: start < now ? ('ended' as const) : ('upcoming' as const),
        created_by: host.id,
        created_at: now,
        updated_at: now,
      }
    })
    await server.app.db.insertInto('spaces').values(rows).execute()
  }
}

export async function grantRow(
  server: TestServer,
  owner: UserRow,
  collaborator: UserRow,
  flags: { spaces?: boolean; links?: boolean; profile?: boolean; expiresAt?: number | null } = {},
): Promise<void> {
  const values = {
    access_level: 'helper' as const,
    can_manage_spaces: flags.spaces ? 1 : 0,
    can_manage_links: flags.links ? 1 : 0,
    can_edit_profile: flags.profile ? 1 : 0,
    granted_at: nowSeconds(),
    expires_at: flags.expiresAt ?? null,
    notes: null,
    granted_by: owner.id,
  }
  await server.app.db
    .insertInto('collaborator_grants')
    .values({ owner_id: owner.id, collaborator_id: collaborator.id, ...values })
    .onConflict((oc) => oc.columns(['owner_id', 'collaborator_id']).doUpdateSet(values))
    .execute()
}

/** A user row that never logs in (a bystander for grants, a host to remove, …). */
/** The columns of a user row for `handle` (its key is the handle: factories use lower-case handles). */
export function userValues(handle: string, role: 'user' | 'host', now = nowSeconds()) {
  return {
    x_user_id: `row-${handle}`,
    username: handle,
    username_key: handle,
    display_name: null,
    bio: null,
    location: null,
    website: null,
    profile_image_url: null,
    role,
    host_timezone: null,
    created_at: now,
    updated_at: now,
    last_login_at: null,
  }
}

export async function createUserRow(server: TestServer, role: 'user' | 'host' = 'user'): Promise<UserRow> {
  seq += 1
  return server.app.db
    .insertInto('users')
    .values(userValues(`row_${process.pid % 1000}_${seq}`, role))
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function createLinkRow(server: TestServer, owner: UserRow): Promise<number> {
  const now = nowSeconds()
  const row = await server.app.db
    .insertInto('profile_links')
    .values({
      user_id: owner.id,
      platform: 'website',
      url: 'https://example.org/',
      label: null,
      position: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function createReadingRow(
  server: TestServer,
  owner: UserRow,
  overrides: { pinned?: number; type?: string } = {},
) {
  seq += 1
  const now = nowSeconds()
  const row = await server.app.db
    .insertInto('reading_items')
    .values({
      host_id: owner.id,
      url: `https://example.org/read/${seq}`,
      title: `Reading ${seq}`,
      type: overrides.type ?? 'article',
      author: null,
      summary: null,
      tags: '[]',
      difficulty: 'other',
      est_read_minutes: null,
      pinned: overrides.pinned ?? 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A glossary term with one definition, named uniquely. */
export async function createGlossaryRow(server: TestServer): Promise<string> {
  seq += 1
  const now = nowSeconds()
  const term = `Matrix term ${process.pid} ${seq}`
  const row = await server.app.db
    .insertInto('glossary_terms')
    .values({ term, term_key: term.toLowerCase(), category: 'testing', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  await server.app.db
    .insertInto('glossary_definitions')
    .values({
      term_id: row.id,
      level: 'eli5',
      definition: 'A word for tests.',
      examples: '[]',
      citations: '[]',
    })
    .execute()
  return term
}

/** A newsletter subscriber row (active, or pending with a confirmation token), straight in the database. */
export async function createSubscriberRow(
  server: TestServer,
  options: { user_id?: number; email?: string; pending?: boolean; locale?: string } = {},
): Promise<{ id: number; email: string; unsubscribeToken: string; confirmToken: string }> {
  seq += 1
  const now = nowSeconds()
  const email = options.email ?? `factory-${process.pid}-${seq}@example.test`
  const unsubscribeToken = randomToken(24)
  const confirmToken = randomToken(24)
  const row = await server.app.db
    .insertInto('newsletter_subscribers')
    .values({
      user_id: options.user_id ?? null,
      email,
      email_key: email.toLowerCase(),
      source: 'website',
      status: options.pending ? 'pending' : 'active',
      unsubscribe_token: unsubscribeToken,
      subscribed_at: now,
      unsubscribed_at: null,
      confirm_token_hash: options.pending ? sha256Hex(confirmToken) : null,
      confirm_sent_at: options.pending ? now : null,
      confirmed_at: options.pending ? null : now,
      locale: options.locale ?? null,
    })
    .onConflict((oc) => oc.column('email_key').doNothing())
    .returning('id')
    .executeTakeFirst()
  return { id: row?.id ?? 0, email, unsubscribeToken, confirmToken }
}

/** Many active subscribers at once (`{prefix}{i}@example.test`), for the delivery tests. */
export async function insertActiveSubscribers(
  db: Kysely<Database>,
  prefix: string,
  count: number,
): Promise<string[]> {
  const now = nowSeconds()
  const emails = Array.from({ length: count }, (_, i) => `${prefix}${i}@example.test`)
  for (let i = 0; i < emails.length; i += 200) {
    await db
      .insertInto('newsletter_subscribers')
      .values(
        emails.slice(i, i + 200).map((email) => ({
          user_id: null,
          email,
          email_key: email.toLowerCase(),
          source: 'import',
          status: 'active' as const,
          unsubscribe_token: randomToken(24),
          subscribed_at: now,
          unsubscribed_at: null,
          confirm_token_hash: null,
          confirm_sent_at: null,
          confirmed_at: now,
        })),
      )
      .execute()
  }
  return emails
}

/** A draft campaign with one stored link. */
export async function createCampaignRow(server: TestServer): Promise<number> {
  seq += 1
  const campaign = await server.app.db
    .insertInto('newsletter_campaigns')
    .values({
      subject: `Factory campaign ${seq}`,
      content: '<p><a href="https://example.org/factory">Read</a></p>',
      status: 'draft',
      created_by: null,
      created_at: nowSeconds(),
      recipient_count: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await server.app.db
    .insertInto('newsletter_links')
    .values({ campaign_id: campaign.id, url: 'https://example.org/factory' })
    .execute()
  return campaign.id
}

/** A sent delivery of a fresh campaign to a fresh subscriber: its token and the campaign's link id. */
export async function createDeliveryRow(server: TestServer): Promise<{ token: string; linkId: number }> {
  const campaignId = await createCampaignRow(server)
  const subscriber = await createSubscriberRow(server)
  const token = randomToken(24)
  await server.app.db
    .insertInto('newsletter_deliveries')
    .values({
      campaign_id: campaignId,
      subscriber_id: subscriber.id,
      status: 'sent',
      token,
      attempts: 1,
      sent_at: nowSeconds(),
    })
    .execute()
  const link = await server.app.db
    .selectFrom('newsletter_links')
    .select('id')
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow()
  return { token, linkId: link.id }
}

/** A sent campaign with one delivery that failed for good (what Retry failed queues again): its id. */
export async function createFailedCampaignRow(server: TestServer): Promise<number> {
  const campaignId = await createCampaignRow(server)
  const subscriber = await createSubscriberRow(server)
  await server.app.db
    .updateTable('newsletter_campaigns')
    .set({ status: 'sent' })
    .where('id', '=', campaignId)
    .execute()
  await server.app.db
    .insertInto('newsletter_deliveries')
    .values({
      campaign_id: campaignId,
      subscriber_id: subscriber.id,
      status: 'failed',
      token: randomToken(24),
      attempts: 3,
      error: 'gave up after 24 hours: mail server unreachable: connect ECONNREFUSED',
    })
    .execute()
  return campaignId
}

/**
 * A host, a Space of theirs starting in `startsInSeconds` (created two hours ago, so only its
 * reminders are due), and `count` followers with a confirmed address and reminders [60]. Returns the
 * followers' addresses. For the kill -9 test and the reminders bench.
 */
export async function insertFollowers(
  db: Kysely<Database>,
  options: { prefix: string; count: number; startsInSeconds: number; title: string },
): Promise<string[]> {
  const now = nowSeconds()
  const earlier = now - 7200
  const { prefix, count, title } = options
  const host = await db
    .insertInto('users')
    .values(userValues(`${prefix}host`, 'host', earlier))
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('spaces')
    .values({ ...spaceValues(host.id, title, earlier), scheduled_start: now + options.startsInSeconds })
    .execute()
  const emails: string[] = []
  for (let i = 0; i < count; i += 500) {
    const handles = Array.from({ length: Math.min(500, count - i) }, (_, k) => `${prefix}fan_${i + k}`)
    const users = await db
      .insertInto('users')
      .values(handles.map((handle) => userValues(handle, 'user', earlier)))
      .returning(['id', 'username'])
      .execute()
    await db
      .insertInto('follows')
      .values(users.map((u) => ({ user_id: u.id, host_id: host.id, created_at: earlier })))
      .execute()
    const addresses = users.map((u) => `${u.username}@example.test`)
    await db
      .insertInto('notification_settings')
      .values(
        users.map((u, k) => ({
          user_id: u.id,
          email: addresses[k] ?? '',
          email_key: addresses[k] ?? '',
          email_confirmed_at: earlier,
          remind_minutes: '60',
          new_space_alerts: 0,
          live_alerts: 0,
          created_at: earlier,
          updated_at: earlier,
        })),
      )
      .execute()
    emails.push(...addresses)
  }
  return emails
}

/** A webhook of `host`'s profile, straight in the database (never sent to: example.org). */
export async function createWebhookRow(server: TestServer, host: UserRow): Promise<number> {
  const row = await server.app.db
    .insertInto('webhook_endpoints')
    .values({
      host_id: host.id,
      created_by: host.id,
      url: 'https://example.org/hook',
      events: 'space.live',
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      created_at: nowSeconds(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A failed delivery of a webhook, which its owner may resend. */
export async function createWebhookDeliveryRow(server: TestServer, endpointId: number): Promise<number> {
  seq += 1
  const row = await server.app.db
    .insertInto('webhook_deliveries')
    .values({
      endpoint_id: endpointId,
      event_id: 1_000_000 + seq,
      event: 'space.live',
      message_id: `msg_factory_${seq}`,
      payload: '{}',
      status: 'failed',
      error: 'The receiver answered 404.',
      created_at: nowSeconds(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** An API token of `owner`'s, straight in the database. */
export async function createApiTokenRow(server: TestServer, owner: UserRow): Promise<number> {
  const row = await server.app.db
    .insertInto('api_tokens')
    .values({
      user_id: owner.id,
      name: 'factory',
      scope: 'read',
      token_hash: sha256Hex(randomToken(24)),
      hint: 'abcd',
      created_at: nowSeconds(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

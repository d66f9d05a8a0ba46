import type { Insertable, Kysely } from 'kysely'
import type { Database, SpacesTable, UserRow } from '../src/db/database'
import { randomToken, sha256Hex } from '../src/lib/crypto'
import { nowSeconds } from '../src/lib/time'
import type { TestServer } from './test-app'

let seq = 0

/** A Space row straight in the database (for tests that need one, not for testing creation). */
export async function createSpaceRow(
  server: TestServer,
  host: UserRow,
  overrides: Partial<Insertable<SpacesTable>> = {},
): Promise<number> {
  seq += 1
  const now = nowSeconds()
  const row = await server.app.db
    .insertInto('spaces')
    .values({
      host_id: host.id,
      title: `Factory Space ${seq}`,
      description: null,
      space_url: `https://x.com/i/spaces/1Factory${seq}`,
      scheduled_start: now + 86400,
      state: 'upcoming',
      recording_url: null,
      recording_platform: null,
      host_timezone: null,
      series_id: null,
      recurrence_pattern: null,
      series_index: null,
      x_space_id: null,
      created_by: host.id,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A grant from `owner` to `collaborator`, straight in the database. */
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
export async function createUserRow(server: TestServer, role: 'user' | 'host' = 'user'): Promise<UserRow> {
  seq += 1
  const now = nowSeconds()
  const handle = `row_${process.pid % 1000}_${seq}`
  return server.app.db
    .insertInto('users')
    .values({
      x_user_id: `row-${process.pid}-${seq}`,
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
    })
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
  options: { user_id?: number; email?: string; pending?: boolean } = {},
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

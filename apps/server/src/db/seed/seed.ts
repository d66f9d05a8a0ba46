import { randomBytes, randomUUID } from 'node:crypto'
import { SPACE_DEFAULT_DURATION_SECONDS } from '@spaces/shared/limits'
import type { Insertable, Kysely, Transaction } from 'kysely'
import { avatarPath } from '../../x/sandbox/avatars'
import {
  SANDBOX_ACCOUNTS,
  type SandboxAccount,
  SPACE_TEMPLATES,
  type SpaceTemplate,
} from '../../x/sandbox/fixture'
import { templateStart } from '../../x/sandbox/fixture-schedule'
import type { Database, NewUser, SpacesTable } from '../database'
import { READING_TEMPLATES } from './reading-fixture'

export interface SeedOptions {
  /** Unix seconds that count as "now" (tests pin it); defaults to the clock. */
  now?: number
}

export interface SeedResult {
  seeded: boolean
  /** Rows this call inserted (0 when it did not seed). */
  users: number
  spaces: number
}

type Trx = Transaction<Database>
/** username_key → users.id */
type UserIds = Map<string, number>

/** Thrown inside the transaction to roll it back when someone else's users are already there. */
class AlreadyHasUsers extends Error {}

const INSERT_CHUNK = 50

/**
 * Writes the demo community (sandbox fixture) in one transaction, only into a database without users.
 * Two instances seeding at once cannot both succeed: user inserts skip conflicts, and a short count
 * rolls the loser back.
 */
export async function seedDemoData(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedResult> {
  const now = options.now ?? Math.floor(Date.now() / 1000)
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst()
      if (existing) throw new AlreadyHasUsers()
      const ids = await insertUsers(trx, now)
      await insertLinks(trx, ids, now)
      await insertHelperGrants(trx, ids, now)
      const spaces = await insertSpaces(trx, ids, now)
      await insertReading(trx, ids, now)
      await insertNewsletter(trx, ids, now)
      return { seeded: true, users: ids.size, spaces }
    })
  } catch (error) {
    if (error instanceof AlreadyHasUsers) return { seeded: false, users: 0, spaces: 0 }
    throw error
  }
}

function roleOf(account: SandboxAccount): NewUser['role'] {
  if (account.kind === 'admin') return 'admin'
  return account.kind === 'host' ? 'host' : 'user'
}

function keyOf(username: string): string {
  return username.toLowerCase()
}

async function insertUsers(trx: Trx, now: number): Promise<UserIds> {
  const rows: NewUser[] = SANDBOX_ACCOUNTS.map((account) => ({
    x_user_id: account.id,
    username: account.username,
    username_key: keyOf(account.username),
    display_name: account.name,
    bio: account.description,
    location: account.location,
    website: account.url,
    profile_image_url: avatarPath(account.username),
    role: roleOf(account),
    host_timezone: account.timezone,
    created_at: now,
    updated_at: now,
  }))
  const inserted = await trx
    .insertInto('users')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'username_key'])
    .execute()
  if (inserted.length !== rows.length) throw new AlreadyHasUsers()
  return new Map(inserted.map((row) => [row.username_key, row.id]))
}

function idOf(ids: UserIds, username: string): number {
  const id = ids.get(keyOf(username))
  if (id === undefined) throw new Error(`Demo fixture refers to an unknown account: ${username}`)
  return id
}

async function insertLinks(trx: Trx, ids: UserIds, now: number): Promise<void> {
  const rows = SANDBOX_ACCOUNTS.flatMap((account) =>
    account.links.map((link, position) => ({
      user_id: idOf(ids, account.username),
      platform: link.platform,
      url: link.url,
      label: link.label ?? null,
      position,
      created_at: now,
      updated_at: now,
    })),
  )
  if (rows.length > 0) await trx.insertInto('profile_links').values(rows).execute()
}

async function insertHelperGrants(trx: Trx, ids: UserIds, now: number): Promise<void> {
  for (const account of SANDBOX_ACCOUNTS) {
    if (!account.helperOf) continue
    const ownerId = idOf(ids, account.helperOf)
    await trx
      .insertInto('collaborator_grants')
      .values({
        owner_id: ownerId,
        collaborator_id: idOf(ids, account.username),
        access_level: 'helper',
        can_edit_profile: 1,
        can_manage_spaces: 1,
        can_manage_links: 1,
        granted_at: now,
        expires_at: null,
        notes: 'Demo helper',
        granted_by: ownerId,
      })
      .execute()
  }
}

/** Each series Space's position in its series, in date order. */
function seriesIndexes(): Map<SpaceTemplate, number> {
  const bySeries = new Map<string, SpaceTemplate[]>()
  for (const template of SPACE_TEMPLATES) {
    if (!template.series) continue
    bySeries.set(template.series, [...(bySeries.get(template.series) ?? []), template])
  }
  const indexes = new Map<SpaceTemplate, number>()
  for (const templates of bySeries.values()) {
    templates.sort((a, b) => a.dayOffset - b.dayOffset)
    for (const [index, template] of templates.entries()) indexes.set(template, index)
  }
  return indexes
}

function seriesIdFor(seriesIds: Map<string, string>, key: string): string {
  const id = seriesIds.get(key) ?? randomUUID()
  seriesIds.set(key, id)
  return id
}

async function insertSpaces(trx: Trx, ids: UserIds, now: number): Promise<number> {
  const zones = new Map(SANDBOX_ACCOUNTS.map((a) => [keyOf(a.username), a.timezone]))
  const seriesIds = new Map<string, string>()
  const indexes = seriesIndexes()
  const rows: Insertable<SpacesTable>[] = SPACE_TEMPLATES.map((template) => {
    const hostId = idOf(ids, template.host)
    const zone = zones.get(keyOf(template.host)) ?? 'UTC'
    const start = templateStart(template, now)
    const seriesId = template.series ? seriesIdFor(seriesIds, template.series) : null
    return {
      host_id: hostId,
      title: template.title,
      description: template.description,
      space_url: template.spaceUrl || `https://x.com/${template.host}`,
      scheduled_start: start,
      state: start + SPACE_DEFAULT_DURATION_SECONDS <= now ? 'ended' : 'upcoming',
      recording_url: template.recording?.url ?? null,
      recording_platform: template.recording?.platform ?? null,
      host_timezone: zone,
      series_id: seriesId,
      recurrence_pattern: seriesId ? 'weekly' : null,
      series_index: seriesId ? (indexes.get(template) ?? null) : null,
      x_space_id: /\/i\/spaces\/([A-Za-z0-9]+)/.exec(template.spaceUrl)?.[1] ?? null,
      created_by: hostId,
      created_at: now,
      updated_at: now,
    }
  })
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('spaces')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute()
  }
  return rows.length
}

const DAY = 24 * 60 * 60

/** Each host's recommendations (reading-fixture.ts). */
async function insertReading(trx: Trx, ids: UserIds, now: number): Promise<void> {
  await trx
    .insertInto('reading_items')
    .values(
      READING_TEMPLATES.map((item) => ({
        host_id: idOf(ids, item.host),
        url: item.url,
        title: item.title,
        type: item.type,
        author: item.author,
        summary: item.summary,
        tags: JSON.stringify(item.tags),
        difficulty: item.difficulty,
        est_read_minutes: item.minutes,
        pinned: item.pinned ? 1 : 0,
        created_at: now - item.daysAgo * DAY,
        updated_at: now - item.daysAgo * DAY,
      })),
    )
    .execute()
}

/** Demo subscribers (a few with accounts, some imported, one of each other status). */
const DEMO_SUBSCRIBERS: {
  email: string
  username?: string
  source: string
  status: 'active' | 'pending' | 'unsubscribed' | 'bounced'
  daysAgo: number
}[] = [
  {
    email: 'listener@example.org',
    username: 'just_listening',
    source: 'website',
    status: 'active',
    daysAgo: 20,
  },
  { email: 'sam@example.org', username: 'sam_helps_civic', source: 'website', status: 'active', daysAgo: 18 },
  {
    email: 'hello@civicsquare.example.org',
    username: 'civicsquare_nyc',
    source: 'website',
    status: 'active',
    daysAgo: 15,
  },
  { email: 'maria.lopez@example.org', source: 'import', status: 'active', daysAgo: 30 },
  { email: 'dev.patel@example.org', source: 'import', status: 'active', daysAgo: 29 },
  { email: 'kim.tanaka@example.org', source: 'import', status: 'active', daysAgo: 25 },
  { email: 'newcomer@example.org', source: 'website', status: 'pending', daysAgo: 1 },
  { email: 'moved.on@example.org', source: 'import', status: 'unsubscribed', daysAgo: 28 },
  { email: 'old.address@example.invalid', source: 'import', status: 'bounced', daysAgo: 27 },
]

const DEMO_CAMPAIGN_LINK = 'https://example.org/spaces-calendar/this-month'

/** The subscribers above and one campaign already sent to them, with some opens and a click. */
async function insertNewsletter(trx: Trx, ids: UserIds, now: number): Promise<void> {
  const token = () => randomBytes(24).toString('base64url')
  const subscribers = await trx
    .insertInto('newsletter_subscribers')
    .values(
      DEMO_SUBSCRIBERS.map((s) => ({
        user_id: s.username ? idOf(ids, s.username) : null,
        email: s.email,
        email_key: s.email.toLowerCase(),
        source: s.source,
        status: s.status,
        unsubscribe_token: token(),
        subscribed_at: now - s.daysAgo * DAY,
        unsubscribed_at: s.status === 'unsubscribed' || s.status === 'bounced' ? now - 10 * DAY : null,
        // A pending demo subscriber has no working link: the token behind it was never mailed.
        confirm_token_hash: null,
        confirm_sent_at: s.status === 'pending' ? now - DAY : null,
        confirmed_at: s.status === 'pending' ? null : now - s.daysAgo * DAY,
      })),
    )
    .returning(['id', 'status'])
    .execute()
  const sentAt = now - 12 * DAY
  const campaign = await trx
    .insertInto('newsletter_campaigns')
    .values({
      subject: 'This month on Spaces Calendar',
      content: `<h2>Hello from Spaces Calendar</h2><p>Tenant organisers, transit nerds and record collectors have a full month of Spaces ahead. <a href="${DEMO_CAMPAIGN_LINK}">See what is on this month</a>.</p><p>Hosts: schedule a weekly series from your dashboard in a minute.</p>`,
      status: 'sent',
      created_by: idOf(ids, 'civic_admin'),
      created_at: sentAt - DAY,
      sent_at: sentAt,
      recipient_count: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('newsletter_links')
    .values({ campaign_id: campaign.id, url: DEMO_CAMPAIGN_LINK })
    .execute()
  // Everyone active then, and the address that bounced on this very campaign.
  const reached = subscribers.filter(
    (s) => s.status === 'active' || s.status === 'bounced' || s.status === 'unsubscribed',
  )
  await trx
    .insertInto('newsletter_deliveries')
    .values(
      reached.map((s, i) => ({
        campaign_id: campaign.id,
        subscriber_id: s.id,
        status: s.status === 'bounced' ? ('bounced' as const) : ('sent' as const),
        token: token(),
        attempts: 1,
        sent_at: s.status === 'bounced' ? null : sentAt,
        opened_at: s.status !== 'bounced' && i % 2 === 0 ? sentAt + 3600 : null,
        clicked_at: s.status !== 'bounced' && i % 4 === 0 ? sentAt + 3700 : null,
        error: s.status === 'bounced' ? '550 No such user here' : null,
      })),
    )
    .execute()
  await trx
    .updateTable('newsletter_campaigns')
    .set({ recipient_count: reached.length })
    .where('id', '=', campaign.id)
    .execute()
}

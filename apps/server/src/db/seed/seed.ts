import { randomUUID } from 'node:crypto'
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

import type { Insertable } from 'kysely'
import type { SpacesTable, UserRow } from '../src/db/database'
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

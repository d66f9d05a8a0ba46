import type { Kysely } from 'kysely'
import type { Database } from '../src/db/database'
import { drainSearchIndex } from '../src/features/shared/search-index'

/**
 * One fixed corpus for search, written straight into a database, and the queries every database must
 * answer alike (search-corpus.test.ts). Times are relative to `now`, days away from any boundary.
 */
const DAY = 86_400

const HOSTS = [
  { username: 'oceanpodcast', display_name: 'Marée Haute', bio: 'Coastal housing and tides.' },
  { username: 'tokyo_econ', display_name: '経済ラジオ', bio: '日本経済の話をします' },
  { username: 'cafe_hour', display_name: 'Café Hour', bio: 'Coffee, cities, housing.' },
  { username: 'zonewonk', display_name: 'Zoning Wonk', bio: null },
] as const

const SPACES: {
  host: number
  title: string
  description: string | null
  start: number
  x_state?: 'canceled'
}[] = [
  {
    host: 0,
    title: 'Housing this week',
    description: 'Rents, zoning and the café on the corner.',
    start: 2 * DAY,
  },
  { host: 0, title: 'Tides and towns', description: 'Why housing moves to the coast.', start: 5 * DAY },
  { host: 1, title: '日本経済の未来', description: '経済と住宅について', start: 3 * DAY },
  { host: 2, title: 'Café culture', description: 'Cafes and public space.', start: -4 * DAY },
  { host: 2, title: 'Public comment night', description: 'Bring a neighbour to city hall.', start: 9 * DAY },
  { host: 3, title: 'Zoning reform AMA', description: 'Housing supply, parking minimums.', start: -2 * DAY },
  { host: 3, title: 'Parking minimums explained', description: null, start: 1 * DAY, x_state: 'canceled' },
  { host: 3, title: 'Housing costs <script>alert(1)</script>', description: null, start: 12 * DAY },
  {
    host: 1,
    title: 'Economía y vivienda',
    description: 'Una charla en español sobre la vivienda.',
    start: -9 * DAY,
  },
]

const READING = [
  {
    host: 2,
    title: 'The housing theory of everything',
    summary: 'An essay on rents and growth.',
    tags: ['housing', 'economics'],
  },
  { host: 0, title: 'Tide tables for beginners', summary: null, tags: ['coast'] },
]

/** The queries the corpus is asked, each alone and with `kind` and `sort` variations. */
export const CORPUS_QUERIES = [
  'housing',
  'HOUSING week',
  '"housing this"',
  'housing -zoning',
  'hous',
  'housing*',
  'cafe',
  'CAFÉ culture',
  '経済',
  '「経済」',
  'ocean',
  'oceanpodcst',
  'zonng wonk',
  'parking',
  'script',
  'vivienda',
  'economia',
  'tide',
  '"unclosed quote',
  '- * AND',
  'housing costs',
] as const

/** Writes the corpus and indexes it. */
export async function writeSearchCorpus(db: Kysely<Database>, now: number): Promise<void> {
  const hostIds: number[] = []
  for (const [i, h] of HOSTS.entries()) {
    const row = await db
      .insertInto('users')
      .values({
        x_user_id: `corpus-${i}`,
        username: h.username,
        username_key: h.username.toLowerCase(),
        display_name: h.display_name,
        bio: h.bio,
        location: null,
        website: null,
        profile_image_url: null,
        role: 'host',
        host_timezone: null,
        created_at: now,
        updated_at: now,
        last_login_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    hostIds.push(row.id)
  }
  for (const [i, s] of SPACES.entries()) {
    const hostId = hostIds[s.host] as number
    const start = now + s.start
    await db
      .insertInto('spaces')
      .values({
        host_id: hostId,
        title: s.title,
        description: s.description,
        space_url: `https://x.com/i/spaces/1corpus${i}`,
        scheduled_start: start,
        state: start < now ? 'ended' : 'upcoming',
        recording_url: null,
        recording_platform: null,
        host_timezone: null,
        series_id: null,
        recurrence_pattern: null,
        series_index: null,
        x_space_id: null,
        x_state: s.x_state ?? null,
        created_by: hostId,
        created_at: now,
        updated_at: now,
      })
      .execute()
  }
  for (const [i, r] of READING.entries()) {
    await db
      .insertInto('reading_items')
      .values({
        host_id: hostIds[r.host] as number,
        url: `https://example.org/corpus/${i}`,
        title: r.title,
        type: 'article',
        author: null,
        summary: r.summary,
        tags: JSON.stringify(r.tags),
        difficulty: 'other',
        est_read_minutes: null,
        pinned: 0,
        created_at: now,
        updated_at: now,
      })
      .execute()
  }
  await drainSearchIndex(db)
}

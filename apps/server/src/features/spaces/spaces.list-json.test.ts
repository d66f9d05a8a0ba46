import { SPACES_PAGE_SIZE } from '@spaces/shared/limits'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spaceValues, userValues } from '../../../test/factories'
import { createTestDatabase, findTestPostgres, type TestDatabase } from '../../../test/test-db'
import { createDb, type DbHandle } from '../../db/client'
import { migrateToLatest } from '../../db/migrate'
import { listSpacePageJson, type SpaceListQuery } from './spaces.list'

/**
 * PostgreSQL writes a list page's JSON itself; what it writes must be, byte for byte, what the app
 * writes from the same rows (presentSpace, then JSON.stringify), which is what SQLite answers: the
 * same text, numbers and nulls, the same escapes, the same order, the same `next`.
 */
const postgres = await findTestPostgres()
const DAY = 86_400
const T0 = 1_800_000_000

/** Text that JSON escapes, or that is more than one UTF-16 unit a character. */
const AWKWARD = [
  'plain',
  'quote " and backslash \\ and slash /',
  'tab\tnew line\nreturn\r',
  'accents éàü, CJK 日本語, Arabic العربية',
  'astral 🎙️👩‍👩‍👧 and 𝒳',
  '\u2028 line and paragraph \u2029 separators',
  '<script>&amp;</script>',
]

/** Profile image URLs as they may be stored: only https ones and site paths are sent. */
const IMAGES = [
  null,
  'https://pbs.twimg.com/profile_images/1/a.jpg',
  '/x-sandbox/avatars/a.png',
  'https://pbs.twimg.com/profile_images/2/b "quoted".jpg',
]
const UNSAFE_IMAGES = ['javascript:alert(1)', 'http://example.org/a.png', '', '//evil.example/a.png']

describe.skipIf(!postgres)('a list page written by PostgreSQL', () => {
  let database: TestDatabase
  let handle: DbHandle
  const hosts: number[] = []

  beforeAll(async () => {
    database = await createTestDatabase(postgres)
    handle = await createDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir })
    await migrateToLatest(handle.db, handle.dialect)
    for (const [i, image] of [...IMAGES, ...UNSAFE_IMAGES].entries()) {
      const user = await handle.db
        .insertInto('users')
        .values({
          ...userValues(`json_host_${i}`, 'host'),
          display_name: i % 2 === 0 ? null : (AWKWARD[i % AWKWARD.length] ?? null),
          profile_image_url: image,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      hosts.push(user.id)
    }
    // 1,300 Spaces over 40 days, two or more at some starts (ties paged by id), every field varied.
    const rows = Array.from({ length: 1300 }, (_, i) => {
      const hostId = hosts[i % IMAGES.length] as number
      const text = AWKWARD[i % AWKWARD.length] as string
      const xState = (['live', 'scheduled', 'ended', null] as const)[i % 4] ?? null
      return {
        ...spaceValues(hostId, `Space ${i} ${text}`),
        description: i % 3 === 0 ? null : `${text} #${i}`,
        scheduled_start: T0 + Math.floor(i / 3) * Math.floor((40 * DAY) / 434),
        recording_url: i % 5 === 0 ? `https://example.org/r/${i}` : null,
        recording_platform: i % 5 === 0 ? 'youtube' : null,
        host_timezone: i % 2 === 0 ? 'Asia/Tokyo' : null,
        series_id: i % 7 === 0 ? `series-${i % 11}` : null,
        state: i % 6 === 0 ? ('ended' as const) : ('upcoming' as const),
        x_state: xState,
        live_listeners: i % 4 === 3 ? null : i * 7,
        source: i % 2 === 0 ? ('manual' as const) : ('x' as const),
      }
    })
    for (let i = 0; i < rows.length; i += 200) {
      await handle.db
        .insertInto('spaces')
        .values(rows.slice(i, i + 200))
        .execute()
    }
  })

  afterAll(async () => {
    await handle?.close()
    await database?.drop()
  })

  /** Both writers on the same database, following `next` to the end; the pages read. */
  async function sameAnswers(query: SpaceListQuery): Promise<number> {
    let cursor: string | undefined
    let pages = 0
    do {
      const asked = { ...query, cursor }
      const written = await listSpacePageJson(handle.db, 'postgres', asked)
      const presented = await listSpacePageJson(handle.db, 'sqlite', asked)
      expect(written).toBe(presented)
      const page = JSON.parse(written) as { data: unknown[]; next: string | null }
      expect(page.data.length).toBeLessThanOrEqual(SPACES_PAGE_SIZE)
      cursor = page.next ?? undefined
      pages += 1
    } while (cursor)
    return pages
  }

  it('is what the app writes from the rows, page after page', async () => {
    expect(await sameAnswers({ from: T0 - DAY, to: T0 + 41 * DAY })).toBe(3)
    expect(await sameAnswers({ from: T0 + 10 * DAY, to: T0 + 12 * DAY })).toBe(1)
    expect(await sameAnswers({})).toBe(3)
    expect(await sameAnswers({ hostId: hosts[1] })).toBe(1)
  })

  it('is an empty page when nothing is in the window', async () => {
    expect(await listSpacePageJson(handle.db, 'postgres', { from: T0 - 10 * DAY, to: T0 - 9 * DAY })).toBe(
      '{"data":[],"next":null}',
    )
    expect(await sameAnswers({ hostId: hosts[hosts.length - 1] })).toBe(1)
  })

  it('never sends a profile image URL the app would not', async () => {
    const unsafe = hosts.slice(IMAGES.length)
    await handle.db
      .updateTable('spaces')
      .set({ host_id: unsafe[0] as number })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('spaces')
          .select('id')
          .where('scheduled_start', '<', T0 + DAY),
      )
      .execute()
    for (const [i, hostId] of unsafe.entries()) {
      await handle.db
        .updateTable('spaces')
        .set({ host_id: hostId })
        .where('scheduled_start', '>=', T0 + (20 + i) * DAY)
        .where('scheduled_start', '<', T0 + (21 + i) * DAY)
        .execute()
    }
    expect(await sameAnswers({ from: T0 - DAY, to: T0 + 41 * DAY })).toBe(3)
    const page = JSON.parse(await listSpacePageJson(handle.db, 'postgres', { hostId: unsafe[0] })) as {
      data: { profile_image_url: string | null }[]
    }
    expect(page.data.length).toBeGreaterThan(0)
    expect(page.data.every((space) => space.profile_image_url === null)).toBe(true)
  })
})

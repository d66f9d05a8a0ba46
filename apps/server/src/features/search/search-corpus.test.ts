import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from '../../../test/http-client'
import { CORPUS_QUERIES, writeSearchCorpus } from '../../../test/search-corpus'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { createTestDatabase, findTestPostgres, type TestDatabase } from '../../../test/test-db'
import { nowSeconds } from '../../lib/time'
import { drainSearchIndex } from '../shared/search-index'
import { RANKED_MAX } from './search.queries'

/**
 * One fixed corpus and one set of queries on SQLite and on PostgreSQL in the same run: both must give
 * the same results in the same order (what is compared: kind, title, url, snippet, state).
 */
const postgresUrl = await findTestPostgres()

describe.skipIf(!postgresUrl)('search answers alike on SQLite and PostgreSQL', () => {
  const servers: TestServer[] = []
  const now = nowSeconds()

  const databases: TestDatabase[] = []

  beforeAll(async () => {
    for (const url of [undefined, postgresUrl]) {
      const database = await createTestDatabase(url)
      databases.push(database)
      const server = await startTestServer({}, { database })
      await writeSearchCorpus(server.app.db, now)
      servers.push(server)
    }
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
    // A database handed to startTestServer stays its caller's to drop.
    for (const database of databases) await database.drop()
  })

  const variants = ['', '&kind=spaces', '&kind=hosts', '&sort=date', '&limit=3']

  it('gives the same results in the same order for every query', async () => {
    let found = 0
    for (const q of CORPUS_QUERIES) {
      for (const variant of variants) {
        const path = `/api/search?q=${encodeURIComponent(q)}${variant}`
        const answers = await Promise.all(
          servers.map(async (server) => {
            const res = await new TestClient(server.baseUrl).get(path)
            expect(res.status, path).toBe(200)
            return {
              next: res.json.next,
              data: res.json.data.map((r: Record<string, unknown>) => [
                r.kind,
                r.title,
                r.url,
                r.snippet,
                r.state,
              ]),
            }
          }),
        )
        expect(answers[1], path).toEqual(answers[0])
        found += answers[0]?.data.length ?? 0
      }
    }
    expect(found).toBeGreaterThan(100)
  })
})

/** More Spaces matching a word than a search ranks, and their host. */
const BROAD = RANKED_MAX + 200

async function writeBroadCorpus(server: TestServer, now: number): Promise<void> {
  const db = server.app.db
  const host = await db
    .insertInto('users')
    .values({
      x_user_id: 'broad-0',
      username: 'walrusclub',
      username_key: 'walrusclub',
      display_name: 'Walrus Club',
      bio: null,
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
  const rows = Array.from({ length: BROAD }, (_, i) => ({
    host_id: host.id,
    // Every seventh only in the description: a lower score, inside and outside the ranked set.
    title: i % 7 === 0 ? `Ice talk ${i}` : `Walrus talk ${i}`,
    description: 'Tusks, ice and the walrus.',
    space_url: `https://x.com/i/spaces/1broad${i}`,
    scheduled_start: now + (i - BROAD / 2) * 3600 + 1800,
    state: i < BROAD / 2 ? ('ended' as const) : ('upcoming' as const),
    host_timezone: null,
    created_by: host.id,
    created_at: now,
    updated_at: now,
  }))
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('spaces')
      .values(rows.slice(i, i + 500))
      .execute()
  await drainSearchIndex(db)
}

describe.skipIf(!postgresUrl)('a broad search ranks the same bounded set on SQLite and PostgreSQL', () => {
  const servers: TestServer[] = []
  const now = nowSeconds()

  const databases: TestDatabase[] = []

  beforeAll(async () => {
    for (const url of [undefined, postgresUrl]) {
      const database = await createTestDatabase(url)
      databases.push(database)
      const server = await startTestServer({}, { database })
      await writeBroadCorpus(server, now)
      servers.push(server)
    }
  }, 60_000)
  afterAll(async () => {
    for (const server of servers) await server.close()
    for (const database of databases) await database.drop()
  })

  const ask = (path: string) =>
    Promise.all(
      servers.map(async (server) => {
        const res = await new TestClient(server.baseUrl).get(path)
        expect(res.status, path).toBe(200)
        return {
          next: res.json.next as string | undefined,
          data: res.json.data.map((r: Record<string, unknown>) => [r.kind, r.title, r.state]),
        }
      }),
    )

  it('gives the same pages for broad, mixed and rare queries', async () => {
    const queries = ['walrus', 'walrus talk', 'tusks ice', 'talk 1105', 'walrus 11', 'walrus -ice', 'walrsu']
    for (const q of queries) {
      for (const variant of ['', '&sort=date', '&kind=spaces', '&limit=50&cursor=p950', '&cursor=p1000']) {
        const path = `/api/search?q=${encodeURIComponent(q)}${variant}`
        const [sqlite, postgres] = await ask(path)
        expect(postgres, path).toEqual(sqlite)
      }
    }
  })

  it('ranks the newest matching Spaces, and the other kinds apart, so the host is not crowded out', async () => {
    const titles: string[] = []
    let cursor = ''
    do {
      const [page] = await ask(`/api/search?q=walrus&limit=50${cursor}`)
      titles.push(...(page?.data ?? []).map((r: unknown[]) => r[1] as string))
      cursor = page?.next ? `&cursor=${page.next}` : ''
    } while (cursor)
    // The newest RANKED_MAX Spaces (the oldest ones match too, but are not ranked) and the host.
    expect(titles).toHaveLength(RANKED_MAX + 1)
    expect(titles).toContain('Walrus Club (@walrusclub)')
    expect(titles).toContain(`Walrus talk ${BROAD - 1}`)
    expect(titles).not.toContain('Walrus talk 1')
    // A rare term (three characters or more) leads: it finds its Space however old.
    const [rare] = await ask('/api/search?q=talk+150')
    expect(rare?.data.map((r: unknown[]) => r[1])).toEqual(['Walrus talk 150'])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from '../../../test/http-client'
import { CORPUS_QUERIES, writeSearchCorpus } from '../../../test/search-corpus'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { createTestDatabase, findTestPostgres } from '../../../test/test-db'
import { nowSeconds } from '../../lib/time'

/**
 * One fixed corpus and one set of queries on SQLite and on PostgreSQL in the same run: both must give
 * the same results in the same order (what is compared: kind, title, url, snippet, state).
 */
const postgresUrl = await findTestPostgres()

describe.skipIf(!postgresUrl)('search answers alike on SQLite and PostgreSQL', () => {
  const servers: TestServer[] = []
  const now = nowSeconds()

  beforeAll(async () => {
    for (const url of [undefined, postgresUrl]) {
      const server = await startTestServer({}, { database: await createTestDatabase(url) })
      await writeSearchCorpus(server.app.db, now)
      servers.push(server)
    }
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
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

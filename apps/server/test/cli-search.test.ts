import { describe, expect, it } from 'vitest'
import { runCliSync } from './cli-run'
import { writeSearchCorpus } from './search-corpus'
import { startTestServer } from './test-app'
import { createTestDatabase } from './test-db'

/** `search-rebuild` rebuilds the index of a site's database from its sources. */
describe('search-rebuild', () => {
  it('rebuilds the index, and a search finds the same afterwards', { timeout: 60_000 }, async () => {
    const database = await createTestDatabase()
    const server = await startTestServer({}, { database })
    try {
      await writeSearchCorpus(server.app.db, Math.floor(Date.now() / 1000))
      const find = async () => {
        const res = await fetch(`${server.baseUrl}/api/search?q=housing&limit=50`)
        return ((await res.json()) as { data: unknown[] }).data
      }
      const before = await find()
      expect(before.length).toBeGreaterThan(3)
      await server.app.db.deleteFrom('search_docs').execute()
      const env = {
        DATA_DIR: database.dataDir,
        BASE_URL: server.baseUrl,
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      }
      const done = runCliSync(['search-rebuild'], env)
      expect(done.code, done.err).toBe(0)
      expect(done.out).toMatch(/^The search index holds \d+ documents, rebuilt in [0-9.]+ s\.$/m)
      expect(await find()).toEqual(before)
      expect(runCliSync(['search-rebuild', 'now'], env).code).toBe(2)
    } finally {
      await server.close()
      await database.drop()
    }
  })
})

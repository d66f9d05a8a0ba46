import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cachedAnswers } from './cached-answers'
import { HotAnswers } from './hot-answers'

/**
 * Stale-while-rebuild: once the data of a large answer changed, the previous bytes are sent while
 * the new ones are made, by one build per key, and the new ones once made. The versions and the
 * builds are the test's own, so it decides when each build finishes.
 */
describe('a large cached answer made again while its previous bytes are sent', () => {
  const app = Fastify()
  let version = 1
  const builds: Array<{ version: number; finish: () => void }> = []
  const answers = cachedAnswers(
    { versions: { now: () => version, read: async () => version }, hot: new HotAnswers() },
    { staleWhileRebuild: { minBytes: 10 } },
  )

  beforeAll(async () => {
    app.get('/feed', (req, reply) =>
      answers.text(req, reply, {
        dataSets: ['spaces'],
        key: 'feed',
        contentType: 'text/plain',
        compute: () => {
          const built = version
          return new Promise<string>((resolve) => {
            builds.push({ version: built, finish: () => resolve(`the feed at version ${built}`) })
          })
        },
      }),
    )
    await app.ready()
  })
  afterAll(() => app.close())

  const get = () => app.inject({ method: 'GET', url: '/feed' })
  const settle = () => new Promise((resolve) => setImmediate(resolve))

  it('waits for the first build, then sends the previous bytes while one new build runs', async () => {
    const first = get()
    await settle()
    expect(builds).toHaveLength(1)
    builds[0]?.finish()
    expect((await first).body).toBe('the feed at version 1')

    version = 2
    const during = await Promise.all([get(), get(), get()])
    expect(during.map((res) => res.body)).toEqual(Array(3).fill('the feed at version 1'))
    expect(builds.map((b) => b.version)).toEqual([1, 2])

    builds[1]?.finish()
    await settle()
    expect((await get()).body).toBe('the feed at version 2')
    expect(builds).toHaveLength(2)
  })
})

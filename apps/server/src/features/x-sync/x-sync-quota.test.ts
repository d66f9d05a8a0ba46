import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { createSpaceRow } from '../../../test/factories'
import { TestClient } from '../../../test/http-client'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { nowSeconds } from '../../lib/time'

/**
 * Spaces the X import creates count against SPACES_PER_HOST_PER_DAY like any
 * other creation. Those over the limit are not imported in that run; a later run picks them up once
 * the host's day has room again.
 */
describe('the X import and SPACES_PER_HOST_PER_DAY', () => {
  let server: TestServer
  let admin: Actor
  let host: Actor
  let x: TestClient

  beforeAll(async () => {
    server = await startTestServer(
      { X_SYNC_INTERVAL_SECONDS: '0', SPACES_PER_HOST_PER_DAY: '3' },
      { xSandbox: 'self' },
    )
    admin = await createActor(server, 'admin')
    host = await createActor(server, 'host')
    x = new TestClient(server.baseUrl)
  })
  afterAll(async () => server.close())

  const hostSpaces = async () =>
    server.app.db
      .selectFrom('spaces')
      .select(['title', 'source'])
      .where('host_id', '=', host.user!.id)
      .execute()

  it('imports up to the limit, leaves the rest for a later run, and shares the count with the API', async () => {
    await createSpaceRow(server, host.user!, { title: 'Typed by the host' })
    for (const title of ['From X 1', 'From X 2', 'From X 3', 'From X 4']) {
      const res = await x.send('POST', '/x-sandbox/control/spaces', {
        username: host.user!.username,
        title,
        scheduled_start: nowSeconds() + 3 * 86400,
      })
      expect(res.status).toBe(201)
    }

    const first = await admin.client.send('POST', '/api/admin/x-sync')
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ created: 2, error: null })
    expect(first.json.skipped).toBeGreaterThanOrEqual(2)
    expect(await hostSpaces()).toHaveLength(3)

    // The host's own next Space is over the day's limit too.
    const typed = await host.client.send('POST', '/api/spaces', {
      title: 'One more by hand',
      scheduled_start: nowSeconds() + 86400,
      space_url: 'https://x.com/i/spaces/1YqKDqWqdPLKV',
    })
    expect(typed.status).toBe(429)

    // A run within the same day imports nothing more.
    expect((await admin.client.send('POST', '/api/admin/x-sync')).json).toMatchObject({ created: 0 })

    // A day later the rest comes in.
    await server.app.db
      .updateTable('spaces')
      .set({ created_at: nowSeconds() - 25 * 3600 })
      .where('host_id', '=', host.user!.id)
      .execute()
    expect((await admin.client.send('POST', '/api/admin/x-sync')).json).toMatchObject({ created: 2 })
    const titles = (await hostSpaces()).map((s) => s.title).sort()
    expect(titles).toEqual(['From X 1', 'From X 2', 'From X 3', 'From X 4', 'Typed by the host'])
  })
})

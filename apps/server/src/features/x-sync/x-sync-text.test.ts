import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { createUserRow } from '../../../test/factories'
import { contentLines, readCalendar, readXml } from '../../../test/feed-readers'
import { TestClient } from '../../../test/http-client'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { nowSeconds } from '../../lib/time'
import { createXClient } from '../../x/x-client'
import { createXSyncContext, syncNow } from './x-sync.service'

/**
 * Findings 1 and 2 through the X import: what X says is cleaned where it comes in, so an
 * imported title cannot add lines to a calendar feed or break RSS and Atom, on SQLite or PostgreSQL.
 */
let server: TestServer
let admin: Actor
beforeAll(async () => {
  server = await startTestServer({ X_SYNC_INTERVAL_SECONDS: '0' }, { xSandbox: 'self' })
  admin = await createActor(server, 'admin')
})
afterAll(() => server.close())

const importedTitle = (xId: string) =>
  server.app.db
    .selectFrom('spaces')
    .select('title')
    .where('x_import_id', '=', xId)
    .executeTakeFirstOrThrow()
    .then((row) => row.title)

async function feedText(path: string) {
  const res = await admin.client.request('GET', path)
  expect(res.status, res.text).toBe(200)
  return res.text
}

describe('a title with line breaks, from the sandbox X', () => {
  it('is imported as one line, and the host feed gains no line', async () => {
    const host = await createActor(server, 'host')
    const handle = host.user?.username as string
    const x = new TestClient(server.baseUrl)
    const scheduled = await x.send('POST', '/x-sandbox/control/spaces', {
      username: handle,
      title: 'Tenants\r\nX-PUBLISHED-TTL:P52W\nEND:VCALENDAR',
      scheduled_start: nowSeconds() + 3 * 86_400,
    })
    expect(scheduled.status, scheduled.text).toBe(201)
    const run = await admin.client.send('POST', '/api/admin/x-sync')
    expect(run.json).toMatchObject({ created: 1, error: null })

    expect(await importedTitle(scheduled.json.data.id)).toBe('Tenants X-PUBLISHED-TTL:P52W END:VCALENDAR')
    const text = await feedText(`/feeds/hosts/${handle}.ics`)
    expect(contentLines(text).filter((line) => line.startsWith('X-PUBLISHED-TTL'))).toHaveLength(1)
    expect(readCalendar(text).events.map((event) => event.summary)).toEqual([
      'Tenants X-PUBLISHED-TTL:P52W END:VCALENDAR',
    ])
  })
})

describe('characters XML cannot carry, from an X that sends them', () => {
  /** X as it could answer: the API's own JSON, with text the sandbox (bound by our contract) refuses. */
  let fakeX: Server
  let fakeXBase: string
  const HOSTILE = 'Rent\uFFFF strike\u0000 \uD800live\r\nnow\uFFFE 😀'
  let creatorId = ''
  beforeAll(async () => {
    fakeX = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x')
      const body =
        url.pathname === '/2/spaces/by/creator_ids'
          ? {
              data: [
                {
                  id: '1Hostile',
                  state: 'scheduled',
                  title: HOSTILE,
                  creator_id: creatorId,
                  scheduled_start: new Date((nowSeconds() + 86_400) * 1000).toISOString(),
                },
              ],
            }
          : url.pathname.startsWith('/2/users/by/username/')
            ? {
                data: {
                  id: creatorId,
                  username: 'hostile',
                  name: 'Ren\nX-WR-CALNAME:x\uFFFF',
                  location: 'A\r\nB',
                },
              }
            : { data: [] }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    })
    await new Promise<void>((resolve) => fakeX.listen(0, '127.0.0.1', resolve))
    fakeXBase = `http://127.0.0.1:${(fakeX.address() as AddressInfo).port}/2`
  })
  afterAll(() => new Promise<void>((resolve) => fakeX.close(() => resolve())))

  const xClient = () =>
    createXClient({ ...server.config.x, apiBase: fakeXBase, bearerToken: 'test-bearer' }, (url, init) =>
      fetch(url, init),
    )

  it('drops them from an imported title, and every feed still parses', async () => {
    const host = await createUserRow(server, 'host')
    creatorId = String(9_000_000_000 + host.id)
    await server.app.db.updateTable('users').set({ x_user_id: creatorId }).where('id', '=', host.id).execute()
    const sync = createXSyncContext({
      db: server.app.db,
      xClient: xClient(),
      log: server.app.log,
      offReason: null,
      intervalSeconds: 0,
      spaceQuota: { perDay: server.config.limits.spacesPerHostPerDay },
    })
    expect(await syncNow(sync)).toMatchObject({ created: 1, error: null })

    const title = 'Rent strike live now 😀'
    expect(await importedTitle('1Hostile')).toBe(title)
    for (const path of ['/feeds/spaces.xml', `/feeds/hosts/${host.username}.atom`]) {
      expect(JSON.stringify(readXml(await feedText(path))), path).toContain(title)
    }
    const calendar = readCalendar(await feedText(`/feeds/hosts/${host.username}.ics`))
    expect(calendar.events.map((event) => event.summary)).toEqual([title])
  })

  it('cleans names and locations X sends, for a login or "Sync from X"', async () => {
    const user = await xClient().getUserByUsername('hostile')
    expect(user).toMatchObject({ name: 'Ren X-WR-CALNAME:x', location: 'A B' })
  })
})

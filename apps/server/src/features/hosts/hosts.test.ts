import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { createSpaceRow, createUserRow } from '../../../test/factories'
import { TestClient } from '../../../test/http-client'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { seedDemoData } from '../../db/seed/seed'

let server: TestServer
let admin: Actor
let visitor: TestClient

beforeAll(async () => {
  server = await startTestServer()
  // The demo community first: seeding refuses a database that already has users.
  await seedDemoData(server.app.db)
  admin = await createActor(server, 'admin')
  visitor = new TestClient(server.baseUrl)
})
afterAll(() => server.close())

interface HostJson {
  id: number
  username: string
  display_name: string | null
  profile_image_url: string | null
}

/** The home page's host filter and Featured hosts. */
async function filterHosts(): Promise<HostJson[]> {
  const res = await visitor.get('/api/hosts')
  expect(res.status).toBe(200)
  return res.json.hosts
}

/** 'Current Hosts' on Manage Hosts. */
async function managedHosts(): Promise<HostJson[]> {
  const res = await admin.client.get('/api/admin/hosts')
  expect(res.status).toBe(200)
  return res.json.hosts
}

const names = (hosts: HostJson[]) => hosts.map((h) => h.username)

describe('GET /api/hosts', () => {
  it('lists the same hosts as Manage Hosts on the demo, where the admins host nothing', async () => {
    const filter = await filterHosts()
    expect(filter.length).toBeGreaterThanOrEqual(8)
    expect(filter).toEqual(await managedHosts())
    expect(names(filter)).not.toContain('civic_admin')
    expect(names(filter)).not.toContain(admin.user!.username)
    // Listeners and helpers are never hosts.
    expect(names(filter)).not.toContain('just_listening')
    expect(names(filter)).not.toContain('sam_helps_civic')
  })

  it('adds an admin once they have a Space, and drops them when it is gone; Manage Hosts keeps to role host', async () => {
    const before = names(await filterHosts())
    const spaceId = await createSpaceRow(server, admin.user!)
    // No cache stands between the write and the next read.
    const withSpace = names(await filterHosts())
    expect(withSpace).toContain(admin.user!.username)
    expect(withSpace.filter((n) => n !== admin.user!.username)).toEqual(before)
    // Manage Hosts lists whom it can remove; an admin hosts by their role
    // (docs/decisions/0065-who-is-a-host-to-a-visitor.md).
    expect(names(await managedHosts())).toEqual(before)

    await server.app.db.deleteFrom('spaces').where('id', '=', spaceId).execute()
    expect(names(await filterHosts())).toEqual(before)
  })

  it('follows Manage Hosts when a host is added or removed', async () => {
    const person = await createUserRow(server)
    const added = await admin.client.send('POST', '/api/admin/hosts', { username: person.username })
    expect(added.status).toBe(201)
    expect(names(await filterHosts())).toContain(person.username)
    expect(await filterHosts()).toEqual(await managedHosts())

    await admin.client.send('DELETE', `/api/admin/hosts/${person.id}`)
    expect(names(await filterHosts())).not.toContain(person.username)
    expect(await filterHosts()).toEqual(await managedHosts())
  })

  it('answers id, handle, name and avatar, sorted by handle', async () => {
    const hosts = await filterHosts()
    expect(hosts[0]).toEqual({
      id: expect.any(Number),
      username: expect.any(String),
      display_name: expect.any(String),
      profile_image_url: expect.stringMatching(/^\/x-sandbox\/avatars\/\w+\.svg$/),
    })
    const keys = hosts.map((h) => h.username.toLowerCase())
    expect(keys).toEqual([...keys].sort())
  })
})

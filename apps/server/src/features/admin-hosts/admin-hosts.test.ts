import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { createSpaceRow } from '../../../test/factories'
import { TestClient } from '../../../test/http-client'
import { startTestServer, type TestServer } from '../../../test/test-app'

let server: TestServer
let admin: Actor
beforeAll(async () => {
  server = await startTestServer()
  admin = await createActor(server, 'admin')
})
afterAll(() => server.close())

describe('host management', () => {
  it('makes an existing user a host at once', async () => {
    const person = await createActor(server, 'user')
    const res = await admin.client.send('POST', '/api/admin/hosts', { username: `@${person.user!.username}` })
    expect(res.status).toBe(201)
    expect(res.json).toMatchObject({ message: 'Host added', host: { id: person.user!.id }, pending: null })
    expect((await person.client.get('/api/auth/user')).json.user.role).toBe('host')
    const hosts = await admin.client.get('/api/admin/hosts')
    expect(hosts.json.hosts.map((h: { id: number }) => h.id)).toContain(person.user!.id)
    const again = await admin.client.send('POST', '/api/admin/hosts', { username: person.user!.username })
    expect(again.status).toBe(409)
  })

  it('preapproves a handle before its first login, with the X id from X, and it becomes a host at login', async () => {
    const res = await admin.client.send('POST', '/api/admin/hosts', { username: 'Shimokita_Live' })
    expect(res.status).toBe(201)
    expect(res.json.pending).toMatchObject({ username: 'shimokita_live' })
    const pending = await admin.client.get('/api/admin/preapproved')
    expect(pending.json.preapproved).toHaveLength(1)
    // The sandbox knows this demo account, so its X id is stored with the handle.
    expect(pending.json.preapproved[0]).toMatchObject({
      username: 'shimokita_live',
      x_user_id: expect.stringMatching(/^\d+$/),
    })
    const unknown = await admin.client.send('POST', '/api/admin/hosts', { username: 'not_on_x_yet' })
    expect(unknown.json.pending).toMatchObject({ username: 'not_on_x_yet', x_user_id: null })
    await admin.client.send('DELETE', `/api/admin/preapproved/${unknown.json.pending.id}`)
    expect((await admin.client.send('POST', '/api/admin/hosts', { username: 'shimokita_live' })).status).toBe(
      409,
    )

    const person = new TestClient(server.baseUrl)
    await person.login('shimokita_live')
    expect((await person.get('/api/auth/user')).json.user.role).toBe('host')
    expect((await admin.client.get('/api/admin/preapproved')).json.preapproved).toEqual([])
  })

  it.each([
    [{ username: '   ' }, 'username: Enter a username to add as host'],
    [{ username: 'not a handle!' }, 'username: An X handle has 1 to 15 letters, digits or underscores'],
    [{}, 'username: Enter a username to add as host'],
  ])('refuses %j', async (body, error) => {
    const res = await admin.client.send('POST', '/api/admin/hosts', body)
    expect(res.status).toBe(400)
    expect(res.json.error).toBe(error)
  })

  it('removes the host role but keeps the account and Spaces; refuses admins and strangers', async () => {
    const person = await createActor(server, 'host')
    const spaceId = await createSpaceRow(server, person.user!)
    expect((await admin.client.send('DELETE', `/api/admin/hosts/${person.user!.id}`)).json).toEqual({
      message: 'Host removed',
    })
    expect((await person.client.get('/api/auth/user')).json.user.role).toBe('user')
    expect((await person.client.get(`/api/spaces/${spaceId}`)).status).toBe(200)
    expect((await admin.client.send('DELETE', `/api/admin/hosts/${person.user!.id}`)).status).toBe(404)
    const self = await admin.client.send('DELETE', `/api/admin/hosts/${admin.user!.id}`)
    expect(self.status).toBe(400)
    expect((await admin.client.send('DELETE', '/api/admin/preapproved/99999')).status).toBe(404)
  })
})

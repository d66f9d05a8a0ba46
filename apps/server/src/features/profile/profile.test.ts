import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { TestClient } from '../../../test/http-client'
import { startTestServer, type TestServer } from '../../../test/test-app'

let server: TestServer
let host: Actor
let anonymous: Actor
beforeAll(async () => {
  server = await startTestServer()
  host = await createActor(server, 'host')
  anonymous = await createActor(server, 'anonymous')
})
afterAll(() => server.close())

describe('profiles', () => {
  it('answers a profile with its links, case-insensitively, and 404 for an unknown handle', async () => {
    const res = await anonymous.client.get(`/api/profile/${host.user!.username.toUpperCase()}`)
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      id: host.user!.id,
      username: host.user!.username,
      role: 'host',
      links: [],
    })
    const missing = await anonymous.client.get('/api/profile/nobody_at_all')
    expect(missing.status).toBe(404)
    expect(missing.json).toEqual({ error: 'Profile not found' })
  })

  it('lets a host edit bio, location, website and time zone, with clear errors', async () => {
    const res = await host.client.send('PUT', '/api/profile', {
      bio: 'Talks about transit',
      location: 'Oslo',
      website: 'https://example.org',
      host_timezone: 'Europe/Oslo',
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ bio: 'Talks about transit', host_timezone: 'Europe/Oslo' })
    const bad = await host.client.send('PUT', '/api/profile', { website: 'javascript:alert(1)' })
    expect(bad.status).toBe(400)
    expect(bad.json.error).toBe('website: Invalid URL format')
    const zone = await host.client.send('PUT', '/api/profile', { host_timezone: 'Nowhere/Land' })
    expect(zone.json.error).toBe('host_timezone: Unknown time zone')
    const long = await host.client.send('PUT', '/api/profile', { bio: 'x'.repeat(501) })
    expect(long.json.error).toBe('bio: Too long')
  })

  it('syncs name, bio, location, website and avatar from X for the logged-in host', async () => {
    const client = new TestClient(server.baseUrl)
    await client.login('civicsquare_nyc')
    const me = (await client.get('/api/auth/user')).json.user
    await server.app.db
      .updateTable('users')
      .set({ role: 'host', bio: 'stale', display_name: 'Old' })
      .where('id', '=', me.id)
      .execute()
    const res = await client.send('POST', '/api/profile/sync-from-x')
    expect(res.status).toBe(200)
    expect(res.json.display_name).toBe('Renata Aldridge')
    expect(res.json.bio).not.toBe('stale')
    expect(res.json.profile_image_url).toBe('/x-sandbox/avatars/civicsquare_nyc.svg')
  })

  it('refuses sync to a plain user and to a session without an X token', async () => {
    const user = await createActor(server, 'user')
    expect((await user.client.send('POST', '/api/profile/sync-from-x')).status).toBe(403)
    await server.app.db
      .updateTable('sessions')
      .set({ x_access_token: null })
      .where('user_id', '=', host.user!.id)
      .execute()
    const res = await host.client.send('POST', '/api/profile/sync-from-x')
    expect(res.status).toBe(401)
    expect(res.json.error).toBe('Your X login has expired. Log in again, then sync.')
  })
})

describe('profile links', () => {
  it('adds with platform defaulting to website, edits, lists in order, and deletes', async () => {
    const added = await host.client.send('POST', '/api/profile/links', {
      url: 'https://example.org/a',
      label: '',
    })
    expect(added.status).toBe(201)
    expect(added.json).toMatchObject({ platform: 'website', url: 'https://example.org/a', label: null })
    const second = await host.client.send('POST', '/api/profile/links', {
      platform: 'youtube',
      url: 'https://youtube.com/@x',
      label: 'Videos',
    })
    const edited = await host.client.send('PUT', `/api/profile/links/${added.json.id}`, {
      platform: 'substack',
      url: 'https://x.substack.com',
      label: 'Letters',
    })
    expect(edited.json).toMatchObject({ platform: 'substack', label: 'Letters' })
    const profile = await anonymous.client.get(`/api/profile/${host.user!.username}`)
    expect(profile.json.links.map((l: { id: number }) => l.id)).toEqual([added.json.id, second.json.id])
    expect((await host.client.send('DELETE', `/api/profile/links/${added.json.id}`)).json).toEqual({
      message: 'Link deleted',
    })
    expect((await host.client.send('DELETE', `/api/profile/links/${added.json.id}`)).status).toBe(404)
  })

  it.each([
    [{ url: '' }, 'url: URL is required'],
    [{ url: 'http://example.org' }, 'url: Invalid URL format'],
    [{ url: 'javascript:alert(1)' }, 'url: Invalid URL format'],
    [
      { url: 'https://example.org', platform: 'myspace' },
      'platform: Platform must be one of substack, spotify, youtube, instagram, website, other',
    ],
    [{ url: 'https://example.org', label: 'x'.repeat(101) }, 'label: Too long'],
  ])('refuses %j', async (body, error) => {
    const res = await host.client.send('POST', '/api/profile/links', body)
    expect(res.status).toBe(400)
    expect(res.json.error).toBe(error)
  })
})

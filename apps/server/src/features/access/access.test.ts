import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { nowSeconds } from '../../lib/time'

let server: TestServer
let owner: Actor
let helper: Actor
let stranger: Actor
beforeAll(async () => {
  server = await startTestServer()
  ;[owner, helper, stranger] = await Promise.all([
    createActor(server, 'host'),
    createActor(server, 'user'),
    createActor(server, 'user'),
  ])
})
afterAll(() => server.close())

const grantPath = () => `/api/access/profile/${owner.user!.id}/grant`

describe('delegated access', () => {
  it('grants with defaults, lists collaborators and accessible profiles, updates on a second grant', async () => {
    const res = await owner.client.send('POST', grantPath(), {
      collaboratorUsername: `@${helper.user!.username}`,
    })
    expect(res.status).toBe(201)
    expect(res.json.collaborator).toMatchObject({
      collaborator_id: helper.user!.id,
      username: helper.user!.username,
      access_level: 'helper',
      can_edit_profile: 1,
      can_manage_spaces: 1,
      can_manage_links: 1,
      expires_at: null,
    })
    const profiles = await helper.client.get('/api/access/profiles')
    expect(profiles.json.profiles).toEqual([
      expect.objectContaining({ id: helper.user!.id, access_reason: 'own_profile' }),
      expect.objectContaining({
        id: owner.user!.id,
        access_reason: 'delegated_access',
        access_level: 'helper',
      }),
    ])
    const again = await owner.client.send('POST', grantPath(), {
      collaboratorUsername: helper.user!.username,
      canManageLinks: false,
      accessLevel: 'co-host',
      expiresInDays: 7,
      notes: 'For the summer',
    })
    expect(again.json.collaborator).toMatchObject({
      access_level: 'co-host',
      can_manage_links: 0,
      notes: 'For the summer',
    })
    expect(again.json.collaborator.expires_at).toBeGreaterThan(nowSeconds() + 6 * 86400)
    const list = await owner.client.get(`/api/access/profile/${owner.user!.id}/collaborators`)
    expect(list.json.collaborators).toHaveLength(1)
  })

  it('lets the helper act on the owner’s profile with the flag, and stops at once after revoke', async () => {
    const space = { title: 'By the helper', scheduled_start: nowSeconds() + 86400, host_id: owner.user!.id }
    const created = await helper.client.send('POST', '/api/spaces', space)
    expect(created.status).toBe(201)
    expect(created.json.username).toBe(owner.user!.username)
    const link = await helper.client.send('POST', '/api/profile/links', {
      url: 'https://example.org',
      host_id: owner.user!.id,
    })
    expect(link.status).toBe(403)
    expect(link.json.error).toBe('Your access to this profile does not include permission to manage links.')
    const revoked = await owner.client.send(
      'DELETE',
      `/api/access/profile/${owner.user!.id}/revoke/${helper.user!.id}`,
    )
    expect(revoked.json).toEqual({ message: 'Access revoked' })
    const after = await helper.client.send('POST', '/api/spaces', space)
    expect(after.status).toBe(403)
    expect(after.json.error).toBe('You do not have access to manage this profile.')
    expect(
      (await owner.client.send('DELETE', `/api/access/profile/${owner.user!.id}/revoke/${helper.user!.id}`))
        .status,
    ).toBe(404)
  })

  it.each([
    [{ collaboratorUsername: '' }, 400, 'collaboratorUsername: Username is required'],
    [
      { collaboratorUsername: 'never_logged_in' },
      404,
      '@never_logged_in has not logged in to Spaces Calendar yet. Ask them to log in once, then grant access.',
    ],
    [
      { collaboratorUsername: 'x', expiresInDays: 0 },
      400,
      'expiresInDays: Expires in must be a whole number of days, from 1 to 3650, or empty for permanent',
    ],
    [
      { collaboratorUsername: 'x', accessLevel: 'owner' },
      400,
      'accessLevel: Access level must be helper, co-host or manager',
    ],
    [{ collaboratorUsername: 'x', notes: 'n'.repeat(501) }, 400, 'notes: Too long'],
  ])('refuses %j', async (body, status, error) => {
    const res = await owner.client.send('POST', grantPath(), body)
    expect(res.status).toBe(status)
    expect(res.json.error).toBe(error)
  })

  it('refuses granting to oneself and managing someone else’s collaborators', async () => {
    const self = await owner.client.send('POST', grantPath(), { collaboratorUsername: owner.user!.username })
    expect(self.status).toBe(400)
    expect(self.json.error).toBe('You cannot grant access to your own profile.')
    const peek = await stranger.client.get(`/api/access/profile/${owner.user!.id}/collaborators`)
    expect(peek.status).toBe(403)
    expect(peek.json.error).toBe('Only the profile owner can view and manage who has access to it.')
  })
})

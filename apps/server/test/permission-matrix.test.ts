import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nowSeconds } from '../src/lib/time'
import { createActor } from './actors'
import { snapshotDatabase } from './db-snapshot'
import { createLinkRow, createSpaceRow } from './factories'
import { TestClient } from './http-client'
import {
  ACTORS,
  type Context,
  createCatalogueActor,
  createCatalogueContext,
  methodOf,
  newSpace,
  ROUTE_CATALOGUE,
  registeredRouteKeys,
  resolvePath,
} from './route-catalogue'
import { startTestServer, type TestServer } from './test-app'

/** The permission matrix: every route of the catalogue × every actor → the status it expects. */
const MATRIX = ROUTE_CATALOGUE

let server: TestServer
let ctx: Context

beforeAll(async () => {
  server = await startTestServer()
  ctx = await createCatalogueContext(server)
})
afterAll(() => server.close())

const routeKeys = () => registeredRouteKeys(server)
const pathOf = (row: (typeof MATRIX)[string]) => resolvePath(row, ctx)

describe('permission matrix', () => {
  it('has a row for every route the app registers', () => {
    const missing = routeKeys().filter((key) => !(key in MATRIX))
    expect(missing).toEqual([])
    const stale = Object.keys(MATRIX).filter((key) => !routeKeys().includes(key))
    expect(stale).toEqual([])
  })

  for (const [key, row] of Object.entries(MATRIX)) {
    const method = methodOf(key)
    for (const name of ACTORS) {
      it(`${key} as ${name} → ${row.expect[name]}`, async () => {
        // Logout would end the shared actor's session: it gets a fresh actor of the same kind.
        const actor =
          key === 'POST /api/auth/logout'
            ? await createCatalogueActor(server, name, ctx.host)
            : ctx.actors[name]
        const path = await pathOf(row)
        const res =
          method === 'GET'
            ? await actor.client.get(path)
            : await actor.client.send(method, path, row.body?.(ctx))
        expect(res.status, JSON.stringify(res.json)).toBe(row.expect[name])
      })
    }
  }

  it('refuses helpers of profile A on profile B’s Spaces and links by id', async () => {
    const helper = ctx.actors.helperSpaces
    const linksHelper = ctx.actors.helperLinks
    const other = ctx.actors.otherHost.user!
    const spaceId = await createSpaceRow(server, other)
    const linkId = await createLinkRow(server, other)
    const edit = {
      title: 'Hijack',
      space_url: 'https://x.com/i/spaces/1Hijack',
      scheduled_start: nowSeconds() + 86400,
    }
    expect((await helper.client.send('PUT', `/api/spaces/${spaceId}`, edit)).status).toBe(403)
    expect((await helper.client.send('DELETE', `/api/spaces/${spaceId}`)).status).toBe(403)
    expect(
      (await helper.client.send('POST', '/api/spaces', { ...newSpace(ctx), host_id: other.id })).status,
    ).toBe(403)
    expect((await linksHelper.client.send('DELETE', `/api/profile/links/${linkId}`)).status).toBe(403)
    expect(
      (
        await linksHelper.client.send('POST', '/api/profile/links', {
          url: 'https://example.org/',
          host_id: other.id,
        })
      ).status,
    ).toBe(403)
    expect(
      (await server.app.db.selectFrom('spaces').select('title').where('id', '=', spaceId).executeTakeFirst())
        ?.title,
    ).not.toBe('Hijack')
  })

  it('stops an expired grant on the very next request', async () => {
    const helper = await createCatalogueActor(server, 'helperSpaces', ctx.host)
    expect((await helper.client.send('POST', '/api/spaces', newSpace(ctx))).status).toBe(201)
    await server.app.db
      .updateTable('collaborator_grants')
      .set({ expires_at: nowSeconds() - 1 })
      .where('collaborator_id', '=', helper.user!.id)
      .execute()
    expect((await helper.client.send('POST', '/api/spaces', newSpace(ctx))).status).toBe(403)
  })
})

describe('CSRF protection', () => {
  const writes = () => Object.entries(MATRIX).filter(([key]) => !key.startsWith('GET '))

  it('covers every non-GET route', () => {
    const unsafe = routeKeys().filter((key) => !key.startsWith('GET '))
    expect(unsafe.sort()).toEqual(
      writes()
        .map(([key]) => key)
        .sort(),
    )
  })

  it('exempts only routes that carry their own proof, and those only by saying so', () => {
    const exempt = writes().filter(([, row]) => row.ownProof)
    expect(exempt.map(([key]) => key).sort()).toEqual([
      'POST /api/newsletter/bounces',
      'POST /newsletter/confirm/:token',
      'POST /newsletter/unsubscribe/:token',
      'POST /notifications/confirm/:token',
      'POST /notifications/unsubscribe/:token',
    ])
  })

  it('refuses every non-GET /api call without a valid token, and changes nothing', async () => {
    const victim = await createActor(server, 'admin')
    const attacker = await createActor(server, 'admin')
    const attackerToken = await attacker.client.fetchCsrfToken()
    for (const [key, row] of writes().filter(([, r]) => !r.ownProof)) {
      const method = key.split(' ')[0] as string
      const path = await pathOf(row)
      const body = row.body === undefined ? undefined : JSON.stringify(row.body(ctx))
      const json: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' }
      const before = await snapshotDatabase(server.app.db)
      const attempts: Record<string, string>[] = [
        {},
        { 'x-csrf-token': 'wrong' },
        { 'x-csrf-token': attackerToken },
      ]
      for (const headers of attempts) {
        const res = await victim.client.request(method, path, { headers: { ...json, ...headers }, body })
        expect(res.status, `${key} with ${JSON.stringify(headers)}`).toBe(403)
        expect(res.json).toEqual({ error: 'Missing or invalid CSRF token' })
      }
      // A request with no cookie at all is refused too.
      const stranger = new TestClient(server.baseUrl)
      const res = await stranger.request(method, path, {
        headers: { ...json, 'x-csrf-token': attackerToken },
        body,
      })
      expect(res.status).toBe(403)
      expect(await snapshotDatabase(server.app.db)).toEqual(before)
    }
  })
})

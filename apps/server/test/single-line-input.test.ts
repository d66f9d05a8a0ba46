import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nowSeconds } from '../src/lib/time'
import { type Actor, createActor } from './actors'
import { snapshotDatabase } from './db-snapshot'
import { createSpaceRow } from './factories'
import { startTestServer, type TestServer } from './test-app'

/**
 * Names, titles, labels, terms, tags and subjects are single-line texts. A line
 * break in one is refused with a 400 and a sentence (it could add lines to a calendar feed), and
 * nothing is stored; texts that have lines keep them.
 */
let server: TestServer
let host: Actor
beforeAll(async () => {
  server = await startTestServer()
  host = await createActor(server, 'host')
})
afterAll(() => server.close())

const inADay = () => nowSeconds() + 86400
const space = (overrides: Record<string, unknown> = {}) => ({
  title: 'Line Space',
  scheduled_start: inADay(),
  ...overrides,
})

async function expectRefused(send: () => Promise<{ status: number; json: { error?: unknown } }>) {
  const before = await snapshotDatabase(server.app.db)
  const res = await send()
  expect(res.status, JSON.stringify(res.json)).toBe(400)
  expect(typeof res.json?.error).toBe('string')
  expect(await snapshotDatabase(server.app.db)).toEqual(before)
  return res
}

describe('single-line texts: no CR or LF', () => {
  let admin: Actor
  let spaceId: number
  beforeAll(async () => {
    admin = await createActor(server, 'admin')
    spaceId = await createSpaceRow(server, host.user!)
  })

  const line = 'one\r\ntwo'
  const cases: [string, () => Promise<{ status: number; json: { error?: unknown } }>][] = [
    ['display_name', () => host.client.send('PUT', '/api/profile', { display_name: line })],
    ['location', () => host.client.send('PUT', '/api/profile', { location: 'a\nb' })],
    ['title', () => host.client.send('POST', '/api/spaces', space({ title: line }))],
    [
      'title',
      () =>
        host.client.send('PUT', `/api/spaces/${spaceId}`, {
          title: 'a\rb',
          space_url: 'https://x.com/i/spaces/1Line',
          scheduled_start: inADay(),
        }),
    ],
    [
      'recording_platform',
      () =>
        host.client.send('PUT', `/api/spaces/${spaceId}`, {
          title: 'T',
          space_url: 'https://x.com/i/spaces/1Line',
          scheduled_start: inADay(),
          recording_platform: line,
        }),
    ],
    ['label', () => host.client.send('POST', '/api/profile/links', { url: 'https://e.org/', label: line })],
    ['title', () => host.client.send('POST', '/api/reading', { url: 'https://e.org/a', title: line })],
    [
      'author',
      () => host.client.send('POST', '/api/reading', { url: 'https://e.org/a', title: 'T', author: line }),
    ],
    [
      'tags.0',
      () => host.client.send('POST', '/api/reading', { url: 'https://e.org/a', title: 'T', tags: [line] }),
    ],
    [
      'term',
      () => admin.client.send('POST', '/api/glossary', { term: line, category: 'c', definitions: [] }),
    ],
    [
      'category',
      () => admin.client.send('POST', '/api/glossary', { term: 'T', category: line, definitions: [] }),
    ],
    [
      'definitions.0.examples.0',
      () =>
        admin.client.send('POST', '/api/glossary', {
          term: 'T',
          category: 'c',
          definitions: [{ level: 'eli5', definition: 'd', examples: [line] }],
        }),
    ],
    [
      'collaboratorUsername',
      () =>
        host.client.send('POST', `/api/access/profile/${host.user!.id}/grant`, {
          collaboratorUsername: line,
        }),
    ],
    [
      'subject',
      () => admin.client.send('POST', '/api/newsletter/campaigns', { subject: line, content: '<p>Hi</p>' }),
    ],
  ]

  it.each(cases)(
    'refuses a line break in %s with 400 and a sentence, nothing stored',
    async (field, send) => {
      const res = await expectRefused(send)
      // The shared sentence; the campaign form keeps its own ('Subject must be one line').
      expect(String(res.json.error)).toMatch(
        new RegExp(`^${field.replaceAll('.', '\\.')}: (Must|Subject must) be one line`),
      )
    },
  )

  it('keeps line breaks where a text has lines: a description, a bio, notes', async () => {
    const created = await host.client.send('POST', '/api/spaces', space({ description: 'one\ntwo' }))
    expect(created.status, created.text).toBe(201)
    const profile = await host.client.send('PUT', '/api/profile', { bio: 'one\r\ntwo' })
    expect(profile.status, profile.text).toBe(200)
    expect(profile.json.bio).toBe('one\r\ntwo')
  })
})

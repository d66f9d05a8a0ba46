import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { loadStarterGlossary } from './glossary.service'
import { STARTER_GLOSSARY } from './glossary-data'

let server: TestServer
let admin: Actor
let anonymous: Actor
beforeAll(async () => {
  server = await startTestServer()
  ;[admin, anonymous] = await Promise.all([createActor(server, 'admin'), createActor(server, 'anonymous')])
})
afterAll(() => server.close())

describe('glossary', () => {
  it('starts with the starter glossary, loaded once', async () => {
    const res = await anonymous.client.get('/api/glossary')
    expect(res.json.data.length).toBe(STARTER_GLOSSARY.length)
    expect(res.json.data.length).toBeGreaterThanOrEqual(25)
    const terms = res.json.data.map((t: { term: string }) => t.term)
    expect(terms).toEqual([...terms].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
    expect(res.json.categories.length).toBeGreaterThan(2)
    expect(await loadStarterGlossary(server.app.db)).toBe(0)
  })

  it('searches term names and definitions, case-insensitively, and filters by category', async () => {
    const zoning = await anonymous.client.get('/api/glossary?search=ZONING')
    expect(zoning.json.data.map((t: { term: string }) => t.term)).toContain('Zoning')
    const wildcard = await anonymous.client.get('/api/glossary?search=%25')
    expect(wildcard.json.data).toEqual([])
    const category = zoning.json.data.find((t: { term: string }) => t.term === 'Zoning').category
    const inCategory = await anonymous.client.get(`/api/glossary?category=${category}`)
    expect(inCategory.json.data.every((t: { category: string }) => t.category === category)).toBe(true)
    const none = await anonymous.client.get('/api/glossary?search=qwertyuiopasdf')
    expect(none.json.data).toEqual([])
  })

  it('answers a term by its URL-encoded name with all four levels, and 404 for an unknown one', async () => {
    const res = await anonymous.client.get(`/api/glossary/${encodeURIComponent('public comment')}`)
    expect(res.status).toBe(200)
    expect(res.json.term).toBe('Public comment')
    expect(res.json.definitions.map((d: { level: string }) => d.level)).toEqual([
      'eli5',
      'highschool',
      'undergraduate',
      'graduate',
    ])
    const missing = await anonymous.client.get('/api/glossary/no%20such%20term')
    expect(missing.status).toBe(404)
    expect(missing.json.error).toBe('The glossary has no term "no such term".')
  })

  it('lets admins add, edit and delete terms, with clear errors', async () => {
    const body = {
      term: 'Listening party',
      category: 'Audio',
      definitions: [
        {
          level: 'eli5',
          definition: 'Everyone listens to the same album together.',
          examples: ['An album release'],
        },
      ],
    }
    const created = await admin.client.send('POST', '/api/glossary', body)
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ term: 'Listening party', category: 'audio' })
    expect((await admin.client.send('POST', '/api/glossary', body)).status).toBe(409)
    const updated = await admin.client.send('PUT', '/api/glossary/listening%20party', {
      ...body,
      definitions: [
        { level: 'eli5', definition: 'Listening together.' },
        { level: 'graduate', definition: 'Collective reception as a social practice.', citations: [] },
      ],
    })
    expect(updated.json.definitions.map((d: { level: string }) => d.level)).toEqual(['eli5', 'graduate'])
    const twice = await admin.client.send('PUT', '/api/glossary/listening%20party', {
      ...body,
      definitions: [
        { level: 'eli5', definition: 'a' },
        { level: 'eli5', definition: 'b' },
      ],
    })
    expect(twice.status).toBe(400)
    expect(twice.json.error).toBe('definitions: Each level can have one definition')
    expect((await anonymous.client.send('POST', '/api/glossary', body)).status).toBe(401)
    expect((await admin.client.send('DELETE', '/api/glossary/listening%20party')).json).toEqual({
      message: 'Term deleted',
    })
    expect((await anonymous.client.get('/api/glossary/listening%20party')).status).toBe(404)
  })
})

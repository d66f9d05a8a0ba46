import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { writeSearchCorpus } from '../../../test/search-corpus'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { nowSeconds } from '../../lib/time'
import { rebuildSearchIndex } from '../shared/search-index'

/** GET /api/search on this run's database (SQLite, or PostgreSQL with TEST_DATABASE_URL). */
let server: TestServer
let anonymous: Actor
let host: Actor
beforeAll(async () => {
  server = await startTestServer()
  ;[anonymous, host] = await Promise.all([createActor(server, 'anonymous'), createActor(server, 'host')])
  await writeSearchCorpus(server.app.db, nowSeconds())
})
afterAll(() => server.close())

interface Result {
  kind: string
  id: number
  title: string
  url: string
  snippet: string
  state?: string
  scheduled_start?: number
}
async function find(q: string, extra = ''): Promise<Result[]> {
  const res = await anonymous.client.get(`/api/search?q=${encodeURIComponent(q)}${extra}`)
  expect(res.status, q).toBe(200)
  return res.json.data
}
const titles = async (q: string, extra = '') => (await find(q, extra)).map((r) => r.title)
const spaceTitles = (q: string, extra = '') => titles(q, `&kind=spaces${extra}`)

describe('the search language', () => {
  it('requires every word, as a whole word, and the last one as a prefix', async () => {
    expect(await spaceTitles('housing week')).toEqual(['Housing this week'])
    expect(await spaceTitles('hous')).toContain('Housing this week')
    // Not the last word: "hous" must be a whole word.
    expect(await spaceTitles('hous week')).toEqual([])
    expect(await spaceTitles('hous* week')).toEqual(['Housing this week'])
  })

  it('matches a quoted phrase in order, and leaves out excluded words and phrases', async () => {
    expect(await spaceTitles('"housing this"')).toEqual(['Housing this week'])
    expect(await spaceTitles('"this housing"')).toEqual([])
    const housing = await spaceTitles('housing')
    expect(housing).toContain('Zoning reform AMA')
    const withoutZoning = await spaceTitles('housing -zoning')
    expect(withoutZoning).not.toContain('Zoning reform AMA')
    expect(withoutZoning).not.toContain('Housing this week')
    expect(withoutZoning).toContain('Tides and towns')
    expect(await spaceTitles('housing -"this week"')).not.toContain('Housing this week')
  })

  it('ignores case and accents both ways', async () => {
    expect(await spaceTitles('cafe culture')).toEqual(['Café culture'])
    expect(await spaceTitles('CAFÉ CULTURE')).toEqual(['Café culture'])
    expect(await spaceTitles('economia')).toEqual(['Economía y vivienda'])
  })

  it('finds a word of an unspaced script inside a longer title', async () => {
    // The second by its host's name, 経済ラジオ: the host weighs least.
    expect(await spaceTitles('経済')).toEqual(['日本経済の未来', 'Economía y vivienda'])
    expect(await spaceTitles('「経済」 未来')).toEqual(['日本経済の未来'])
    expect(await titles('経済', '&kind=hosts')).toEqual(['経済ラジオ (@tokyo_econ)'])
  })

  it('finds hosts by any part of their handle or name, forgiving small typos', async () => {
    expect(await titles('ocean', '&kind=hosts')).toEqual(['Marée Haute (@oceanpodcast)'])
    expect(await titles('maree', '&kind=hosts')).toEqual(['Marée Haute (@oceanpodcast)'])
    expect(await titles('oceanpodcst', '&kind=hosts')).toEqual(['Marée Haute (@oceanpodcast)'])
    expect(await titles('zonng wonk', '&kind=hosts')).toEqual(['Zoning Wonk (@zonewonk)'])
    expect(await titles('qqqqqqq', '&kind=hosts')).toEqual([])
  })

  it('ranks the title over the description over the host, then upcoming before past, then date', async () => {
    const all = await spaceTitles('housing')
    // Titles first (upcoming by start, then past), then descriptions, then a host's bio never counts for a Space.
    expect(all).toEqual([
      'Housing this week',
      'Housing costs <script>alert(1)</script>',
      'Tides and towns',
      'Zoning reform AMA',
    ])
    const byDate = await spaceTitles('housing', '&sort=date')
    expect(byDate).toEqual([
      'Housing this week',
      'Tides and towns',
      'Housing costs <script>alert(1)</script>',
      'Zoning reform AMA',
    ])
  })

  it('finds canceled Spaces and says so, with their start', async () => {
    const [parking] = await find('parking minimums explained', '&kind=spaces')
    expect(parking).toMatchObject({ kind: 'spaces', state: 'canceled', url: `/spaces/${parking?.id}` })
    expect(typeof parking?.scheduled_start).toBe('number')
  })

  it('answers every kind, each with its own link', async () => {
    const results = await find('housing')
    const kinds = new Set(results.map((r) => r.kind))
    expect(kinds).toEqual(new Set(['spaces', 'hosts', 'reading', 'glossary']))
    const reading = results.find((r) => r.kind === 'reading')
    expect(reading?.url).toBe('https://example.org/corpus/0')
    const glossary = await find('zoning', '&kind=glossary')
    expect(glossary[0]?.url).toBe('/glossary?search=Zoning')
    expect(glossary[0]?.snippet).toMatch(/<mark>/)
  })

  it('escapes snippets: their only markup is <mark>', async () => {
    const [result] = await find('script', '&kind=spaces')
    expect(result?.title).toBe('Housing costs <script>alert(1)</script>')
    expect(result?.snippet).toBe(
      'Housing costs &#60;<mark>script</mark>&#62;alert(1)&#60;/<mark>script</mark>&#62;',
    )
    const [cafe] = await find('cafe corner', '&kind=spaces')
    expect(cafe?.snippet).toBe('Rents, zoning and the <mark>café</mark> on the <mark>corner</mark>.')
  })

  it('pages with the cursor, at most 50 a page', async () => {
    const first = await anonymous.client.get('/api/search?q=housing&limit=2')
    expect(first.json.data).toHaveLength(2)
    const second = await anonymous.client.get(`/api/search?q=housing&limit=2&cursor=${first.json.next}`)
    expect(second.status).toBe(200)
    const all = await find('housing', '&limit=50')
    expect([...first.json.data, ...second.json.data].map((r: Result) => r.title)).toEqual(
      all.slice(0, 4).map((r) => r.title),
    )
    const tooMany = await anonymous.client.get('/api/search?q=housing&limit=51')
    expect(tooMany.status).toBe(400)
  })
})

describe('odd input', () => {
  it.each([
    ['"unbalanced', 200],
    ['-', 200],
    ['*', 200],
    ['AND', 200],
    ['OR housing NOT', 200],
    ['🏠🏠', 200],
    ['%_\\', 200],
    ["'; drop table spaces; --", 200],
    ['a b c d e f g h i', 400],
    ['x'.repeat(200), 200],
    ['x'.repeat(201), 400],
    ['x'.repeat(1000), 400],
    ['nul\u0000byte', 400],
    ['', 200],
  ])('%j answers %i with a sentence or results, never a 5xx', async (q, status) => {
    const res = await anonymous.client.get(`/api/search?q=${encodeURIComponent(q)}`)
    expect(res.status).toBe(status)
    if (status === 400) expect(res.json.error).toMatch(/\.$|characters|words/)
    else expect(Array.isArray(res.json.data)).toBe(true)
  })

  it('refuses an unknown kind, sort or cursor with a sentence', async () => {
    for (const extra of ['&kind=people', '&sort=best', '&cursor=abc', '&cursor=p99999', '&limit=0']) {
      const res = await anonymous.client.get(`/api/search?q=housing${extra}`)
      expect(res.status, extra).toBe(400)
      expect(typeof res.json.error).toBe('string')
    }
    expect((await anonymous.client.get('/api/search')).status).toBe(400)
  })
})

describe('the index follows every write', () => {
  it('follows a Space created, edited and deleted through the API', async () => {
    const created = await host.client.send('POST', '/api/spaces', {
      title: 'Quokka census briefing',
      description: 'Counting marsupials',
      space_url: '',
      scheduled_start: nowSeconds() + 3 * 86400,
    })
    expect(created.status).toBe(201)
    const id = created.json.id as number
    expect(await spaceTitles('quokka')).toEqual(['Quokka census briefing'])
    const edited = await host.client.send('PUT', `/api/spaces/${id}`, {
      title: 'Wombat census briefing',
      description: 'Counting marsupials',
      space_url: created.json.space_url,
      scheduled_start: created.json.scheduled_start,
    })
    expect(edited.status).toBe(200)
    expect(await spaceTitles('quokka')).toEqual([])
    expect(await spaceTitles('wombat')).toEqual(['Wombat census briefing'])
    expect(await spaceTitles('marsupials')).toEqual(['Wombat census briefing'])
    expect((await host.client.send('DELETE', `/api/spaces/${id}`)).status).toBe(200)
    expect(await spaceTitles('wombat')).toEqual([])
  })

  it("follows a host's profile edit into the host and their Spaces", async () => {
    await host.client.send('POST', '/api/spaces', {
      title: 'Numbat evening',
      space_url: '',
      scheduled_start: nowSeconds() + 4 * 86400,
    })
    const res = await host.client.send('PUT', '/api/profile', { bio: 'Bilby enthusiast' })
    expect(res.status).toBe(200)
    const found = await find('bilby')
    expect(found.map((r) => r.kind)).toEqual(['hosts'])
    await server.app.db
      .updateTable('users')
      .set({ display_name: 'Echidna Fan' })
      .where('id', '=', host.user!.id)
      .execute()
    expect(await spaceTitles('echidna numbat')).toEqual(['Numbat evening'])
  })

  it('rebuilds from the sources', async () => {
    const before = await find('housing', '&limit=50')
    const { documents } = await rebuildSearchIndex(server.app.db)
    expect(documents).toBeGreaterThan(20)
    expect(await find('housing', '&limit=50')).toEqual(before)
  })
})

describe('the X import', () => {
  let xServer: TestServer
  beforeAll(async () => {
    xServer = await startTestServer({ X_SYNC_INTERVAL_SECONDS: '0' }, { xSandbox: 'self' })
  })
  afterAll(() => xServer.close())

  it("indexes the import's new Spaces, their changes and cancellations", async () => {
    const admin = await createActor(xServer, 'admin')
    const xHost = await createActor(xServer, 'host')
    const x = admin.client
    const made = await x.send('POST', '/x-sandbox/control/spaces', {
      username: xHost.user!.username,
      title: 'Platypus policy hour',
      scheduled_start: nowSeconds() + 3 * 86400,
    })
    expect(made.status).toBe(201)
    expect((await admin.client.send('POST', '/api/admin/x-sync')).status).toBe(200)
    const search = async () =>
      (await admin.client.get('/api/search?q=platypus&kind=spaces')).json.data as Result[]
    expect((await search()).map((r) => [r.title, r.state])).toEqual([['Platypus policy hour', 'upcoming']])
    expect((await x.send('POST', `/x-sandbox/control/spaces/${made.json.data.id}/cancel`, {})).status).toBe(
      200,
    )
    expect((await admin.client.send('POST', '/api/admin/x-sync')).status).toBe(200)
    expect((await search()).map((r) => [r.title, r.state])).toEqual([['Platypus policy hour', 'canceled']])
  })
})

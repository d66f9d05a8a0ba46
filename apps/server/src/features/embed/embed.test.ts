import { createHash } from 'node:crypto'
import { HtmlValidate } from 'html-validate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor } from '../../../test/actors'
import { createSpaceRow, createUserRow, grantRow } from '../../../test/factories'
import { TestClient } from '../../../test/http-client'
import { startTestServer, type TestServer } from '../../../test/test-app'
import type { UserRow } from '../../db/database'
import { nowSeconds } from '../../lib/time'

/**
 * The embeddable schedules, /embed.js, the embed views, and oEmbed, through the real app.
 */
let server: TestServer
let client: TestClient
let host: UserRow
let quiet: UserRow
let other: UserRow
let spaceId: number

const HOSTILE = `<script>alert("x")</script> & 'friends'`
const NOW = nowSeconds()

beforeAll(async () => {
  server = await startTestServer()
  client = new TestClient(server.baseUrl)
  host = await createUserRow(server, 'host')
  quiet = await createUserRow(server, 'host')
  other = await createUserRow(server, 'host')
  await server.app.db.updateTable('users').set({ display_name: HOSTILE }).where('id', '=', host.id).execute()
  spaceId = await createSpaceRow(server, host, { title: HOSTILE, scheduled_start: NOW + 3600 })
  for (let i = 2; i <= 8; i += 1) await createSpaceRow(server, host, { scheduled_start: NOW + i * 3600 })
  await createSpaceRow(server, host, { title: 'Live on X', scheduled_start: NOW - 600, x_state: 'live' })
  await createSpaceRow(server, host, { title: 'Long over', scheduled_start: NOW - 86400, state: 'ended' })
  await createSpaceRow(server, other, { title: 'Other host Space', scheduled_start: NOW + 7200 })
})
afterAll(() => server?.close())

const page = (path: string, headers: Record<string, string> = {}) =>
  client.request('GET', path, { headers: { accept: 'text/html', ...headers } })
const cards = (html: string) => html.match(/<li>/g)?.length ?? 0
const cspOf = (res: { headers: Headers }) => res.headers.get('content-security-policy') ?? ''

describe('GET /embed/hosts/{username}', () => {
  it('lists the host’s live and upcoming Spaces, soonest first, 5 by default, times in UTC', async () => {
    const res = await page(`/embed/hosts/${host.username}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(cards(res.text)).toBe(5)
    expect(res.text).toContain('Live on X')
    expect(res.text).toContain('>LIVE</span>')
    expect(res.text).not.toContain('Long over')
    expect(res.text).not.toContain('Other host Space')
    const first = new Date((NOW - 600) * 1000).toISOString()
    expect(res.text).toContain(`<time datetime="${first}">`)
    expect(res.text).toMatch(
      /<time datetime="[^"]+">[A-Z][a-z]{2}, [A-Z][a-z]{2} \d+, \d+:\d\d [AP]M UTC<\/time>/,
    )
    expect(res.text).toContain('Set Reminder on X')
    expect(res.text).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE')
    expect(res.text).toContain(`href="${server.baseUrl}/spaces/${spaceId}"`)
    expect(res.text).toContain('Times in UTC.')
  })

  it('opens every link in a new tab without giving it this window', async () => {
    const res = await page(`/embed/hosts/${host.username}`)
    const links = res.text.match(/<a [^>]*>/g) ?? []
    expect(links.length).toBeGreaterThan(5)
    for (const link of links) expect(link).toMatch(/target="_blank" rel="noopener"/)
  })

  it('escapes a hostile title and name everywhere', async () => {
    const res = await page(`/embed/hosts/${host.username}`)
    expect(res.text).not.toContain('<script>alert')
    expect(res.text).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;friends&#39;')
    expect(res.text.match(/<script>/g)).toHaveLength(1)
  })

  it('takes limit 1–20 (out of range brought into it, a typo the default) and the theme', async () => {
    expect(cards((await page(`/embed/hosts/${host.username}?limit=2`)).text)).toBe(2)
    expect(cards((await page(`/embed/hosts/${host.username}?limit=0`)).text)).toBe(1)
    expect(cards((await page(`/embed/hosts/${host.username}?limit=500`)).text)).toBe(9)
    expect(cards((await page(`/embed/hosts/${host.username}?limit=abc`)).text)).toBe(5)
    expect((await page(`/embed/hosts/${host.username}?theme=dark`)).text).toContain('data-theme="dark"')
    expect((await page(`/embed/hosts/${host.username}?theme=light`)).text).toContain('data-theme="light"')
    expect((await page(`/embed/hosts/${host.username}?theme=neon`)).text).toContain('data-theme="auto"')
  })

  it('says so for a host with no upcoming Spaces, and answers a 404 page for an unknown host', async () => {
    const none = await page(`/embed/hosts/${quiet.username}`)
    expect(none.status).toBe(200)
    expect(cards(none.text)).toBe(0)
    expect(none.text).toContain(`No upcoming Spaces from @${quiet.username} right now.`)
    const unknown = await page('/embed/hosts/nobody_here_at_all')
    expect(unknown.status).toBe(404)
    expect(unknown.headers.get('content-type')).toMatch(/^text\/html/)
    expect(unknown.text).toContain('There is no host @nobody_here_at_all.')
    expect(cspOf(unknown)).toContain('frame-ancestors *')
  })

  it('stays under 15 KB on the wire at 20 Spaces, compressed', async () => {
    const res = await fetch(`${server.baseUrl}/embed/hosts/${host.username}?limit=20`, {
      headers: { 'accept-encoding': 'br, gzip' },
    })
    const body = Buffer.from(await res.arrayBuffer())
    expect(res.headers.get('content-encoding')).toMatch(/br|gzip/)
    expect(body.length).toBeLessThan(15 * 1024)
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await page(`/embed/hosts/${host.username}`)
    const etag = first.headers.get('etag') as string
    const again = await page(`/embed/hosts/${host.username}`, { 'if-none-match': etag })
    expect(again.status).toBe(304)
  })
})

describe('GET /embed/spaces and /embed/spaces/{id}', () => {
  it('shows the Spaces of the hosts named, and refuses more than 50 hosts with a page', async () => {
    const res = await page(`/embed/spaces?hosts=${host.username},${other.username}&limit=20`)
    expect(res.status).toBe(200)
    expect(res.text).toContain('Other host Space')
    expect(cards(res.text)).toBe(10)
    const many = Array.from({ length: 51 }, (_, i) => `h${i}`).join(',')
    const refused = await page(`/embed/spaces?hosts=${many}`)
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('at most 50 hosts')
  })

  it('shows one Space by id, and a 404 page for an unknown one', async () => {
    const res = await page(`/embed/spaces/${spaceId}`)
    expect(res.status).toBe(200)
    expect(cards(res.text)).toBe(1)
    expect((await page('/embed/spaces/999999999')).status).toBe(404)
  })
})

describe('the embeds’ security headers', () => {
  it('lets any site frame /embed/* (no X-Frame-Options), with a script by hash and nothing inline', async () => {
    const res = await page(`/embed/hosts/${host.username}`)
    const csp = cspOf(res)
    expect(res.headers.get('x-frame-options')).toBeNull()
    expect(csp).toContain('frame-ancestors *')
    expect(csp).not.toContain("'unsafe-inline'")
    expect(csp).toContain("default-src 'none'")
    const script = /<script>([\s\S]*?)<\/script>/.exec(res.text)?.[1] ?? ''
    const hash = createHash('sha256').update(script).digest('base64')
    expect(csp).toContain(`script-src 'sha256-${hash}'`)
  })

  it('keeps frame-ancestors none and X-Frame-Options on every other page', async () => {
    for (const path of ['/', `/profile/${host.username}`, '/api/hosts', '/feeds/spaces.xml', '/embed.js']) {
      const res = await client.request('GET', path)
      expect(cspOf(res), path).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-frame-options'), path).not.toBeNull()
    }
  })
})

describe('GET /embed.js', () => {
  it('is a small cacheable script any site may load', async () => {
    const res = await client.request('GET', '/embed.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(Buffer.byteLength(res.text)).toBeLessThan(4096)
    expect(res.text).toContain('e.origin!==origin')
    const again = await client.request('GET', '/embed.js', {
      headers: { 'if-none-match': res.headers.get('etag') as string },
    })
    expect(again.status).toBe(304)
  })
})

describe('html-validate: the embed pages', () => {
  it('finds no problem on a page with Spaces, an empty one and the 404 page', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: { 'doctype-style': ['error', { style: 'lowercase' }], 'long-title': 'off' },
    })
    for (const path of [
      `/embed/hosts/${host.username}?limit=20`,
      `/embed/hosts/${quiet.username}`,
      '/embed/hosts/nobody_x',
    ]) {
      const report = await validator.validateString((await page(path)).text, path)
      expect(
        report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`)),
        path,
      ).toEqual([])
    }
  })
})

describe('embed views', () => {
  it('counts views from other sites per host and day, not the site’s own preview', async () => {
    const owner = await createActor(server, 'host')
    const user = owner.user as UserRow
    const before = await owner.client.get('/api/embed/views')
    expect(before.status).toBe(200)
    expect(before.json).toMatchObject({ host_id: user.id, today: 0, last_30_days: 0, days: [] })
    await page(`/embed/hosts/${user.username}`, { 'sec-fetch-site': 'cross-site' })
    await page(`/embed/hosts/${user.username}?limit=3`)
    await page(`/embed/spaces?hosts=${user.username},${quiet.username}`)
    await page(`/embed/hosts/${user.username}`, { 'sec-fetch-site': 'same-origin' })
    const after = await owner.client.get('/api/embed/views')
    expect(after.json.today).toBe(3)
    expect(after.json.last_30_days).toBe(3)
    expect(after.json.days).toHaveLength(1)
  })

  it('are the host’s to read (and admins’ and helpers’ who manage Spaces), nobody else’s', async () => {
    const helper = await createActor(server, 'user')
    const stranger = await createActor(server, 'host')
    await grantRow(server, host, helper.user as UserRow, { spaces: true })
    expect((await helper.client.get(`/api/embed/views?host_id=${host.id}`)).status).toBe(200)
    expect((await stranger.client.get(`/api/embed/views?host_id=${host.id}`)).status).toBe(403)
    expect((await new TestClient(server.baseUrl).get('/api/embed/views')).status).toBe(401)
  })
})

describe('GET /oembed', () => {
  const oembed = (url: string, extra = '') =>
    client.get(`/oembed?url=${encodeURIComponent(url)}&format=json${extra}`)

  it('answers a profile URL with a rich iframe of the host’s schedule', async () => {
    const res = await oembed(`${server.baseUrl}/profile/${host.username}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.json).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'Spaces Calendar',
      provider_url: `${server.baseUrl}/`,
      thumbnail_url: `${server.baseUrl}/og/profile/${host.username}.png`,
      width: 560,
    })
    expect(res.json.title).toBe(`Upcoming Spaces of ${HOSTILE}`)
    expect(res.json.height).toBeGreaterThan(100)
    expect(res.json.html).toMatch(
      /^<iframe src="[^"]+\/embed\/hosts\/[^"]+" title="[^"]+" width="560" height="\d+" sandbox="allow-scripts allow-popups[^"]*"/,
    )
  })

  it('answers a Space URL with that Space, and keeps to maxwidth and maxheight', async () => {
    const res = await oembed(`${server.baseUrl}/spaces/${spaceId}`, '&maxwidth=300&maxheight=150')
    expect(res.status).toBe(200)
    expect(res.json.title).toBe(HOSTILE)
    expect(res.json.thumbnail_url).toBe(`${server.baseUrl}/og/spaces/${spaceId}.png`)
    expect(res.json).toMatchObject({ width: 300, height: 150 })
    expect(res.json.html).toContain(`/embed/spaces/${spaceId}?`)
    expect(res.json.html).not.toContain('<script')
  })

  it('is 404 for foreign, unknown or other URLs, 501 for XML, 400 without a URL', async () => {
    for (const url of [
      `https://evil.example/profile/${host.username}`,
      `${server.baseUrl}/profile/nobody_here_at_all`,
      `${server.baseUrl}/spaces/999999`,
      `${server.baseUrl}/glossary`,
      'not a url',
    ]) {
      const res = await oembed(url)
      expect(res.status, url).toBe(404)
      expect(typeof res.json.error, url).toBe('string')
    }
    const xml = await client.get(
      `/oembed?url=${encodeURIComponent(`${server.baseUrl}/profile/${host.username}`)}&format=xml`,
    )
    expect(xml.status).toBe(501)
    const junk = await client.get(
      `/oembed?url=${encodeURIComponent(`${server.baseUrl}/profile/${host.username}`)}&format=%F3%BD%90%94`,
    )
    expect(junk.status).toBe(400)
    expect(junk.json.error).toBe('format must be json (xml is not available).')
    expect((await client.get('/oembed')).status).toBe(400)
  })

  it('is discovered from the profile and Space pages’ heads', async () => {
    for (const path of [`/profile/${host.username}`, `/spaces/${spaceId}`]) {
      const html = (await page(path)).text
      const tag = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)" title="[^"]*">/.exec(
        html,
      )
      expect(tag, path).not.toBeNull()
      const href = (tag?.[1] ?? '').replace(/&#38;/g, '&')
      const res = await client.get(href.replace(server.baseUrl, ''))
      expect(res.status, path).toBe(200)
      expect(res.json.type).toBe('rich')
    }
    expect((await page('/glossary')).text).not.toContain('json+oembed')
  })
})

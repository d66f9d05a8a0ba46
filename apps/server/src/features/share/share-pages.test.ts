import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSpaceRow, createUserRow } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/test-app'
import type { UserRow } from '../../db/database'

const CRAWLER = { 'user-agent': 'Twitterbot/1.0', accept: 'text/html' }
const XSS_TITLE = '"><script>alert(1)</script>'
/** Shaped like the built index.html: its own title and description, which the server must replace. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="A community calendar of X Spaces." />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>Spaces Calendar</title>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`

let server: TestServer
let host: UserRow
let spaceId: number
let xssSpaceId: number
// 2026-07-04 23:00 UTC = 19:00 in New York (EDT, UTC−4).
const START = Date.UTC(2026, 6, 4, 23, 0) / 1000

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'spaces-share-dist-'))
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML)
  server = await startTestServer({ WEB_DIST_DIR: dist })
  host = await createUserRow(server, 'host')
  host = await server.app.db
    .updateTable('users')
    .set({ display_name: 'Renata Aldridge', bio: 'City council explainers.' })
    .where('id', '=', host.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  spaceId = await createSpaceRow(server, host, {
    title: 'Budget night, line by line',
    description: 'What the council voted on, & why.',
    scheduled_start: START,
    host_timezone: 'America/New_York',
  })
  xssSpaceId = await createSpaceRow(server, host, { title: XSS_TITLE, description: '</script><b>x</b>' })
})
afterAll(() => server.close())

async function page(pathname: string) {
  const res = await fetch(new URL(pathname, server.baseUrl), { headers: CRAWLER })
  return { status: res.status, headers: res.headers, html: await res.text() }
}

/** The content of `<meta {attr}="{key}" content="…">`, HTML entities decoded. */
function metaContent(html: string, attr: 'name' | 'property', key: string): string[] {
  const pattern = new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`, 'g')
  return [...html.matchAll(pattern)].map((m) => decodeEntities(m[1] ?? ''))
}

const decodeEntities = (text: string) =>
  text.replace(/&#(\d+);/g, (_m, code) => String.fromCharCode(Number(code)))

function jsonLdOf(html: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
  expect(blocks).toHaveLength(1)
  return JSON.parse(blocks[0]?.[1] ?? '{}')
}

describe('share previews in the served HTML', () => {
  it("gives a Space page that Space's title, description, canonical URL, OpenGraph and Event", async () => {
    const res = await page(`/spaces/${spaceId}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('content-type')).toContain('text/html')
    const { html } = res
    const url = `${server.baseUrl}/spaces/${spaceId}`
    // index.html's own title and description are replaced, never doubled.
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<title>Budget night, line by line · Spaces Calendar</title>')
    expect(metaContent(html, 'name', 'description')).toEqual([
      'Sat, Jul 4, 2026, 7:00 PM EDT · What the council voted on, & why.',
    ])
    expect(html).toContain(`<link rel="canonical" href="${url}">`)
    expect(metaContent(html, 'property', 'og:title')).toEqual(['Budget night, line by line'])
    expect(metaContent(html, 'property', 'og:url')).toEqual([url])
    expect(metaContent(html, 'property', 'og:type')).toEqual(['website'])
    expect(metaContent(html, 'property', 'og:image')).toEqual([`${server.baseUrl}/og/spaces/${spaceId}.png`])
    // The og:image URL answers the picture: a PNG whose IHDR says 1200×630.
    const picture = await fetch(metaContent(html, 'property', 'og:image')[0] ?? '')
    expect(picture.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await picture.arrayBuffer())
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    expect(metaContent(html, 'name', 'twitter:card')).toEqual(['summary_large_image'])
    expect(html).toContain('<div id="root"></div>')
    expect(html).toContain('src="/assets/index-AbC123.js"')
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Budget night, line by line',
      startDate: '2026-07-04T19:00:00-04:00',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'VirtualLocation', url: expect.stringMatching(/^https:\/\/x\.com\/i\/spaces\//) },
      organizer: {
        '@type': 'Person',
        name: 'Renata Aldridge',
        url: `${server.baseUrl}/profile/${host.username}`,
      },
    })
  })

  it('marks a Space canceled on X as a cancelled event, and says Canceled in its preview', async () => {
    const canceled = await createSpaceRow(server, host, {
      title: 'Called off',
      source: 'x',
      x_state: 'canceled',
      scheduled_start: START,
      host_timezone: 'America/New_York',
    })
    const { status, html } = await page(`/spaces/${canceled}`)
    expect(status).toBe(200)
    expect(jsonLdOf(html)).toMatchObject({
      name: 'Called off',
      eventStatus: 'https://schema.org/EventCancelled',
    })
    expect(html).toContain('<title>Canceled: Called off · Spaces Calendar</title>')
    expect(metaContent(html, 'property', 'og:title')).toEqual(['Canceled: Called off'])
    expect(metaContent(html, 'name', 'twitter:title')).toEqual(['Canceled: Called off'])
    expect(metaContent(html, 'property', 'og:description')).toEqual([
      `Canceled. A live audio Space hosted by Renata Aldridge (@${host.username}) on Sat, Jul 4, 2026, 7:00 PM EDT.`,
    ])
    expect(metaContent(html, 'property', 'og:image:alt')).toEqual([
      `Canceled Space: Called off. Canceled · Sat, Jul 4, 2026, 7:00 PM EDT, America/New York. Renata Aldridge (@${host.username}).`,
    ])
  })

  it('describes a Space that has no description of its own, in the tags and the Event', async () => {
    const bare = await createSpaceRow(server, host, {
      title: 'Imported, no words',
      description: null,
      scheduled_start: START,
      host_timezone: 'America/New_York',
    })
    const { html } = await page(`/spaces/${bare}`)
    const generated = `A live audio Space hosted by Renata Aldridge (@${host.username}) on Sat, Jul 4, 2026, 7:00 PM EDT.`
    expect(metaContent(html, 'name', 'description')).toEqual([generated])
    expect(metaContent(html, 'property', 'og:description')).toEqual([generated])
    expect(metaContent(html, 'name', 'twitter:description')).toEqual([generated])
    expect(jsonLdOf(html)).toMatchObject({ description: generated })
  })

  it('says in words what every page’s picture shows (og:image:alt, twitter:image:alt)', async () => {
    const alts = async (pathname: string) => {
      const { html } = await page(pathname)
      const og = metaContent(html, 'property', 'og:image:alt')
      expect(metaContent(html, 'property', 'og:image'), pathname).toHaveLength(1)
      expect(og, pathname).toHaveLength(1)
      expect(metaContent(html, 'name', 'twitter:image:alt'), pathname).toEqual(og)
      return og[0]
    }
    const site =
      'X Spaces, on one calendar. Scheduled and recorded audio rooms by host, shown in your own time zone.'
    expect(await alts('/')).toBe(site)
    expect(await alts('/reading')).toBe(site)
    expect(await alts('/glossary')).toBe(site)
    expect(await alts(`/spaces/${spaceId}`)).toBe(
      `Space: Budget night, line by line. Sat, Jul 4, 2026, 7:00 PM EDT, America/New York. Renata Aldridge (@${host.username}).`,
    )
    expect(await alts(`/profile/${host.username}`)).toMatch(/^Host: Renata Aldridge\. /)
  })

  it('never names a canceled Space as the host’s next one on the profile’s picture', async () => {
    const owner = await createUserRow(server, 'host')
    await createSpaceRow(server, owner, {
      title: 'Will not happen',
      source: 'x',
      x_state: 'canceled',
      scheduled_start: Math.floor(Date.now() / 1000) + 86_400,
    })
    const { html } = await page(`/profile/${owner.username}`)
    const [alt] = metaContent(html, 'property', 'og:image:alt')
    expect(alt).not.toContain('Will not happen')
    expect(alt).toContain('Upcoming and recorded Spaces')
  })

  it('writes a hostile title as text and cannot close the JSON-LD block', async () => {
    const { status, html } = await page(`/spaces/${xssSpaceId}`)
    expect(status).toBe(200)
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain(
      '<title>&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62; · Spaces Calendar</title>',
    )
    expect(metaContent(html, 'property', 'og:title')).toEqual([XSS_TITLE])
    // Only the JSON-LD block and index.html's module script are script elements.
    expect(html.match(/<script/g)).toHaveLength(2)
    expect(html.match(/<\/script>/g)).toHaveLength(2)
    const event = jsonLdOf(html)
    expect(event.name).toBe(XSS_TITLE)
    expect(event.description).toBe('</script><b>x</b>')
  })

  it("gives a profile that host's name, feeds and a ProfilePage about a Person", async () => {
    const { status, html } = await page(`/profile/${host.username.toUpperCase()}`)
    expect(status).toBe(200)
    const url = `${server.baseUrl}/profile/${host.username}`
    expect(html).toContain(`<title>Renata Aldridge (@${host.username}) · Spaces Calendar</title>`)
    expect(metaContent(html, 'name', 'description')).toEqual(['City council explainers.'])
    expect(metaContent(html, 'property', 'og:type')).toEqual(['profile'])
    expect(metaContent(html, 'property', 'og:url')).toEqual([url])
    expect(metaContent(html, 'property', 'og:image')).toEqual([
      `${server.baseUrl}/og/profile/${host.username}.png`,
    ])
    expect(html).toContain(`<link rel="canonical" href="${url}">`)
    expect(html).toContain(
      `type="application/rss+xml" title="Renata Aldridge (@${host.username}): upcoming Spaces" href="/feeds/hosts/${host.username}.xml"`,
    )
    expect(html).toContain(
      `type="text/calendar" title="Renata Aldridge (@${host.username}): calendar" href="/feeds/hosts/${host.username}.ics"`,
    )
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'ProfilePage',
      url,
      mainEntity: { '@type': 'Person', name: 'Renata Aldridge', alternateName: `@${host.username}`, url },
    })
  })

  it('gives home, reading and glossary their own tags, and home the site feeds', async () => {
    const home = await page('/')
    expect(home.status).toBe(200)
    expect(home.html.match(/<title>/g)).toHaveLength(1)
    expect(metaContent(home.html, 'property', 'og:url')).toEqual([`${server.baseUrl}/`])
    expect(metaContent(home.html, 'property', 'og:image')).toEqual([`${server.baseUrl}/og/site.png`])
    expect(home.html).toContain(
      'type="application/rss+xml" title="Spaces Calendar: upcoming Spaces" href="/feeds/spaces.xml"',
    )
    expect(home.html).toContain(
      'type="text/calendar" title="Spaces Calendar: calendar" href="/feeds/spaces.ics"',
    )
    const reading = await page('/reading')
    expect(reading.html).toContain('<title>Reading · Spaces Calendar</title>')
    expect(reading.html).toContain(`<link rel="canonical" href="${server.baseUrl}/reading">`)
    const glossary = await page('/glossary/')
    expect(glossary.html).toContain('<title>Glossary of Terms · Spaces Calendar</title>')
  })

  it('keeps index.html’s own title on other pages', async () => {
    const res = await page('/dashboard')
    expect(res.status).toBe(200)
    expect(res.html).toContain('<title>Spaces Calendar</title>')
    expect(res.html).toContain('<meta name="description" content="A community calendar of X Spaces." />')
    expect(res.html).not.toContain('og:title')
  })

  it.each(['/spaces/999999999', '/spaces/0', '/spaces/12abc', '/spaces/%20', '/profile/nobody_by_this_name'])(
    'answers %s with the app and status 404, without share tags',
    async (pathname) => {
      const res = await page(pathname)
      expect(res.status).toBe(404)
      expect(res.html).toContain('<div id="root"></div>')
      expect(res.html).not.toContain('og:title')
    },
  )

  it('sends an ETag and answers a repeat with 304', async () => {
    const first = await page(`/spaces/${spaceId}`)
    const etag = first.headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    const again = await fetch(new URL(`/spaces/${spaceId}`, server.baseUrl), {
      headers: { ...CRAWLER, 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
  })

  it('compresses the page for browsers that accept it', async () => {
    const res = await fetch(new URL(`/spaces/${spaceId}`, server.baseUrl), {
      headers: { ...CRAWLER, 'accept-encoding': 'br' },
    })
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(await res.text()).toContain('Budget night, line by line')
  })
})

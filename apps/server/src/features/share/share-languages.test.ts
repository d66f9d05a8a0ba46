import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { LOCALES, type Locale } from '@spaces/shared/i18n/locales'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor } from '../../../test/actors'
import { createSpaceRow, createUserRow } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/test-app'

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Spaces Calendar</title></head>
  <body><div id="root"></div></body>
</html>`
const OG: Record<Locale, string> = { en: 'en_US', es: 'es_ES', 'pt-BR': 'pt_BR', ja: 'ja_JP', ar: 'ar_AR' }
// 2026-07-04 23:00 UTC = 19:00 in New York (EDT, UTC−4).
const START = Date.UTC(2026, 6, 4, 23, 0) / 1000

let server: TestServer
let pages: string[]

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'spaces-share-lang-'))
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML)
  server = await startTestServer({ WEB_DIST_DIR: dist })
  const host = await createUserRow(server, 'host')
  await server.app.db
    .updateTable('users')
    .set({ display_name: 'Renata Aldridge', host_timezone: 'America/New_York' })
    .where('id', '=', host.id)
    .execute()
  const spaceId = await createSpaceRow(server, host, { title: 'Budget night', scheduled_start: START })
  pages = ['/', '/reading', '/glossary', `/spaces/${spaceId}`, `/profile/${host.username}`]
})
afterAll(() => server.close())

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${pathname}`, { headers: { accept: 'text/html', ...headers } })

function head(html: string) {
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1]
  return {
    lang: attr(/<html[^>]*\slang="([^"]+)"/),
    dir: attr(/<html[^>]*\sdir="([^"]+)"/),
    ogLocale: attr(/<meta property="og:locale" content="([^"]+)"/),
    ogAlternates: [...html.matchAll(/<meta property="og:locale:alternate" content="([^"]+)"/g)].map(
      (m) => m[1],
    ),
    hreflang: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    ),
    canonical: attr(/<link rel="canonical" href="([^"]+)"/),
    inLanguage: attr(/"inLanguage":"([^"]+)"/),
    title: attr(/<title>([^<]*)<\/title>/),
  }
}

describe('every shareable page, in every language', () => {
  it('names its language (lang, dir, Content-Language, og:locale, JSON-LD) and links its versions in the others', async () => {
    for (const pathname of pages) {
      for (const locale of LOCALES) {
        const res = await get(`${pathname}?lang=${locale}`)
        expect(res.status, `${pathname} ${locale}`).toBe(200)
        expect(res.headers.get('content-language')).toBe(locale)
        expect(res.headers.get('vary')).toMatch(/Accept-Language/)
        const page = head(await res.text())
        const url = `${server.baseUrl}${pathname === '/' ? '/' : pathname}`
        expect(page.lang).toBe(locale)
        expect(page.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr')
        expect(page.ogLocale).toBe(OG[locale])
        expect(page.ogAlternates.sort()).toEqual(
          LOCALES.filter((l) => l !== locale)
            .map((l) => OG[l])
            .sort(),
        )
        expect(page.hreflang).toEqual({
          ...Object.fromEntries(LOCALES.map((l) => [l, `${url}?lang=${l}`])),
          'x-default': url,
        })
        expect(page.canonical).toBe(`${url}?lang=${locale}`)
        if (pathname.startsWith('/spaces/') || pathname.startsWith('/profile/')) {
          expect(page.inLanguage).toBe(locale)
        }
      }
    }
  })

  it('says its fixed words in the asked language, and the Space’s time as that language writes it', async () => {
    const [, reading, glossary, space, profile] = pages as [string, string, string, string, string]
    expect(head(await (await get(`${reading}?lang=es`)).text()).title).toBe('Lecturas · Spaces Calendar')
    expect(head(await (await get(`${glossary}?lang=ja`)).text()).title).toBe('用語集 · Spaces Calendar')
    const ja = await (await get(`${space}?lang=ja`)).text()
    // The Space has no zone of its own here: UTC, on a 24-hour clock in Japanese.
    expect(ja).toMatch(/2026年7月4日\(土\) 23:00 UTC/)
    const ar = await (await get(`${profile}?lang=ar`)).text()
    expect(ar).toContain('المساحات القادمة')
  })

  it('answers the same address in each request’s own language, one after the other', async () => {
    const space = pages[3] as string
    const asked: [Record<string, string>, Locale][] = [
      [{ 'accept-language': 'es-MX,es;q=0.9' }, 'es'],
      [{ 'accept-language': 'ja-JP' }, 'ja'],
      [{ 'accept-language': 'ar' }, 'ar'],
      [{}, 'en'],
      [{ 'accept-language': 'ja', cookie: 'lang=pt-BR' }, 'pt-BR'],
    ]
    for (const [headers, locale] of asked) {
      const res = await get(space, headers)
      expect(res.headers.get('content-language')).toBe(locale)
      const page = head(await res.text())
      expect(page.lang).toBe(locale)
      // A negotiated language keeps the bare address canonical.
      expect(page.canonical).toBe(`${server.baseUrl}${space}`)
    }
    // The validator differs by language, so a cache revalidating one language never gets another's.
    const es = await get(space, { 'accept-language': 'es' })
    const ja = await get(space, { 'accept-language': 'ja', 'if-none-match': es.headers.get('etag') ?? '' })
    expect(ja.status).toBe(200)
    expect(head(await ja.text()).lang).toBe('ja')
  })

  it('remembers ?lang= in the lang cookie, skips an unknown one silently, and follows a saved language', async () => {
    const chosen = await get('/dashboard?lang=ar')
    expect(chosen.headers.get('set-cookie')).toMatch(/^lang=ar; Max-Age=31536000; Path=\/; SameSite=Lax/)
    const unknown = await get('/dashboard?lang=xx-%3Cscript%3E', { 'accept-language': 'pt-PT' })
    expect(unknown.status).toBe(200)
    expect(unknown.headers.get('set-cookie')).toBeNull()
    expect(head(await unknown.text()).lang).toBe('pt-BR')

    const person = await createActor(server, 'user')
    const saved = await person.client.send('PUT', '/api/auth/locale', { locale: 'ja' })
    expect(saved.status).toBe(200)
    // Another browser of the same account (its session, no lang cookie) gets the saved language.
    const session = person.client.cookieHeader().replace(/(?:^|;\s*)lang=[^;]*/, '')
    const page = await get('/', { cookie: session, 'accept-language': 'es' })
    expect(head(await page.text()).lang).toBe('ja')
  })
})

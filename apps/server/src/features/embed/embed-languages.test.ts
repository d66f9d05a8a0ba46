import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSpaceRow, createUserRow } from '../../../test/factories'
import { TestClient } from '../../../test/http-client'
import { startTestServer, type TestServer } from '../../../test/test-app'
import type { UserRow } from '../../db/database'
import { nowSeconds } from '../../lib/time'

/** The embeds in the site's languages: by `?lang=` (embed.js's `data-lang`), else the browser's. */
let server: TestServer
let client: TestClient
let host: UserRow

const NOW = nowSeconds()

beforeAll(async () => {
  server = await startTestServer()
  client = new TestClient(server.baseUrl)
  host = await createUserRow(server, 'host')
  await createSpaceRow(server, host, { title: 'Soon', scheduled_start: NOW + 3600 })
  await createSpaceRow(server, host, {
    title: 'On air',
    scheduled_start: NOW - 600,
    x_state: 'live',
    live_listeners: 3,
  })
})
afterAll(() => server?.close())

const page = (path: string, headers: Record<string, string> = {}) =>
  client.request('GET', path, { headers: { accept: 'text/html', ...headers } })

describe('embed languages', () => {
  it('writes every word of the page in ?lang=, its times through Intl, and says so in its headers', async () => {
    const res = await page(`/embed/hosts/${host.username}?lang=es`)
    expect(res.status).toBe(200)
    expect(res.text).toContain('<html lang="es" dir="ltr"')
    expect(res.headers.get('content-language')).toBe('es')
    expect(res.headers.get('vary')).toMatch(/Accept-Language/i)
    expect(res.text).toContain('>EN DIRECTO · 3 oyentes</span>')
    expect(res.text).toContain('>Próximo</span>')
    expect(res.text).toContain('Recordármelo en X')
    expect(res.text).toContain('Escuchar en directo en X')
    expect(res.text).toContain('Añadir a Google Calendar')
    expect(res.text).toContain('Horas en UTC.')
    expect(res.text).toContain('data-local="Horas en tu zona horaria ({zone})."')
    expect(res.text).toContain('Los enlaces se abren en una pestaña nueva.')
    expect(res.text).toMatch(/Próximos Spaces de @/)
    // Intl's Spanish: "vie, 27 nov, 7:10 UTC" and the like.
    expect(res.text).toMatch(/<time datetime="[^"]+">[a-zá-ú]{3}, \d+ [a-z]{3,4}, \d{1,2}:\d\d UTC<\/time>/)
    expect(res.text).not.toContain('Set Reminder on X')
  })

  it('falls back to the browser’s language, and caches each language apart', async () => {
    const path = `/embed/hosts/${host.username}?limit=4`
    const japanese = await page(path, { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' })
    expect(japanese.text).toContain('<html lang="ja" dir="ltr"')
    expect(japanese.text).toContain('X でリマインダーを設定')
    expect(japanese.text).toMatch(/<time datetime="[^"]+">[^<]*\d{1,2}:\d\d UTC<\/time>/)
    // The same address next, with no language asked: not the cached Japanese page.
    const english = await page(path)
    expect(english.text).toContain('<html lang="en" dir="ltr"')
    expect(english.text).toContain('Set Reminder on X')
    expect(english.headers.get('etag')).not.toBe(japanese.headers.get('etag'))
    // ?lang= wins over the browser.
    const arabic = await page(`${path}&lang=ar`, { 'accept-language': 'ja' })
    expect(arabic.text).toContain('<html lang="ar" dir="rtl"')
    expect(arabic.text).toContain('المساحات القادمة من')
    expect(arabic.headers.get('content-language')).toBe('ar')
  })

  it('says its refusals in the page’s language too', async () => {
    const unknown = await page('/embed/hosts/nobody_here_at_all?lang=pt-BR')
    expect(unknown.status).toBe(404)
    expect(unknown.text).toContain('<html lang="pt-BR" dir="ltr"')
    expect(unknown.text).toContain('Não existe anfitrião @nobody_here_at_all.')
    const invalid = await page('/embed/spaces/not-a-number', { 'accept-language': 'es' })
    expect(invalid.status).toBe(404)
    expect(invalid.text).toContain('Aquí no hay nada.')
  })

  it('oEmbed: a page address with ?lang= gets its title, and a frame, in that language', async () => {
    const url = `${server.baseUrl}/profile/${host.username}?lang=es`
    const res = await client.get(`/oembed?url=${encodeURIComponent(url)}&format=json`)
    expect(res.status).toBe(200)
    expect(res.json.title).toMatch(/^Próximos Spaces de /)
    expect(res.json.html).toContain('&#38;lang=es"')
    expect(res.json.html).toContain(`title="Próximos Spaces de @${host.username}"`)
    const english = await client.get(
      `/oembed?url=${encodeURIComponent(`${server.baseUrl}/profile/${host.username}`)}&format=json`,
    )
    expect(english.json.html).not.toContain('lang=')
    expect(english.json.title).toMatch(/^Upcoming Spaces of /)
  })

  it('a profile page asked for with ?lang= leads its oEmbed discovery to the same language', async () => {
    const res = await page(`/profile/${host.username}?lang=ja`)
    const link = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(res.text)?.[1]
    expect(decodeURIComponent((link ?? '').replace(/&#38;/g, '&'))).toContain(
      `/profile/${host.username}?lang=ja`,
    )
  })

  it('embed.js passes the tag’s data-lang to the frame', async () => {
    const res = await client.request('GET', '/embed.js')
    expect(res.text).toContain("attr(el,'data-lang')")
    expect(res.text).toContain("q.push('lang='+encodeURIComponent(lang))")
    // The frames' names in every language, every character past ASCII escaped.
    expect(res.text).not.toMatch(/[^\t\n\r\x20-\x7e]/)
    const table = /var T=(\{.*?\});/.exec(res.text)?.[1] ?? '{}'
    const titles = JSON.parse(table) as Record<string, [string, string]>
    expect(titles.es).toEqual(['Próximos Spaces', 'Próximos Spaces de {}'])
    expect(titles.ar?.[1]).toBe('المساحات القادمة من {}')
    expect(titles.pt).toEqual(titles['pt-br'])
    const again = await client.request('GET', '/embed.js', {
      headers: { 'if-none-match': res.headers.get('etag') ?? '' },
    })
    expect(again.status).toBe(304)
  })
})

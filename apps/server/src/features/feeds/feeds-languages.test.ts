import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor } from '../../../test/actors'
import { createSpaceRow, createUserRow } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/test-app'

let server: TestServer
let handle: string
let otherHandle: string
beforeAll(async () => {
  server = await startTestServer()
  handle = (await createUserRow(server, 'host')).username
  const other = await createUserRow(server, 'host')
  otherHandle = other.username
  const start = Math.floor(Date.UTC(2030, 2, 12, 14, 0) / 1000)
  await createSpaceRow(server, other, { title: 'Plain', scheduled_start: start, host_timezone: 'Asia/Tokyo' })
  await createSpaceRow(server, other, { title: 'Gone', scheduled_start: start + 3600, x_state: 'canceled' })
})
afterAll(() => server.close())

const description = async (path: string) => {
  const text = await (await fetch(`${server.baseUrl}${path}`)).text()
  return /<description>([^<]*)<\/description>/.exec(text)?.[1]
}
/** An iCalendar answer with its folded lines joined again. */
const calendar = async (path: string) =>
  (await (await fetch(`${server.baseUrl}${path}`)).text()).replace(/\r\n[ \t]/g, '')

describe('feeds by ?lang=', () => {
  it('names and describes a feed in the asked language, each language cached apart', async () => {
    // Asked in a row, so the second would come from the cache if the language were not in its key.
    expect(await description('/feeds/spaces.xml?lang=es')).toBe(
      'Spaces de X de todos los anfitriones de Spaces Calendar.',
    )
    expect(await description('/feeds/spaces.xml?lang=ja')).toBe(
      'Spaces Calendar の全ホストによる X のスペース。',
    )
    expect(await description('/feeds/spaces.xml')).toBe('X Spaces from every host on Spaces Calendar.')
    expect(await description('/feeds/spaces.xml?lang=nonsense')).toBe(
      'X Spaces from every host on Spaces Calendar.',
    )
    expect(await description(`/feeds/hosts/${handle}.xml?lang=pt-BR`)).toMatch(
      /^Spaces do X com .* como anfitrião/,
    )
    expect(await calendar(`/feeds/hosts/${handle}.ics?lang=ar`)).toMatch(/مساحات X التي يستضيفها/)
  })
})

describe('feed items by ?lang=', () => {
  const items = async (path: string) => {
    const text = await (await fetch(`${server.baseUrl}${path}`)).text()
    return [...text.matchAll(/<item>[\s\S]*?<\/item>/g)].map((match) => match[0])
  }

  it('writes the status words, the host line and the times in the asked language, cached apart', async () => {
    const english = await items(`/feeds/hosts/${otherHandle}.xml`)
    expect(english[0]).toContain('Starts Tuesday, March 12, 2030 at 2:00 PM UTC')
    expect(english[0]).toContain("the host's zone")
    expect(english[1]).toContain('<title>Canceled: Gone</title>')

    const spanish = await items(`/feeds/hosts/${otherHandle}.xml?lang=es`)
    expect(spanish[0]).toContain('Empieza el martes, 12 de marzo de 2030')
    expect(spanish[0]).toContain('la zona horaria del anfitrión')
    expect(spanish[0]).toMatch(/Presentado por /)
    expect(spanish[1]).toContain('<title>Cancelado: Gone</title>')
    expect(spanish[1]).toContain('Cancelado en X: este Space no se celebrará. Iba a empezar el')

    const japanese = await items(`/feeds/hosts/${otherHandle}.xml?lang=ja`)
    expect(japanese[0]).toContain('2030年3月12日火曜日 14:00 UTC')

    const rss = await (await fetch(`${server.baseUrl}/feeds/hosts/${otherHandle}.xml?lang=ar`)).text()
    expect(rss).toContain('<language>ar</language>')
    const json = (await (
      await fetch(`${server.baseUrl}/feeds/hosts/${otherHandle}.json?lang=pt-BR`)
    ).json()) as {
      language: string
      items: { content_text: string }[]
    }
    expect(json.language).toBe('pt-BR')
    expect(json.items[0]?.content_text).toMatch(/^Início: terça-feira, 12 de março de 2030/)
    const ics = await calendar(`/feeds/hosts/${otherHandle}.ics?lang=es`)
    expect(ics).toContain('SUMMARY:Cancelado: Gone')
    expect(ics).toContain('Página del Space: ')
    // Asked again in English after the others: not one of their cached answers.
    expect((await items(`/feeds/hosts/${otherHandle}.xml`))[0]).toBe(english[0])
  })
})

describe('the personal feed’s language', () => {
  it('is ?lang=, else the one saved with the alert settings', async () => {
    const fan = await createActor(server, 'user')
    const feed = await fan.client.get('/api/notifications/feed')
    const path = new URL(feed.json.url).pathname
    expect(await calendar(path)).toContain('X-WR-CALNAME:My Spaces')
    expect(await calendar(`${path}?lang=es`)).toContain('X-WR-CALNAME:Mis Spaces')
    await server.app.db
      .updateTable('notification_settings')
      .set({ locale: 'ja' })
      .where('user_id', '=', fan.user!.id)
      .execute()
    expect(await calendar(path)).toContain('X-WR-CALNAME:マイスペース')
    const missing = await fetch(`${server.baseUrl}/feeds/me/${'A'.repeat(43)}.ics`, {
      headers: { 'accept-language': 'pt-BR' },
    })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Esse feed não existe.' })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUserRow } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/test-app'

let server: TestServer
let handle: string
beforeAll(async () => {
  server = await startTestServer()
  handle = (await createUserRow(server, 'host')).username
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

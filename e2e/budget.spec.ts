import type { CDPSession, Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * The home page's weight as the server really sends it, measured in the browser with the
 * cache off: every byte on the wire (headers included) of every request the first load makes. And no
 * text response of 1 KB or more may travel uncompressed to a browser that accepts br/gzip.
 */
const HOME_BUDGET_BYTES = 120 * 1024
const TEXT = /javascript|css|json|html|svg|text\//

interface Transfer {
  url: string
  type: string
  encoding: string | undefined
  bytesOnWire: number
  bodyBytes: number
}

async function recordTransfers(page: Page): Promise<{ cdp: CDPSession; transfers: Transfer[] }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const responses = new Map<string, { url: string; type: string; encoding: string | undefined }>()
  const transfers: Transfer[] = []
  cdp.on('Network.responseReceived', (event) => {
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    )
    responses.set(event.requestId, {
      url: event.response.url,
      type: headers['content-type'] ?? '',
      encoding: headers['content-encoding'],
    })
  })
  cdp.on('Network.dataReceived', (event) => {
    const response = responses.get(event.requestId)
    if (response)
      (response as { body?: number }).body = ((response as { body?: number }).body ?? 0) + event.dataLength
  })
  cdp.on('Network.loadingFinished', (event) => {
    const response = responses.get(event.requestId)
    if (!response) return
    transfers.push({
      ...response,
      bytesOnWire: event.encodedDataLength,
      bodyBytes: (response as { body?: number }).body ?? 0,
    })
  })
  return { cdp, transfers }
}

const describe = (transfers: Transfer[]) =>
  transfers
    .map(
      (t) =>
        `${t.bytesOnWire.toString().padStart(7)} B ${t.encoding ?? 'identity'} ${new URL(t.url).pathname}`,
    )
    .join('\n')

test.describe('the home page as served', () => {
  test(`transfers at most ${HOME_BUDGET_BYTES / 1024} KB on a first visit, everything text compressed`, async ({
    page,
  }) => {
    const { transfers } = await recordTransfers(page)
    await page.goto('/', { waitUntil: 'networkidle' })
    await expect(page.getByRole('heading', { name: 'Spaces', exact: true })).toBeVisible()
    await page.waitForLoadState('networkidle')

    const total = transfers.reduce((sum, t) => sum + t.bytesOnWire, 0)
    test.info().annotations.push({ type: 'home page bytes on the wire', description: `${total}` })
    console.log(`home page, first load: ${total} bytes on the wire\n${describe(transfers)}`)
    expect(total, describe(transfers)).toBeLessThanOrEqual(HOME_BUDGET_BYTES)

    const uncompressed = transfers.filter((t) => TEXT.test(t.type) && t.bodyBytes >= 1024 && !t.encoding)
    expect(uncompressed, describe(uncompressed)).toEqual([])
  })

  // In every other language the page also loads that language's catalog (and only that one).
  for (const { lang, heading } of [
    { lang: 'es', heading: 'Spaces' },
    { lang: 'pt-BR', heading: 'Spaces' },
    { lang: 'ja', heading: 'スペース' },
    { lang: 'ar', heading: 'المساحات' },
  ]) {
    test(`in ${lang}, transfers at most ${HOME_BUDGET_BYTES / 1024} KB on a first visit, one catalog`, async ({
      page,
    }) => {
      const { transfers } = await recordTransfers(page)
      await page.goto(`/?lang=${lang}`, { waitUntil: 'networkidle' })
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
      await page.waitForLoadState('networkidle')

      const total = transfers.reduce((sum, t) => sum + t.bytesOnWire, 0)
      test.info().annotations.push({ type: `home page bytes on the wire (${lang})`, description: `${total}` })
      console.log(`home page in ${lang}, first load: ${total} bytes on the wire\n${describe(transfers)}`)
      expect(total, describe(transfers)).toBeLessThanOrEqual(HOME_BUDGET_BYTES)
      const catalogs = transfers.filter((t) => /\/assets\/(?:es|pt-BR|ja|ar|pseudo)-[\w-]+\.js$/.test(t.url))
      expect(catalogs.map((t) => new URL(t.url).pathname.split('/').pop()?.split('-')[0])).toEqual([
        lang === 'pt-BR' ? 'pt' : lang,
      ])
    })
  }

  test('compresses every text answer of 1 KB or more on the other screens too', async ({ page }) => {
    const { transfers } = await recordTransfers(page)
    for (const path of [
      '/reading',
      '/glossary',
      '/profile/civicsquare_nyc',
      '/x-sandbox/i/oauth2/authorize?response_type=code',
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' })
    }
    const uncompressed = transfers.filter((t) => TEXT.test(t.type) && t.bodyBytes >= 1024 && !t.encoding)
    expect(uncompressed, describe(uncompressed)).toEqual([])
  })
})

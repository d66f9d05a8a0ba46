import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FrameLocator, Locator, Page } from '@playwright/test'
import { E2E_BASE_URL } from './env'
import { expect, login, test } from './fixtures'
import { animationsSettled } from './helpers/animations'
import { axe, FULL_AUDIT_TAGS } from './helpers/axe'

/**
 * A host's schedule embedded on another site. A second origin (a tiny node:http server on
 * another port) embeds it with /embed.js and with a bare sandboxed iframe; the Spaces show in the
 * browser's zone (run in two zones), the frame is as tall as its content, links open new tabs, and a
 * page of the site proper framed from there is refused.
 */
const HOST = 'civicsquare_nyc'
/** The embed's own format (EMBED_TIME_FORMAT of apps/server/src/features/embed/embed.scripts.ts). */
const FULL_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
}
/** The end of each time as the viewer's browser writes it: `9:30 AM EST`, `10:30 PM GMT+9`. */
const CLOCK_AND_ZONE: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
}

const PAGES: Record<string, string> = {
  '/script': `<div data-spaces-calendar="${HOST}" data-limit="3" data-theme="light"></div>
<script src="${E2E_BASE_URL}/embed.js" async></script>`,
  '/script-ar': `<div data-spaces-calendar="${HOST}" data-limit="3" data-lang="ar"></div>
<script src="${E2E_BASE_URL}/embed.js" async></script>`,
  // A site that allows no third-party script of ours applies the height message itself.
  '/iframe': `<iframe id="bare" title="Upcoming Spaces" src="${E2E_BASE_URL}/embed/hosts/${HOST}?limit=3#bare"
  sandbox="allow-scripts allow-popups" width="100%" height="150"></iframe>
<script>var f=document.getElementById('bare');addEventListener('message',function(e){
if(e.source===f.contentWindow&&e.data&&e.data.type==='spaces-calendar:height'){f.height=String(e.data.height)}})</script>`,
  '/site': `<iframe id="site" title="The site" src="${E2E_BASE_URL}/" width="600" height="400"></iframe>`,
}

let other: Server
let otherOrigin: string

test.beforeAll(async () => {
  other = createServer((req, res) => {
    const body = PAGES[req.url ?? '']
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
    res.end(
      `<!doctype html><html lang="en"><head><title>Another site</title></head><body><h1>Another site</h1>${body ?? ''}</body></html>`,
    )
  })
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`
})
test.afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())))

/** The frame is as tall as the page inside it (within a pixel), once the page has said its height. */
async function expectSizedToContent(frame: Locator, inside: FrameLocator) {
  await expect
    .poll(async () => {
      // The frame's own box, inside any border the host page gives it.
      const inner = await frame.evaluate((el) => el.clientHeight)
      const content = await inside
        .locator('html')
        .evaluate((el) => Math.ceil(el.getBoundingClientRect().height))
      return Math.abs(inner - content)
    })
    .toBeLessThanOrEqual(1)
}

/** Each time in the browser's zone, as the browser itself writes it, and the zone named. */
async function expectViewerZone(page: Page, inside: FrameLocator, zone: string) {
  await expect(inside.getByText(`Times in your time zone (${zone.replace(/_/g, ' ')}).`)).toBeVisible()
  const times = inside.locator('time')
  await expect(times).toHaveCount(3)
  for (const time of await times.all()) {
    const iso = (await time.getAttribute('datetime')) as string
    const clock = await page.evaluate(
      ([at, options]) => new Intl.DateTimeFormat('en-US', options).format(new Date(at)),
      [iso, CLOCK_AND_ZONE] as const,
    )
    // The server wrote it in UTC; the page's script rewrote it in the browser's zone, the zone named.
    await expect(time).toHaveText(
      new RegExp(`^[A-Z][a-z]{2}, [A-Z][a-z]{2} \\d{1,2}, ${clock.replace('+', '\\+')}$`),
    )
    await expect(time).not.toContainText('UTC')
  }
  await expect(times.first()).toHaveText(zone === 'Asia/Tokyo' ? /GMT\+9$/ : /E[SD]T$/)
}

/**
 * A Space's title link opens the Space page in a new tab. From a frame sandboxed without
 * `allow-popups-to-escape-sandbox` the tab is sandboxed too, and Chromium then refuses the site's page
 * (it sends Cross-Origin-Opener-Policy): the tab opens and asks for the page, which is what the host
 * page decided. The snippets we hand out carry that flag, and there the page loads.
 */
async function expectNewTab(page: Page, inside: FrameLocator, { loads }: { loads: boolean }) {
  const spacePage = new RegExp(`^${E2E_BASE_URL}/spaces/\\d+$`)
  const asked = page.context().waitForEvent('request', (request) => spacePage.test(request.url()))
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    inside.getByRole('heading', { level: 2 }).first().getByRole('link').click(),
  ])
  expect((await asked).isNavigationRequest()).toBe(true)
  if (loads) await expect(popup).toHaveURL(spacePage)
  await popup.close()
}

for (const zone of ['America/New_York', 'Asia/Tokyo']) {
  test.describe(`embedded on another site, in ${zone}`, () => {
    test.use({ timezoneId: zone })

    test('with /embed.js: the Spaces in the viewer’s zone, a frame sized to its content, new tabs', async ({
      page,
    }) => {
      await page.goto(`${otherOrigin}/script`)
      const frame = page.locator('iframe')
      await expect(frame).toHaveAttribute('title', `Upcoming Spaces of @${HOST}`)
      const inside = page.frameLocator('iframe')
      await expectViewerZone(page, inside, zone)
      await expectSizedToContent(frame, inside)
      await expectNewTab(page, inside, { loads: true })
    })

    test('with a bare sandboxed iframe: the same, its height from the page’s message', async ({ page }) => {
      await page.goto(`${otherOrigin}/iframe`)
      const frame = page.locator('#bare')
      const inside = page.frameLocator('#bare')
      await expectViewerZone(page, inside, zone)
      await expectSizedToContent(frame, inside)
      await expectNewTab(page, inside, { loads: false })
    })
  })
}

test('a page of the site proper, framed from another origin, is refused', async ({ page }) => {
  const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()))
  await page.goto(`${otherOrigin}/site`)
  expect((await refused).text()).toContain("frame-ancestors 'none'")
  const framed = page.frames().find((frame) => frame !== page.mainFrame())
  expect(framed?.url()).not.toBe(`${E2E_BASE_URL}/`)
  await expect(page.frameLocator('#site').getByRole('link', { name: 'Spaces Calendar' })).toHaveCount(0)
})

test('the embed page passes axe, light and dark', async ({ page }) => {
  for (const theme of ['light', 'dark']) {
    await page.goto(`/embed/hosts/${HOST}?theme=${theme}&limit=5`)
    await expect(page.locator('li').first()).toBeVisible()
    await animationsSettled(page)
    const result = await axe(page).withTags(FULL_AUDIT_TAGS).analyze()
    expect(result.violations.map((v) => `${theme}: ${v.id} ${v.help}`)).toEqual([])
  }
})

test.describe('in the embed’s own language', () => {
  test.use({ timezoneId: 'Asia/Tokyo' })

  test('embed.js with data-lang: the frame named, and its page written, in that language', async ({
    page,
  }) => {
    await page.goto(`${otherOrigin}/script-ar`)
    await expect(page.locator('iframe')).toHaveAttribute('title', `المساحات القادمة من @${HOST}`)
    const inside = page.frameLocator('iframe')
    await expect(inside.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(inside.getByText('الأوقات حسب منطقتك الزمنية (Asia/Tokyo).')).toBeVisible()
  })

  test('?lang=: the times and the zone sentence in that language, Arabic right to left, axe clean', async ({
    page,
  }) => {
    for (const [lang, sentence] of [
      ['es', 'Horas en tu zona horaria (Asia/Tokyo).'],
      ['ar', 'الأوقات حسب منطقتك الزمنية (Asia/Tokyo).'],
    ] as const) {
      await page.goto(`/embed/hosts/${HOST}?limit=3&lang=${lang}`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
      await expect(page.getByText(sentence)).toBeVisible()
      const time = page.locator('time').first()
      const iso = (await time.getAttribute('datetime')) as string
      const expected = await page.evaluate(
        ([at, options, locale]) => new Intl.DateTimeFormat(locale, options).format(new Date(at)),
        [iso, { ...FULL_FORMAT, timeZone: 'Asia/Tokyo' }, lang] as const,
      )
      await expect(time).toHaveText(expected)
      await animationsSettled(page)
      const result = await axe(page).withTags(FULL_AUDIT_TAGS).analyze()
      expect(result.violations.map((v) => `${lang}: ${v.id} ${v.help}`)).toEqual([])
    }
  })
})

test('oEmbed discovery from a profile page leads to a valid oEmbed answer', async ({ request }) => {
  const html = await (await request.get(`/profile/${HOST}`)).text()
  const link = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html)
  expect(link).not.toBeNull()
  const res = await request.get((link?.[1] ?? '').replace(/&#38;/g, '&'))
  expect(res.status()).toBe(200)
  const answer = await res.json()
  expect(answer).toMatchObject({ version: '1.0', type: 'rich', provider_name: 'Spaces Calendar' })
  for (const key of ['width', 'height', 'thumbnail_width', 'thumbnail_height']) {
    expect(Number.isInteger(answer[key]), key).toBe(true)
  }
  expect(answer.html).toMatch(new RegExp(`^<iframe src="${E2E_BASE_URL}/embed/hosts/${HOST}\\?`))
  expect((await request.get(answer.thumbnail_url)).headers()['content-type']).toBe('image/png')
})

test('the Embed panel: pick, preview, copy, at 1280 and 390 px', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL })
  await login(page, HOST, '/dashboard')
  const section = page.getByRole('region', { name: 'Embed your schedule' })
  await expect(section.getByText(/embed views/i)).toBeVisible()
  await section.getByLabel('Spaces shown').selectOption('3')
  await section.getByLabel('Theme').selectOption('dark')
  const preview = section.frameLocator('iframe')
  await expect(preview.locator('li')).toHaveCount(3)
  await expect(preview.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(section.getByLabel('Script snippet')).toHaveValue(/data-limit="3" data-theme="dark"/)
  await section.getByRole('button', { name: 'Copy script snippet' }).click()
  await expect(section.getByRole('button', { name: 'Copied script snippet' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('/embed.js')
  // A language picked for the schedule goes into both snippets and the preview.
  await section.getByLabel('Language of the schedule').selectOption('ja')
  await expect(section.getByLabel('Script snippet')).toHaveValue(/data-theme="dark" data-lang="ja"/)
  await expect(section.getByLabel('Iframe snippet')).toHaveValue(/lang=ja/)
  await expect(preview.locator('html')).toHaveAttribute('lang', 'ja')
  await section.getByLabel('Language of the schedule').selectOption('')
  await expect(section.getByLabel('Script snippet')).not.toHaveValue(/data-lang/)
  // The viewport, not the element: Chromium draws a frame scrolled into an element shot blank.
  await section.locator('iframe').evaluate((frame) => frame.scrollIntoView({ block: 'center' }))
  await page.screenshot({ path: 'test-results/embed/embed-panel-1280.png' })
  await page.setViewportSize({ width: 390, height: 844 })
  await section.locator('iframe').evaluate((frame) => frame.scrollIntoView({ block: 'start' }))
  await page.screenshot({ path: 'test-results/embed/embed-panel-390.png' })

  await page.goto(`/profile/${HOST}`)
  await page.getByRole('button', { name: 'Embed this schedule on your site' }).click()
  const dialog = page.getByRole('dialog', { name: 'Embed this schedule' })
  await expect(dialog.getByLabel('Iframe snippet')).toHaveValue(/sandbox="allow-scripts allow-popups/)
  await page.screenshot({ path: 'test-results/embed/embed-dialog-390.png' })
})

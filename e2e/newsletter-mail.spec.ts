import { E2E_ADMIN } from './env'
import { expect, login, test } from './fixtures'
import { csrfToken } from './helpers/api'
import { waitForMail } from './helpers/mailbox'

/**
 * The newsletter's mails as Chromium renders them, from the .eml files the real SMTP
 * server received: the confirmation and a campaign (a heading, three paragraphs, a link, a 600 px
 * image) fit a 375 px phone and a 600 px reading pane without scrolling sideways.
 */
const CAMPAIGN = [
  '<h1>The week on Spaces</h1>',
  '<p>Three conversations are coming up this week, from city budgets to a reading of new poems.</p>',
  '<p>On Tuesday the finance committee explains where next year’s money goes, with time for questions.</p>',
  '<p>See <a href="https://example.org/schedule/with/a/rather/long/address/that/does/not/break/easily">the full schedule</a> for times in your zone.</p>',
  '<p><img src="https://example.org/studio.png" width="600" height="300" alt="The studio before a live Space"></p>',
].join('')
/** A 2×1 grey PNG: the image's width and height attributes make it 600×300, its shape 2:1. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAC0lEQVR4nGNoAAMACocDAcTGH2YAAAAASUVORK5CYII=',
  'base64',
)
const pathOf = (url: string) => new URL(url).pathname

test('the confirmation and a campaign fit a 375 px phone and a 600 px pane', async ({ page }) => {
  test.setTimeout(60_000)
  const email = `mail.render.${Date.now()}@example.test`
  const subject = `Render check ${Date.now()}`
  await login(page, E2E_ADMIN)
  const headers = { 'X-CSRF-Token': await csrfToken(page) }

  expect((await page.request.post('/api/newsletter/subscribe', { headers, data: { email } })).status()).toBe(
    200,
  )
  const confirmation = await waitForMail(email, /^Confirm your Spaces Calendar newsletter subscription$/)
  const confirmUrl = /Confirm my subscription: (\S+)/.exec(confirmation.text ?? '')?.[1] as string
  expect((await page.request.post(pathOf(confirmUrl))).status()).toBe(200)

  const created = await page.request.post('/api/newsletter/campaigns', {
    headers,
    data: { subject, content: CAMPAIGN },
  })
  expect(created.status()).toBe(201)
  const { campaign } = (await created.json()) as { campaign: { id: number } }
  const sent = await page.request.post(`/api/newsletter/campaigns/${campaign.id}/test`, { headers })
  expect(sent.status()).toBe(200)
  const mail = await waitForMail(email, new RegExp(`^\\[Test\\] ${subject}$`))

  // A mail client loads the image from its host; a stand-in answers here, so the layout is real.
  await page.route('https://example.org/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: PNG }),
  )
  for (const [name, html] of [
    ['the confirmation', confirmation.html],
    ['the campaign', mail.html],
  ] as const) {
    for (const width of [375, 600]) {
      await page.setViewportSize({ width, height: 800 })
      await page.setContent(html ?? '', { waitUntil: 'load' })
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(scrollWidth, `${name} at ${width} px`).toBeLessThanOrEqual(width)
    }
  }
  // The image scaled down with the column rather than being cut off.
  const image = await page.getByRole('img', { name: 'The studio before a live Space' }).boundingBox()
  expect(image?.width).toBeGreaterThan(300)
  await page.setViewportSize({ width: 375, height: 800 })
  const narrow = await page.getByRole('img', { name: 'The studio before a live Space' }).boundingBox()
  expect(narrow?.width).toBeLessThan(375)
  expect(narrow?.height).toBeCloseTo(((narrow?.width ?? 0) * 300) / 600, 0)

  // Leaves the admin unsubscribed, as the demo data has it.
  expect((await page.request.post('/api/newsletter/unsubscribe', { headers })).status()).toBe(200)
})

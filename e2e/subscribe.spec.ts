import type { Page } from '@playwright/test'
import { E2E_BASE_URL } from './env'
import { expect, test } from './fixtures'

/**
 * 'Subscribe' on the home page (for the host filter) and on a profile offers the calendar
 * feed to Apple Calendar/Outlook (webcal://), to Google Calendar (add by URL) and to the clipboard.
 */
const HOST = 'civicsquare_nyc'
const origin = new URL(E2E_BASE_URL)
const webcal = (path: string) => `webcal://${origin.host}${path}`
const google = (path: string) =>
  `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal(path))}`

// The newsletter widget has a Subscribe button too; this one names the calendar for screen readers.
const subscribeButton = (page: Page) => page.getByRole('button', { name: 'Subscribe to the calendar' })
const appleChoice = (page: Page) => page.getByRole('link', { name: 'Apple Calendar or Outlook' })
const googleChoice = (page: Page) => page.getByRole('link', { name: /^Google Calendar/ })
const copyChoice = (page: Page) => page.getByRole('button', { name: 'Copy link' })

async function expectChoices(page: Page, feedPath: string): Promise<void> {
  await expect(appleChoice(page)).toHaveAttribute('href', webcal(feedPath))
  await expect(googleChoice(page)).toHaveAttribute('href', google(feedPath))
  await expect(googleChoice(page)).toHaveAttribute('target', '_blank')
  await expect(copyChoice(page)).toBeVisible()
  // The address the choices name is a calendar the server really answers.
  const feed = await page.request.get(feedPath)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(await feed.text()).toContain('BEGIN:VCALENDAR')
}

test.describe('Subscribe', () => {
  test('on the home page follows the host filter', async ({ page }) => {
    await page.goto('/')
    await expect(subscribeButton(page)).toBeVisible()
    await subscribeButton(page).click()
    await expect(page.getByText('Every host’s Spaces, in your calendar app.')).toBeVisible()
    await expectChoices(page, '/feeds/spaces.ics')
    await page.keyboard.press('Escape')

    await page.getByRole('button', { name: /^Hosts:/ }).click()
    await page.getByRole('checkbox', { name: new RegExp(`@${HOST}\\b`) }).check()
    await page.keyboard.press('Escape')
    await subscribeButton(page).click()
    await expect(page.getByText(`Spaces of @${HOST}, in your calendar app.`)).toBeVisible()
    await expectChoices(page, `/feeds/spaces.ics?hosts=${HOST}`)
  })

  test('the menu’s code is no part of the first load: it comes on the first hover', async ({ page }) => {
    const menuCode: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/subscribe-choices-/.test(request.url())) menuCode.push(request.url())
    })
    await page.goto('/', { waitUntil: 'networkidle' })
    await expect(subscribeButton(page)).toBeVisible()
    expect(menuCode).toEqual([])
    const loaded = page.waitForRequest(/\/assets\/subscribe-choices-.*\.js$/)
    await subscribeButton(page).hover()
    await loaded
    await subscribeButton(page).click()
    await expect(appleChoice(page)).toBeVisible()
  })

  test('on a profile offers that host’s calendar', async ({ page }) => {
    await page.goto(`/profile/${HOST}`)
    await subscribeButton(page).click()
    await expectChoices(page, `/feeds/hosts/${HOST}.ics`)
  })

  test('Copy link puts the feed on the clipboard and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL })
    await page.goto(`/profile/${HOST}`)
    await subscribeButton(page).click()
    await copyChoice(page).click()
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toBe(`${E2E_BASE_URL}/feeds/hosts/${HOST}.ics`)
  })

  test('works by keyboard: Enter opens on the first choice, arrows move, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/')
    await subscribeButton(page).focus()
    await page.keyboard.press('Enter')
    await expect(appleChoice(page)).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(googleChoice(page)).toBeFocused()
    await page.keyboard.press('End')
    await expect(copyChoice(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(appleChoice(page)).toBeHidden()
    await expect(subscribeButton(page)).toBeFocused()
    await expect(subscribeButton(page)).toHaveAttribute('aria-expanded', 'false')
  })

  for (const width of [1280, 390]) {
    test(`fits the page at ${width} px, open, on home and on a profile`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 800 })
      for (const [name, path] of [
        ['home', '/'],
        ['profile', `/profile/${HOST}`],
      ] as const) {
        await page.goto(path)
        await subscribeButton(page).click()
        await expect(copyChoice(page)).toBeVisible()
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0)
        const panel = await appleChoice(page)
          .locator('xpath=ancestor::div[contains(@class,"dropdown__panel")]')
          .boundingBox()
        expect(panel && panel.x >= 0 && panel.x + panel.width <= width).toBe(true)
        await page.screenshot({
          path: testInfo.outputPath(`subscribe-${name}-${width}.png`),
          fullPage: false,
        })
      }
    })
  }
})

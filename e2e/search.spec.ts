import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { animationsSettled } from './helpers/animations'
import { axe, FULL_AUDIT_TAGS } from './helpers/axe'

/**
 * Search from the header and its results page, and the home page's agenda view with a shared
 * `?hosts=` URL, at 1280 and 390 px, with axe finding nothing critical or serious.
 */
const WIDTHS = [1280, 390] as const

async function axeBlocking(page: Page): Promise<string[]> {
  await animationsSettled(page)
  const result = await axe(page).withTags(FULL_AUDIT_TAGS).analyze()
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
    })

    test('search from the header with the / key, then open a result', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { name: 'Spaces', level: 1 })).toBeVisible()
      await page.locator('body').press('/')
      const box = page.getByRole('searchbox', { name: 'Search' })
      await expect(box).toBeFocused()
      await box.fill('participatory budgeting')
      await box.press('Enter')
      await expect(page).toHaveURL(
        /\/search\?q=participatory\+budgeting|\/search\?q=participatory%20budgeting/,
      )
      await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible()
      const spaces = page.getByRole('region', { name: /^Spaces/ })
      await expect(spaces).toBeVisible()
      await expect(page.getByRole('region', { name: /^Reading/ })).toBeVisible()
      await expect(page.getByText(/^Times in /)).toBeVisible()
      expect(await axeBlocking(page)).toEqual([])

      // Arrow keys go from result to result; Enter opens the Space's own page.
      const results = page.locator('a[data-result]')
      const first = spaces.getByRole('link').first()
      const title = (await first.textContent()) ?? ''
      await first.focus()
      await page.keyboard.press('ArrowDown')
      await expect(results.nth(1)).toBeFocused()
      await page.keyboard.press('ArrowUp')
      await expect(first).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/spaces\/\d+$/)
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
      await page.goBack()
      await expect(page).toHaveURL(/\/search\?q=/)
      await expect(page.getByRole('searchbox', { name: 'Search for' })).toHaveValue('participatory budgeting')
    })

    test('says when nothing is found, and the / key leaves fields alone', async ({ page }) => {
      await page.goto('/search?q=zqxjvw')
      await expect(page.getByText('No results for “zqxjvw”.')).toBeVisible()
      const field = page.getByRole('searchbox', { name: 'Search for' })
      await field.fill('a/b')
      await expect(field).toHaveValue('a/b')
      await expect(field).toBeFocused()
      expect(await axeBlocking(page)).toEqual([])
    })

    test('the agenda view, a shared ?hosts= URL, and the back button', async ({ page }) => {
      await page.goto('/?view=agenda&hosts=civicsquare_nyc')
      const agenda = page.getByRole('region', { name: 'Agenda' })
      await expect(agenda).toBeVisible()
      await expect(agenda.getByText(/^Times in /)).toBeVisible()
      await expect(page.getByRole('button', { name: 'Agenda' })).toHaveAttribute('aria-pressed', 'true')
      const cards = agenda.locator('article.space-card')
      await expect(cards.first()).toBeVisible()
      // Only the shared host's Spaces, in start order, under day headings.
      await expect(agenda.getByText('Council Week Ahead').first()).toBeVisible()
      await expect(agenda.getByText(/rent/i)).toHaveCount(0)
      await expect(agenda.getByRole('heading', { level: 3 }).first()).toBeVisible()
      expect(await axeBlocking(page)).toEqual([])

      const more = page.getByRole('button', { name: 'Show the next two weeks' })
      const before = await cards.count()
      await more.click()
      await expect.poll(() => cards.count()).toBeGreaterThan(before)

      await page.getByRole('button', { name: 'Calendar', exact: true }).click()
      await expect(page).toHaveURL(/\/\?hosts=civicsquare_nyc$/)
      await expect(page.getByRole('grid')).toBeVisible()
      await page.goBack()
      await expect(page).toHaveURL(/view=agenda/)
      await expect(page.getByRole('region', { name: 'Agenda' })).toBeVisible()
    })
  })
}

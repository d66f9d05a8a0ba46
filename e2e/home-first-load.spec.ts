import type { Page } from '@playwright/test'
import { expect, login, test } from './fixtures'
import { dayList } from './helpers/calendar'

/**
 * The home page drew the Newsletter card under "Loading Spaces...", then the
 * calendar pushed it down (CLS 0.795). Once something is drawn it stays where it is.
 */
type Shift = { value: number; sources: string[] }

/** Every layout shift the page has had so far that no input caused (the browser's own record). */
async function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        type Entry = PerformanceEntry & {
          value: number
          hadRecentInput: boolean
          sources?: { node?: Node | null }[]
        }
        const describe = (node: Node | null | undefined) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node)
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as Entry[]
          resolve(
            entries
              .filter((entry) => !entry.hadRecentInput)
              .map((entry) => ({
                value: entry.value,
                sources: (entry.sources ?? []).map((s) => describe(s.node)),
              })),
          )
        }).observe({ type: 'layout-shift', buffered: true })
        // No shift at all: the observer is never called.
        setTimeout(() => resolve([]), 500)
      }),
  )
}

async function loadHomeAndSettle(page: Page): Promise<void> {
  await page.goto('/')
  await expect(dayList(page).getByRole('status').first()).toHaveText(/space\(s\) for/)
  await expect(page.getByRole('region', { name: 'Newsletter' })).toBeVisible()
  await page.waitForLoadState('networkidle')
}

for (const width of [390, 1280]) {
  test(`home at ${width} px: nothing moves once drawn (visitor)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 640 ? 844 : 800 })
    await loadHomeAndSettle(page)
    const shifts = await layoutShifts(page)
    expect(shifts, JSON.stringify(shifts, null, 1)).toEqual([])
  })
}

test('home at 1280 px: nothing moves once drawn (logged in)', async ({ page }) => {
  await login(page, 'civicsquare_nyc')
  await loadHomeAndSettle(page)
  await expect(page.getByRole('region', { name: 'Newsletter' }).getByRole('button').first()).toBeVisible()
  const shifts = await layoutShifts(page)
  expect(shifts, JSON.stringify(shifts, null, 1)).toEqual([])
})

import { spawnSync } from 'node:child_process'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { E2E_ADMIN, E2E_BASE_URL, E2E_DATA_DIR } from './env'
import { expect, login, test } from './fixtures'
import { axe } from './helpers/axe'

/**
 * The Health screen (/admin/health), at 1280 and 390 px: an admin opens it from the menu and reads,
 * in plain words, the mail (flowing or held, with the way to release it), the outgoing queues, the X
 * import, the jobs and the instance, every time with its zone; it works by keyboard, fits the width
 * and axe finds nothing grave. A host is sent home. A failed load says so and can be tried again.
 */
const root = path.resolve(import.meta.dirname, '..')

/** `npm run admin -- mail …` against this worker's server, as newsletter-mail-hold.spec.ts does. */
function mailCommand(...args: string[]): void {
  const result = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/cli.js'), 'mail', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: E2E_DATA_DIR, BASE_URL: E2E_BASE_URL },
    encoding: 'utf8',
  })
  expect(result.status, result.stderr).toBe(0)
}

async function expectFitsAndAccessible(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  const result = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
  const grave = result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')
  expect(grave.map((v) => `${v.id}: ${v.help}`)).toEqual([])
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

for (const width of [1280, 390]) {
  test(`an admin reads the site's health in plain words at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    await login(page, E2E_ADMIN)
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Health' }).click()
    await expect(page).toHaveURL(/\/admin\/health$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Health' })).toBeVisible()

    await expect(section(page, 'Mail')).toContainText('Flowing')
    await expect(section(page, 'Outgoing queues')).toContainText('Newsletter mail')
    await expect(section(page, 'Outgoing queues')).toContainText('Reminders and alerts')
    await expect(section(page, 'Import from X')).toContainText('Runs only when an admin presses Sync now')
    const jobs = section(page, 'Jobs on this instance')
    await expect(jobs.getByRole('heading', { name: 'Mark Spaces ended' })).toBeVisible()
    await expect(jobs.getByRole('heading', { name: 'Send the newsletter' })).toBeVisible()
    // The start-up round ran every job: each says when, with the viewer's zone (the browser's UTC).
    await expect(jobs.getByText(/Done at .* UTC/).first()).toBeVisible()
    await expect(section(page, 'This instance')).toContainText('0.1.0')
    await expect(section(page, 'This instance')).toContainText('SQLite')
    await expect(page.getByText(/^As of .* UTC$/)).toBeVisible()

    // By keyboard: Refresh is reachable and works.
    const refresh = page.getByRole('button', { name: 'Refresh' })
    await refresh.focus()
    await expect(refresh).toBeFocused()
    const reread = page.waitForResponse((res) => res.url().endsWith('/api/admin/health'))
    await page.keyboard.press('Enter')
    expect((await reread).status()).toBe(200)

    await expectFitsAndAccessible(page, width)
    await page.screenshot({ path: testInfo.outputPath(`health-${width}.png`), fullPage: true })

    // Held from the command line: the screen says so, why, and where to release it.
    mailCommand('hold', 'Held while the Health screen is looked at.')
    try {
      await refresh.click()
      await expect(page.getByText('Needs attention')).toBeVisible()
      await expect(section(page, 'Mail')).toContainText('Held while the Health screen is looked at.')
      await expect(section(page, 'Mail').getByText(/^Held since .* UTC$/)).toBeVisible()
      await expectFitsAndAccessible(page, width)
      await page.screenshot({ path: testInfo.outputPath(`health-held-${width}.png`), fullPage: true })
      await section(page, 'Mail').getByRole('link', { name: 'Release mail on the Newsletter page' }).click()
      await expect(page).toHaveURL(/\/admin\/newsletter$/)
      await expect(page.getByRole('button', { name: 'Release mail' })).toBeVisible()
    } finally {
      mailCommand('release')
    }
  })
}

test('a host is sent home from the Health screen', async ({ page }) => {
  await login(page, 'civicsquare_nyc', '/admin/health')
  await expect(page).toHaveURL(/\/$/)
})

test('a failed load says so, and Try again loads the facts', async ({ page }) => {
  await login(page, E2E_ADMIN)
  await page.route('**/api/admin/health', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Briefly unavailable."}' }),
  )
  await page.goto('/admin/health')
  await expect(page.getByRole('alert')).toContainText("The site's health could not be loaded.")
  await page.unroute('**/api/admin/health')
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('region', { name: 'Mail' })).toBeVisible()
})

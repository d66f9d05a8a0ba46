import type { APIRequestContext } from '@playwright/test'
import { E2E_ADMIN } from './env'
import { expect, login, test } from './fixtures'
import { type SandboxSpace, sandboxControl, syncNow } from './helpers/x-sandbox'

/**
 * Spaces imported from X. The test drives the sandbox's X side through its control API
 * (as a person would on /x-sandbox/control) and the import through Manage Hosts' Sync now.
 */

const HOST = 'civicsquare_nyc'
const TITLE = 'E2E: live from the sandbox'

/** Ends every Space live on the sandbox's X, so the strip can be seen to go. */
async function endEverythingLive(request: APIRequestContext) {
  const state = (await (await request.get('/x-sandbox/control/state')).json()) as { data: SandboxSpace[] }
  for (const space of state.data.filter((s) => s.state === 'live'))
    await sandboxControl(request, `/spaces/${space.id}/end`)
}

test.describe('the X import', () => {
  test('a Space going live on X shows LIVE and Live now after a sync, and both go when it ends', async ({
    page,
  }) => {
    await login(page, E2E_ADMIN)
    await endEverythingLive(page.request)
    const space = await sandboxControl(page.request, '/spaces', {
      username: HOST,
      title: TITLE,
      starts_in_minutes: 0,
    })
    await sandboxControl(page.request, `/spaces/${space.id}/start`, { listeners: 77 })

    const panel = await syncNow(page)
    await expect(
      panel.getByText(/^created \d+, updated \d+, ended \d+, canceled \d+, skipped \d+/),
    ).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('admin-x-sync-1280.png'), fullPage: true })

    await page.goto('/')
    const strip = page.getByRole('region', { name: 'Live now' })
    await expect(strip).toBeVisible()
    await expect(strip.getByText(TITLE)).toBeVisible()
    await expect(strip.getByText('77 listening')).toBeVisible()
    await expect(strip.getByRole('link', { name: /Join live on X/ })).toHaveAttribute(
      'href',
      `https://x.com/i/spaces/${space.id}`,
    )
    const card = page.getByRole('article', { name: TITLE })
    await expect(card.getByText('LIVE · 77 listening', { exact: true })).toBeVisible()
    await expect(card.getByRole('link', { name: /Join live on X/ })).toBeVisible()
    // The strip puts live Spaces first; the day's list keeps time order (screens-third-pass.spec.ts).
    await page.screenshot({ path: test.info().outputPath('home-live-1280.png'), fullPage: true })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: test.info().outputPath('home-live-390.png'), fullPage: true })
    await page.setViewportSize({ width: 1280, height: 800 })

    await sandboxControl(page.request, `/spaces/${space.id}/end`)
    await syncNow(page)
    await page.goto('/')
    await expect(page.getByRole('article', { name: TITLE })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Live now' })).toHaveCount(0)
    await expect(page.getByRole('article', { name: TITLE }).getByText(/^LIVE/)).toHaveCount(0)
    await expect(
      page.getByRole('article', { name: TITLE }).getByText('Recorded', { exact: true }),
    ).toBeVisible()
  })

  test('a Space canceled on X reads Canceled, struck through, with no join button', async ({ page }) => {
    await login(page, E2E_ADMIN)
    const title = 'E2E: canceled on X'
    const space = await sandboxControl(page.request, '/spaces', {
      username: HOST,
      title,
      starts_in_minutes: 90,
    })
    await syncNow(page)
    await sandboxControl(page.request, `/spaces/${space.id}/cancel`)
    await syncNow(page)

    await page.goto(`/profile/${HOST}`)
    const card = page.getByRole('article', { name: title })
    await expect(card.getByText('Canceled', { exact: true })).toBeVisible()
    await expect(card.getByRole('heading', { name: title })).toHaveCSS('text-decoration-line', 'line-through')
    // No join or calendar link: only the title, to the Space's own page.
    await expect(card.getByRole('link')).toHaveText([title])
    await page.setViewportSize({ width: 390, height: 844 })
    await card.screenshot({ path: test.info().outputPath('canceled-card-390.png') })
  })

  test('a host turns "Import my Spaces from X" off and on from the dashboard', async ({ page }) => {
    await login(page, HOST, '/dashboard')
    const toggle = page.getByRole('checkbox', { name: 'Import my Spaces from X' })
    await expect(toggle).toBeChecked()
    await toggle.click()
    await expect(toggle).not.toBeChecked()
    await page.reload()
    await expect(page.getByRole('checkbox', { name: 'Import my Spaces from X' })).not.toBeChecked()
    await page.screenshot({ path: test.info().outputPath('dashboard-import-off-1280.png'), fullPage: true })
    await page.getByRole('checkbox', { name: 'Import my Spaces from X' }).click()
    await expect(page.getByRole('checkbox', { name: 'Import my Spaces from X' })).toBeChecked()
  })
})

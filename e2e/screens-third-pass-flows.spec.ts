import type { Page } from '@playwright/test'
import { E2E_ADMIN, E2E_BASE_URL } from './env'
import { expect, login, test } from './fixtures'
import { csrfToken } from './helpers/api'

/**
 * The third pass over the screens, continued: the notification settings' defaults, Est. read
 * minutes, Chromium's origin-keying warning after login, and coming back to a login-only page after
 * logging in, each at 1280 and 390 px.
 */

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
const VIEWPORTS = [DESKTOP, PHONE]
const PREFIX = 'Third pass e2e:'

/** A handle no one has used yet (X allows 15 characters). */
const freshHandle = (tag: string) => `${tag}${Date.now().toString(36)}`.slice(0, 15)

/** From the page shown, Menu → Login → the sandbox's authorize page → `username` (a demo account's button). */
async function logInFromHere(page: Page, username: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/x-sandbox\/i\/oauth2\/authorize/)
  await page.getByRole('button', { name: new RegExp(`@${username}\\b`) }).click()
}

/** Logs in as a new person, through the sandbox's "any handle" field. */
async function logInAsNewPerson(page: Page, handle: string): Promise<void> {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click()
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login' }).click()
  await page.getByLabel('Or log in as any handle').fill(handle)
  await page.getByRole('button', { name: 'Authorize app' }).click()
  await expect(page.getByText('Login successful!')).toBeVisible()
}

test.describe('notification settings of someone new (item 12)', () => {
  test.use({ timezoneId: 'Asia/Tokyo' })

  for (const viewport of VIEWPORTS) {
    test(`alerts in the browser's zone, no mail ticked without an address, the newsletter address offered, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await logInAsNewPerson(page, freshHandle('nz'))
      await page.goto('/dashboard/notifications')

      // The zone: the browser's, shown at once and saved, with nothing to switch to.
      await expect(page.getByText('Weekly, on Mondays at 08:00 (Asia/Tokyo)')).toBeVisible()
      await expect(page.getByText(/^Times in your alerts are shown in Asia\/Tokyo\./)).toBeVisible()
      await expect(page.getByRole('button', { name: /^Use .* instead$/ })).toHaveCount(0)
      await expect
        .poll(
          async () =>
            ((await (await page.request.get('/api/notifications/settings')).json()) as { timezone: string })
              .timezone,
        )
        .toBe('Asia/Tokyo')
      await expect(page.getByText(/\(UTC\)/)).toHaveCount(0)

      // No address: mail is not ticked, and cannot be.
      const byMail = page.getByRole('checkbox', { name: /^Send my alerts by email/ })
      await expect(byMail).not.toBeChecked()
      await expect(byMail).toBeDisabled()
      await expect(page.getByText('Add an address first.')).toBeVisible()
      await page.screenshot({
        path: test.info().outputPath(`notifications-new-${viewport.width}.png`),
        fullPage: true,
      })

      // An address given to the newsletter is offered in one click.
      const address = `${freshHandle('nl')}@example.org`
      const subscribed = await page.request.post('/api/newsletter/subscribe', {
        headers: { 'X-CSRF-Token': await csrfToken(page) },
        data: { email: address },
      })
      expect(subscribed.ok()).toBe(true)
      await page.reload()
      const offer = page.getByRole('button', { name: `Use my newsletter address (${address})` })
      await expect(offer).toBeVisible()
      await page.screenshot({
        path: test.info().outputPath(`notifications-offer-${viewport.width}.png`),
        fullPage: true,
      })
      await offer.click()
      await expect(page.getByText(`We sent a confirmation link to ${address}`).first()).toBeVisible()
      await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(address)
      await expect(offer).toHaveCount(0)
      await expect(byMail).toBeEnabled()
      await expect(byMail).toBeChecked()
      // Reloaded, the zone stays the one saved.
      await page.reload()
      await expect(page.getByText('Weekly, on Mondays at 08:00 (Asia/Tokyo)')).toBeVisible()
    })
  }
})

test.describe('Est. read minutes (item 13)', () => {
  const HOST = 'policy_bytes'

  test.afterEach(async ({ page }) => {
    const { data } = (await (await page.request.get(`/api/reading/host/${HOST}`)).json()) as {
      data: { id: number; title: string }[]
    }
    for (const item of data.filter((i) => i.title.startsWith(PREFIX))) {
      await page.request.delete(`/api/reading/${item.id}`, {
        headers: { 'X-CSRF-Token': await csrfToken(page) },
      })
    }
  })

  for (const viewport of VIEWPORTS) {
    test(`takes 1.5 (kept as 2 minutes) and words each refusal truthfully at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await login(page, HOST, '/dashboard/reading')
      const form = page.getByRole('region', { name: 'Add a Recommendation' })
      const title = `${PREFIX} a short read at ${viewport.width}`
      await form
        .getByRole('textbox', { name: /^URL/ })
        .fill(`https://example.org/short-read-${viewport.width}`)
      await form.getByRole('textbox', { name: /^Title/ }).fill(title)
      const minutes = form.getByRole('textbox', { name: /^Est\. read minutes/ })
      const submit = form.getByRole('button', { name: 'Add Item' })
      for (const [typed, message] of [
        ['0', 'Must be a positive number'],
        ['-4', 'Must be a positive number'],
        ['0.5', 'Must be at least 1'],
        ['abc', 'Must be a number'],
      ] as const) {
        await minutes.fill(typed)
        await minutes.press('Tab')
        await expect(form.getByText(message)).toBeVisible()
        await expect(submit).toBeDisabled()
      }
      await minutes.fill('1.5')
      await minutes.press('Tab')
      await expect(form.getByText(/^Must be/)).toHaveCount(0)
      await expect(form.getByText('Optional, at least 1, rounded to whole minutes')).toBeVisible()
      await page.screenshot({ path: test.info().outputPath(`reading-minutes-${viewport.width}.png`) })
      await submit.click()
      const row = page
        .getByRole('region', { name: /^Your Reading List/ })
        .getByRole('article', { name: title })
      await expect(row).toContainText('2 min')
    })
  }
})

test.describe('after login (item 14)', () => {
  for (const viewport of VIEWPORTS) {
    test(`no page logs Chromium's "could not be origin-keyed" warning at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      const warnings: string[] = []
      page.on('console', (message) => {
        if (/origin-keyed/i.test(message.text())) warnings.push(`${page.url()}: ${message.text()}`)
      })
      await login(page, 'civicsquare_nyc')
      // The dashboard previews the embed in the snippet's sandbox.
      await page.goto('/dashboard')
      const preview = page.frameLocator('iframe[title^="Preview:"]')
      await expect(preview.locator('body')).toContainText(/\S/)
      for (const path of ['/', '/reading', '/dashboard/notifications', '/profile/civicsquare_nyc']) {
        await page.goto(path)
        await expect(page.locator('main').first()).toBeVisible()
      }
      await page.goto('/dashboard')
      await expect(preview.locator('body')).toContainText(/\S/)
      // A moment for a late console message of the frame.
      await page.waitForTimeout(500)
      expect(warnings).toEqual([])
    })
  }
})

test.describe('a logged-out visit to a login-only page (item 16)', () => {
  const CASES = [
    { path: '/dashboard/links', account: 'policy_bytes', heading: 'Manage Links', viewport: DESKTOP },
    { path: '/dashboard/reading', account: 'policy_bytes', heading: 'Reading List', viewport: PHONE },
    { path: '/admin/newsletter', account: E2E_ADMIN, heading: 'Newsletter', viewport: DESKTOP },
    { path: '/admin/hosts', account: E2E_ADMIN, heading: 'Manage Hosts', viewport: PHONE },
  ]

  for (const { path, account, heading, viewport } of CASES) {
    test(`${path} says "Log in to continue" and the login comes back to it at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`/\\?next=${encodeURIComponent(path)}$`))
      await expect(page.getByText('Log in to continue')).toBeVisible()
      await page.screenshot({ path: test.info().outputPath(`login-to-continue-${viewport.width}.png`) })
      await logInFromHere(page, account)
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByText('Login successful!')).toBeVisible()
    })
  }

  test('/access/{id} comes back too, at 390 px', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await login(page, 'policy_bytes')
    const id = ((await (await page.request.get('/api/auth/user')).json()) as { user: { id: number } }).user.id
    await page.context().clearCookies()
    await page.goto(`/access/${id}`)
    await expect(page.getByText('Log in to continue')).toBeVisible()
    await logInFromHere(page, 'policy_bytes')
    await expect(page).toHaveURL(new RegExp(`/access/${id}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Access' })).toBeVisible()
  })

  for (const hostile of [
    '//evil.example',
    '//evil.example/dashboard',
    'https://evil.example/',
    '/\\evil.example',
    '/..//evil.example',
  ]) {
    test(`a hostile next (${hostile}) is ignored: the login stays on this site`, async ({ page }) => {
      await page.goto(`/?next=${encodeURIComponent(hostile)}`)
      await expect(page.getByRole('grid')).toBeVisible()
      await expect(page.getByText('Log in to continue')).toHaveCount(0)
      await logInFromHere(page, 'policy_bytes')
      await expect(page.getByText('Login successful!')).toBeVisible()
      await page.waitForTimeout(500)
      const url = new URL(page.url())
      expect(url.origin).toBe(new URL(E2E_BASE_URL).origin)
      expect(url.pathname).toBe('/')
    })
  }
})

import type { Browser, Page } from '@playwright/test'
import { E2E_ADMIN, E2E_BASE_URL } from './env'
import { expect, login, test } from './fixtures'

/** Manage Hosts: adding by handle before a first login, and removing. */

async function openManageHosts(page: Page): Promise<void> {
  await login(page, E2E_ADMIN)
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('link', { name: 'Add/Remove Hosts' }).click()
  await expect(page).toHaveURL(/\/admin\/hosts$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Hosts' })).toBeVisible()
}

/** Logs in on the sandbox's authorize page as a handle typed there (a person X knows, new to us). */
async function firstLoginAs(browser: Browser, handle: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, timezoneId: 'UTC', locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/')
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('button', { name: 'Login' }).click()
  await page.getByLabel('Or log in as any handle').fill(handle)
  await page.getByRole('button', { name: 'Authorize app' }).click()
  await expect(page.getByText('Login successful!')).toBeVisible()
  return page
}

const pendingSection = (page: Page) => page.getByRole('region', { name: /^Pending \(they need to login\)/ })
const hostsSection = (page: Page) => page.getByRole('region', { name: /^Current Hosts/ })

test.describe('Manage Hosts', () => {
  test('an admin adds a host before their first login; they log in as a host; the admin removes them', async ({
    page,
    browser,
  }) => {
    const handle = 'e2e_new_host'
    await openManageHosts(page)
    await expect(pendingSection(page).getByText('No pending preapprovals')).toBeVisible()

    await page.getByRole('textbox', { name: 'Username to add as Host' }).fill(`@${handle}`)
    await page.getByRole('button', { name: 'Add Host' }).click()
    await expect(page.getByText('Host added')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Pending (they need to login) (1)' })).toBeVisible()
    await expect(pendingSection(page).getByText(`@${handle}`)).toBeVisible()
    await expect(pendingSection(page).getByText('X user ID: not known yet')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Username to add as Host' })).toHaveValue('')

    // Their first login makes them a host.
    const person = await firstLoginAs(browser, handle)
    const me = await person.request.get('/api/auth/user')
    expect(((await me.json()) as { user: { role: string } }).user.role).toBe('host')
    await person.getByRole('button', { name: 'Menu' }).click()
    await expect(person.getByRole('link', { name: 'New Space', exact: true })).toBeVisible()
    await person.goto('/dashboard')
    await expect(person.getByRole('tab', { name: /^Upcoming/ })).toBeVisible()
    await expect(person.getByText('Only hosts can schedule Spaces.')).toHaveCount(0)
    await person.context().close()

    await page.reload()
    await expect(pendingSection(page).getByText('No pending preapprovals')).toBeVisible()
    const row = hostsSection(page)
      .getByRole('listitem')
      .filter({ hasText: `@${handle}` })
    await expect(row).toBeVisible()

    const hostCount = await hostsSection(page).getByRole('listitem').count()
    let confirmText = ''
    page.once('dialog', (dialog) => {
      confirmText = dialog.message()
      void dialog.accept()
    })
    await row.getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByText('Host removed')).toBeVisible()
    expect(confirmText).toBe('Remove this host?')
    await expect(row).toHaveCount(0)
    await expect(page.getByRole('heading', { name: `Current Hosts (${hostCount - 1})` })).toBeVisible()
    const after = await page.request.get(`/api/profile/${handle}`)
    expect(((await after.json()) as { role: string }).role).toBe('user')
  })

  test('blank input is ignored, a duplicate shows the server error, and a pending entry is removed', async ({
    page,
  }) => {
    const handle = 'e2e_pending'
    await openManageHosts(page)
    const input = page.getByRole('textbox', { name: 'Username to add as Host' })
    const add = page.getByRole('button', { name: 'Add Host' })

    await input.fill('   ')
    await add.click()
    await expect(page.getByText('Host added')).toHaveCount(0)
    await expect(page.getByRole('alert')).toHaveCount(0)

    // What cannot be an X handle is caught before asking the server.
    await input.fill('@far_too_long_for_x')
    await add.click()
    await expect(page.getByText('An X handle has 1 to 15 letters, digits or underscores')).toBeVisible()
    await expect(input).toHaveAttribute('aria-invalid', 'true')

    await input.fill(handle)
    await add.click()
    await expect(page.getByText('Host added')).toBeVisible()
    await input.fill(`@${handle}`)
    await add.click()
    await expect(page.getByRole('alert')).toHaveText(`@${handle} is already waiting for their first login.`)

    // An existing host cannot be added twice either.
    await input.fill('civicsquare_nyc')
    await add.click()
    await expect(page.getByRole('alert')).toHaveText('@civicsquare_nyc is already a host.')

    const row = pendingSection(page)
      .getByRole('listitem')
      .filter({ hasText: `@${handle}` })
    page.once('dialog', (dialog) => void dialog.dismiss())
    await row.getByRole('button', { name: 'Remove' }).click()
    await expect(row).toBeVisible()

    let confirmText = ''
    page.once('dialog', (dialog) => {
      confirmText = dialog.message()
      void dialog.accept()
    })
    await row.getByRole('button', { name: 'Remove' }).click()
    await expect(page.getByText('Pending entry removed')).toBeVisible()
    expect(confirmText).toBe('Remove this pending preapproval?')
    await expect(pendingSection(page).getByText('No pending preapprovals')).toBeVisible()
  })

  test('a host who is not an admin is sent home', async ({ page }) => {
    await login(page, 'civicsquare_nyc', '/admin/hosts')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { name: 'Manage Hosts' })).toHaveCount(0)
  })
})

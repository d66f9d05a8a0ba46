import { E2E_ADMIN } from './env'
import { expect, loginThroughUi, test } from './fixtures'

const menu = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: 'Menu' })

async function openMenu(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(menu(page)).toBeVisible()
}

async function menuItemNames(page: import('@playwright/test').Page): Promise<string[]> {
  await expect(menu(page).getByRole('link', { name: 'Chat' })).toBeVisible()
  const items = menu(page).locator('.menu-item, button')
  return (await items.allInnerTexts()).map((t) => t.split('\n')[0]?.trim() ?? '').filter(Boolean)
}

test.describe('logging in through X (the sandbox)', () => {
  test('a visitor sees the logged-out menu', async ({ page }) => {
    await page.goto('/')
    await openMenu(page)
    await expect(menu(page).getByRole('button', { name: 'Login' })).toBeVisible()
    for (const name of ['Chat', 'Reading List', 'Glossary']) {
      await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(menu(page).getByRole('button', { name: 'Timezone' })).toBeVisible()
    await expect(menu(page).getByRole('link', { name: 'Profile' })).toHaveCount(0)
    await expect(menu(page).getByRole('button', { name: 'Logout' })).toHaveCount(0)
  })

  test('an ADMIN_USERNAMES handle logs in on the authorize page, sees the admin menu, and logs out', async ({
    page,
  }) => {
    await loginThroughUi(page, E2E_ADMIN)
    // The query is cleared once the message shows.
    await expect(page).toHaveURL(/\/$/)
    await openMenu(page)
    await expect(menu(page).getByText(`@${E2E_ADMIN}`)).toBeVisible()
    for (const name of ['Profile', 'New Space', 'Add/Remove Hosts', 'Newsletter']) {
      await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(menu(page).getByRole('link', { name: 'Reading List manager' })).toHaveAttribute(
      'href',
      '/dashboard/reading',
    )
    await expect(menu(page).getByRole('link', { name: 'Edit glossary' })).toHaveAttribute(
      'href',
      '/admin/glossary',
    )
    expect(await menuItemNames(page)).toEqual(
      expect.arrayContaining(['Timezone', 'Chat', 'Glossary', 'Profile', 'New Space', 'Logout']),
    )
    await expect(menu(page).getByRole('button', { name: 'Login' })).toHaveCount(0)

    await menu(page).getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByText('You have been logged out.')).toBeVisible()
    await openMenu(page)
    await expect(menu(page).getByRole('button', { name: 'Login' })).toBeVisible()
    await expect(menu(page).getByRole('link', { name: 'Profile' })).toHaveCount(0)
  })

  // The other specs log in by request (fixtures.ts); these three are the UI login, one per role.
  test('a host who is not listed in ADMIN_USERNAMES gets no admin items', async ({ page }) => {
    await loginThroughUi(page, 'civicsquare_nyc')
    await openMenu(page)
    await expect(menu(page).getByRole('link', { name: 'Profile', exact: true })).toBeVisible()
    await expect(menu(page).getByRole('link', { name: 'Add/Remove Hosts' })).toHaveCount(0)
    await expect(menu(page).getByRole('link', { name: 'Newsletter' })).toHaveCount(0)
    await expect(menu(page).getByRole('link', { name: 'Health' })).toHaveCount(0)
    await expect(menu(page).getByRole('link', { name: 'Edit glossary' })).toHaveCount(0)
  })

  test('a helper logs in on the authorize page and gets no admin items', async ({ page }) => {
    await loginThroughUi(page, 'sam_helps_civic')
    await openMenu(page)
    await expect(menu(page).getByText('@sam_helps_civic')).toBeVisible()
    await expect(menu(page).getByRole('link', { name: 'Add/Remove Hosts' })).toHaveCount(0)
    await expect(menu(page).getByRole('link', { name: 'Edit glossary' })).toHaveCount(0)
    await expect(menu(page).getByRole('button', { name: 'Logout' })).toBeVisible()
  })

  test('a new handle typed on the authorize page becomes an account', async ({ page }) => {
    await page.goto('/')
    await openMenu(page)
    await menu(page).getByRole('button', { name: 'Login' }).click()
    await page.getByLabel('Or log in as any handle').fill('brand_new_e2e')
    await page.getByRole('button', { name: 'Authorize app' }).click()
    await expect(page.getByText('Login successful!')).toBeVisible()
    await openMenu(page)
    await expect(menu(page).getByText('@brand_new_e2e')).toBeVisible()
  })

  test('cancelling on the authorize page shows the login failure message', async ({ page }) => {
    await page.goto('/')
    await openMenu(page)
    await menu(page).getByRole('button', { name: 'Login' }).click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByText('Login failed. Please try again.')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('the app shell', () => {
  test('the dashboard sends a visitor home, asking them to log in (no login failed)', async ({ page }) => {
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/\?(error=not_authenticated&)?next=%2Fdashboard$/)
    await expect(page.getByText('Log in to open your dashboard.')).toBeVisible()
    await expect(page.getByText('Login failed. Please try again.')).toHaveCount(0)
  })

  test('/chatbot is under construction', async ({ page }) => {
    await page.goto('/chatbot')
    await expect(page.getByText('Chatbot page - Under construction')).toBeVisible()
  })

  test('an unknown page shows a real 404', async ({ page }) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Go to the calendar' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

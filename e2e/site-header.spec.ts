import type { Page } from '@playwright/test'
import { E2E_ADMIN } from './env'
import { expect, login, test } from './fixtures'

/**
 * One site header on every screen, with the brand linking home, the Menu (the
 * role's items, the current page marked), the time zone where times are shown, and who is logged in.
 * Finding 6: the time zone list is a listbox driven by the keyboard.
 */
const HOST = 'civicsquare_nyc'
const PROFILE = `/profile/${HOST}`

const header = (page: Page) => page.getByRole('banner')
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' })
const zoneButton = (page: Page) => header(page).getByRole('button', { name: /^Time zone:/ })
const zoneList = (page: Page) =>
  page.getByRole('dialog', { name: 'Time zone' }).getByRole('listbox', { name: 'Time zones' })
const focusedOption = (page: Page) => zoneList(page).locator('[role="option"]:focus')

async function openMenu(page: Page): Promise<void> {
  await header(page).getByRole('button', { name: 'Menu', exact: true }).click()
  await expect(menu(page)).toBeVisible()
}

async function currentUserId(page: Page): Promise<number> {
  const response = await page.request.get('/api/auth/user')
  return ((await response.json()) as { user: { id: number } }).user.id
}

test.describe('the site header', () => {
  test('a visitor finds the brand, the Menu and, where times are shown, the time zone', async ({ page }) => {
    await page.goto(PROFILE)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Spaces Calendar' })).toHaveAttribute('href', '/')
    await expect(zoneButton(page)).toHaveAccessibleName('Time zone: UTC')
    await expect(header(page).getByText(/Logged in as/)).toHaveCount(0)

    await openMenu(page)
    await expect(menu(page).getByRole('button', { name: 'Timezone', exact: true })).toBeVisible()
    for (const name of ['Chat', 'Reading List', 'Glossary']) {
      await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(menu(page).getByRole('button', { name: 'Login' })).toBeVisible()
    await menu(page).getByRole('link', { name: 'Reading List', exact: true }).click()

    await expect(page).toHaveURL(/\/reading$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Reading' })).toBeVisible()
    // The reading list shows no times: the zone stays in the menu only.
    await expect(zoneButton(page)).toHaveCount(0)
    await openMenu(page)
    await expect(menu(page).getByRole('link', { name: 'Reading List', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(menu(page).getByRole('link', { name: 'Glossary', exact: true })).not.toHaveAttribute(
      'aria-current',
    )
    await page.keyboard.press('Escape')
    await expect(menu(page)).toHaveCount(0)
    await expect(header(page).getByRole('button', { name: 'Menu', exact: true })).toBeFocused()
  })

  test('an admin has the header on every screen, with the admin items and the page marked', async ({
    page,
  }) => {
    // Fourteen screens, each with the menu opened.
    test.setTimeout(90_000)
    await login(page, E2E_ADMIN)
    const id = await currentUserId(page)
    const screens: [path: string, heading: string | RegExp, current: string | null, hasZone: boolean][] = [
      ['/', 'Spaces', null, true],
      [PROFILE, /./, null, true],
      ['/reading', 'Reading', 'Reading List', false],
      ['/glossary', 'Glossary of Terms', 'Glossary', false],
      ['/chatbot', 'Chatbot page - Under construction', 'Chat', false],
      ['/dashboard', 'Dashboard', 'Profile', true],
      ['/dashboard/reading', 'Reading List', 'Reading List manager', false],
      ['/dashboard/new-space', 'New Space', 'New Space', false],
      [`/access/${id}`, 'Manage Access', null, true],
      ['/admin/hosts', 'Manage Hosts', 'Add/Remove Hosts', false],
      ['/admin/newsletter', 'Newsletter', 'Newsletter', true],
      ['/admin/glossary', 'Manage Glossary', 'Edit glossary', false],
      ['/admin/health', 'Health', 'Health', true],
      ['/no-such-page', 'Page not found', null, false],
    ]
    for (const [path, heading, current, hasZone] of screens) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible()
      await expect(header(page).getByRole('link', { name: 'Spaces Calendar' }), path).toBeVisible()
      await expect(header(page).getByText(`Logged in as @${E2E_ADMIN}`), path).toBeAttached()
      const zone = path === '/' ? header(page).getByLabel('Time zone') : zoneButton(page)
      await expect(zone, path).toHaveCount(hasZone ? 1 : 0)

      await openMenu(page)
      for (const name of ['Add/Remove Hosts', 'Newsletter', 'Edit glossary', 'Health', 'New Space']) {
        await expect(menu(page).getByRole('link', { name, exact: true }), path).toBeVisible()
      }
      const marked = menu(page).locator('[aria-current="page"]')
      if (current === null) await expect(marked, path).toHaveCount(0)
      else await expect(marked, path).toHaveAccessibleName(current)
      await page.keyboard.press('Escape')
      await expect(menu(page)).toHaveCount(0)
    }
  })

  test('logging out from the dashboard goes home and says so, not that a login is needed', async ({
    page,
  }) => {
    await login(page, HOST, '/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    await openMenu(page)
    await menu(page).getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('You have been logged out.')).toBeVisible()
    await expect(page.getByText('Log in to open your dashboard.')).toHaveCount(0)
    await expect(header(page).getByText(/Logged in as/)).toHaveCount(0)
  })

  test('logging out from a public screen stays there', async ({ page }) => {
    await login(page, HOST, '/glossary')
    await expect(header(page).getByText(`Logged in as @${HOST}`)).toBeAttached()
    await openMenu(page)
    await menu(page).getByRole('button', { name: 'Logout' }).click()
    await expect(page.getByText('You have been logged out.')).toBeVisible()
    await expect(page).toHaveURL(/\/glossary$/)
    await expect(header(page).getByText(/Logged in as/)).toHaveCount(0)
  })

  test('on a phone the header fits: brand, avatar and Menu on one line, the zone below', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await login(page, E2E_ADMIN)
    for (const path of [PROFILE, '/admin/newsletter', '/']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      const menuButton = header(page).getByRole('button', { name: 'Menu', exact: true })
      const brand = header(page).getByRole('link', { name: 'Spaces Calendar' })
      await expect(menuButton).toBeInViewport({ ratio: 1 })
      const [brandBox, menuBox] = [await brand.boundingBox(), await menuButton.boundingBox()]
      expect(
        Math.abs(
          (brandBox?.y ?? 0) + (brandBox?.height ?? 0) / 2 - ((menuBox?.y ?? 0) + (menuBox?.height ?? 0) / 2),
        ),
      ).toBeLessThan(4)
      const zone = path === '/' ? header(page).getByLabel('Time zone') : zoneButton(page)
      await expect(zone).toBeInViewport({ ratio: 1 })
      expect((await zone.boundingBox())?.y ?? 0).toBeGreaterThan((menuBox?.y ?? 0) + (menuBox?.height ?? 0))
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    }
  })
})

test.describe('the time zone list', () => {
  test('moves with the arrows, Home/End and typing, and chooses with Enter or Space', async ({ page }) => {
    await page.goto(PROFILE)
    await zoneButton(page).click()
    await expect(zoneList(page)).toBeVisible()
    // The current zone is selected and has focus first.
    await expect(focusedOption(page)).toHaveAccessibleName('Auto (Browser)')
    await expect(focusedOption(page)).toHaveAttribute('aria-selected', 'true')
    await expect(zoneList(page).locator('[aria-selected="true"]')).toHaveCount(1)

    await page.keyboard.press('ArrowDown')
    await expect(focusedOption(page)).toHaveAccessibleName('UTC')
    await expect(focusedOption(page)).toHaveAttribute('aria-selected', 'false')
    await page.keyboard.press('End')
    await expect(focusedOption(page)).toHaveAccessibleName('Pacific/Kiritimati (GMT+14)')
    await page.keyboard.press('ArrowDown')
    await expect(focusedOption(page)).toHaveAccessibleName('Pacific/Kiritimati (GMT+14)')
    await page.keyboard.press('Home')
    await expect(focusedOption(page)).toHaveAccessibleName('Auto (Browser)')
    await page.keyboard.press('ArrowUp')
    await expect(focusedOption(page)).toHaveAccessibleName('Auto (Browser)')

    // Typing jumps to the next zone whose name (or city) starts with it; one tab stop in the list.
    await page.keyboard.type('tok')
    await expect(focusedOption(page)).toHaveAccessibleName('Asia/Tokyo (GMT+9)')
    await expect(zoneList(page).locator('[tabindex="0"]')).toHaveCount(1)
    await page.keyboard.press('Enter')

    await expect(zoneList(page)).toHaveCount(0)
    await expect(zoneButton(page)).toBeFocused()
    await expect(zoneButton(page)).toHaveAccessibleName('Time zone: Asia/Tokyo (GMT+9)')
    expect(await page.evaluate(() => localStorage.getItem('viewer_timezone'))).toBe('Asia/Tokyo')

    // Reopened from the keyboard, the list starts on the chosen zone; a pause, a letter, Space.
    await page.keyboard.press('Enter')
    await expect(focusedOption(page)).toHaveAccessibleName('Asia/Tokyo (GMT+9)')
    await expect(focusedOption(page)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.type('new y')
    await expect(focusedOption(page)).toHaveAccessibleName(/^America\/New York \(GMT-[45]\)$/)
    await page.waitForTimeout(600)
    await page.keyboard.press(' ')
    await expect(zoneList(page)).toHaveCount(0)
    await expect(zoneButton(page)).toHaveAccessibleName(/^Time zone: America\/New York \(GMT-[45]\)$/)
  })

  test("the menu's Timezone item opens it on Home; Escape returns to the Menu button", async ({ page }) => {
    await page.goto('/')
    await openMenu(page)
    const timezone = menu(page).getByRole('button', { name: 'Timezone', exact: true })
    await expect(timezone).toHaveAccessibleDescription('UTC')
    await timezone.click()
    await expect(focusedOption(page)).toHaveAccessibleName('Auto (Browser)')
    await expect(focusedOption(page)).toHaveAccessibleDescription('UTC')
    await page.keyboard.press('Escape')
    await expect(zoneList(page)).toHaveCount(0)
    await expect(header(page).getByRole('button', { name: 'Menu', exact: true })).toBeFocused()
    expect(await page.evaluate(() => localStorage.getItem('viewer_timezone'))).toBeNull()

    await page.keyboard.press('Enter')
    await menu(page).getByRole('button', { name: 'Timezone', exact: true }).click()
    await zoneList(page)
      .getByRole('option', { name: /^Europe\/London/ })
      .click()
    await expect(header(page).getByLabel('Time zone')).toHaveValue('Europe/London')
    await expect(header(page).getByRole('button', { name: 'Menu', exact: true })).toBeFocused()
  })
})

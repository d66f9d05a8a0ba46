import { test as base, expect, type Page } from '@playwright/test'
import { E2E_BASE_URL } from './env'

/** Logs in through the real flow: Menu → Login → the X sandbox's authorize page → back home. */
export async function login(page: Page, username: string): Promise<void> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/x-sandbox\/i\/oauth2\/authorize/)
  await page.getByRole('button', { name: new RegExp(`@${username}\\b`) }).click()
  await expect(page.getByText('Login successful!')).toBeVisible()
}

export const test = base.extend<{ gotoRoute: (path: string) => Promise<void> }>({
  // This worker's own server (env.ts: one per worker, with its own data).
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, use) => use(E2E_BASE_URL),
  gotoRoute: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path)
    })
  },
})

export { expect }

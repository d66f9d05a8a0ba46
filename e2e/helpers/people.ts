import type { Browser, Page } from '@playwright/test'
import { E2E_BASE_URL } from '../env'
import { login } from '../fixtures'

/** A second person in their own browser context (their own cookies), logged in. */
export async function personIn(browser: Browser, handle: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, timezoneId: 'UTC', locale: 'en-US' })
  const page = await context.newPage()
  await login(page, handle)
  return page
}

/** The logged-in user's id, as the API knows it. */
export async function userId(page: Page): Promise<number> {
  const response = await page.request.get('/api/auth/user')
  return ((await response.json()) as { user: { id: number } }).user.id
}

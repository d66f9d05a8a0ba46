import { test as base, expect, type Page } from '@playwright/test'
import { E2E_BASE_URL } from './env'

/**
 * Logs `username` in without the UI, then opens `path` logged in (the home page unless told; no page
 * when null): the X sandbox's OAuth flow over HTTP in the page's own cookie jar (start, the authorize
 * form's post, the callback), so the server's real login runs (account created or updated,
 * pre-approval, ADMIN_USERNAMES, a rotated session) in a few requests instead of three rendered pages.
 * The sandbox is refused in production (config.ts), so this path exists only where the suite runs. The
 * UI flow has its own tests (auth.spec.ts, one per role, through `loginThroughUi`); see
 * docs/decisions/0191-e2e-login-by-request.md.
 */
export async function login(page: Page, username: string, path: string | null = '/'): Promise<void> {
  const start = await page.request.get('/api/auth/twitter', { headers: { accept: 'application/json' } })
  expect(start.ok(), `login start answered ${start.status()}`).toBe(true)
  const authUrl = new URL(((await start.json()) as { authUrl: string }).authUrl, E2E_BASE_URL)
  expect(authUrl.pathname).toBe('/x-sandbox/i/oauth2/authorize')
  const form: Record<string, string> = Object.fromEntries(authUrl.searchParams)
  form.username = username
  // Redirects are followed: the callback sets the session cookie, then the home page answers.
  const done = await page.request.post(authUrl.pathname, { form })
  expect(new URL(done.url()).search, `login as @${username} ended at ${done.url()}`).toBe('?auth=success')
  if (path === null) return
  // Straight to the page the test is about: a home page opened only to be left costs a whole render.
  const user = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/user' && r.ok())
  await page.goto(path)
  await user
}

/** Logs in through the real UI flow: Menu → Login → the X sandbox's authorize page → back home. */
export async function loginThroughUi(page: Page, username: string): Promise<void> {
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
  // A worker keeps one browser context from test to test (reuseContext, playwright.config.ts). Its
  // reset clears cookies, storage, the cache, extra pages and routes, but not the permissions a test
  // granted (the clipboard, notifications): those are taken back here, so each test starts with none.
  context: async ({ context }, use) => {
    await use(context)
    await context.clearPermissions()
  },
  gotoRoute: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path)
    })
  },
})

export { expect }

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * `/favicon.ico` was a 404 and the pages the server writes itself (the X
 * sandbox's, the newsletter's) named no icon. Every page names one that loads, and the old
 * address answers an icon too.
 */
async function expectIconLoads(page: Page) {
  await expect(page.locator('link[rel="icon"]'), `${page.url()} names an icon`).toHaveCount(1)
  const href = await page.locator('link[rel="icon"]').first().getAttribute('href')
  expect(href, `${page.url()} names an icon`).toBeTruthy()
  const icon = await page.request.get(new URL(href ?? '', page.url()).toString())
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toMatch(/^image\//)
}

test('/favicon.ico is an icon', async ({ request }) => {
  const response = await request.get('/favicon.ico')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
  const bytes = await response.body()
  // An ICO file: reserved 0, type 1 (icon), at least one image.
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1])
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0)
})

test('the app and every page the server writes name an icon that loads', async ({ page }) => {
  for (const path of [
    '/',
    '/x-sandbox/i/oauth2/authorize?response_type=code',
    '/x-sandbox/control',
    // Links that are no longer valid (a token of the right shape that matches nothing).
    `/newsletter/confirm/${'0'.repeat(32)}`,
    `/newsletter/unsubscribe/${'0'.repeat(32)}`,
  ]) {
    await page.goto(path)
    await expectIconLoads(page)
  }
})

import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import type { ApiSpace } from './helpers/api'

/**
 * A page per Space. Feeds, calendar entries and shares link to /spaces/{id}; opened by its
 * address, it shows the Space card, Share on X, the host's profile and their other upcoming Spaces.
 */

type HostSpace = ApiSpace & { display_name: string | null }

/** A demo host with at least two upcoming Spaces, and those Spaces soonest first. */
async function hostWithUpcomingSpaces(page: Page): Promise<HostSpace[]> {
  const response = await page.request.get('/api/spaces')
  const spaces = ((await response.json()) as { data: HostSpace[] }).data
  const now = Date.now() / 1000 + 3600
  const byHost = new Map<string, HostSpace[]>()
  for (const space of spaces.filter((s) => s.scheduled_start > now)) {
    byHost.set(space.username, [...(byHost.get(space.username) ?? []), space])
  }
  const list = [...byHost.values()].find((s) => s.length >= 2)
  if (!list) throw new Error('the demo data has no host with two upcoming Spaces')
  return list.sort((a, b) => a.scheduled_start - b.scheduled_start)
}

test.describe('a Space page', () => {
  test('opened by its address, shows the Space and leads to the host’s other Spaces', async ({ page }) => {
    const [first, second] = await hostWithUpcomingSpaces(page)
    if (!first || !second) throw new Error('two Spaces expected')

    // As a calendar entry's URL would open it: straight to the address, with no app state.
    const response = await page.goto(`/spaces/${first.id}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible()
    const card = page.getByRole('article', { name: first.title })
    const hostLine = first.display_name ? `${first.display_name} - @${first.username}` : `@${first.username}`
    await expect(card.getByRole('link', { name: hostLine })).toHaveAttribute(
      'href',
      `/profile/${first.username}`,
    )
    // The viewer's zone (the browser's, UTC here) is named beside the time.
    await expect(card.locator('time')).toHaveText(/UTC$/)
    await expect(card.getByRole('link', { name: /^Set Reminder on X/ })).toBeVisible()
    await expect(card.getByRole('link', { name: /Add to Google Calendar/ })).toBeVisible()

    const share = page.getByRole('link', { name: /^Share on X/ })
    await expect(share).toHaveAttribute('target', '_blank')
    const shareUrl = new URL((await share.getAttribute('href')) ?? '')
    expect(`${shareUrl.origin}${shareUrl.pathname}`).toBe('https://x.com/intent/post')
    expect(shareUrl.searchParams.get('url')).toBe(new URL(`/spaces/${first.id}`, page.url()).href)
    expect(shareUrl.searchParams.get('text')).toBe(first.title)
    await expect(page.getByRole('link', { name: /^View profile/ })).toHaveAttribute(
      'href',
      `/profile/${first.username}`,
    )

    // The other upcoming Spaces of the host link to their own pages.
    const others = page.getByRole('region', { name: /^Other upcoming Spaces from/ })
    // (A weekly series repeats its title, so the links are told apart by their address.)
    await expect(others.getByRole('link').first()).toBeVisible()
    await expect(others.locator(`a[href="/spaces/${first.id}"]`)).toHaveCount(0)
    await expect(others.locator(`a[href="/spaces/${second.id}"]`)).toHaveText(second.title)
    await others.locator(`a[href="/spaces/${second.id}"]`).click()
    await expect(page).toHaveURL(new RegExp(`/spaces/${second.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible()
    await expect(page).toHaveTitle(`${second.title} · Spaces Calendar`)
  })

  test('the server sends the Space’s own preview tags to a crawler', async ({ page }) => {
    const [space] = await hostWithUpcomingSpaces(page)
    if (!space) throw new Error('a Space expected')
    const response = await page.request.get(`/spaces/${space.id}`, {
      headers: { 'user-agent': 'Twitterbot/1.0', accept: 'text/html' },
    })
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">')
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]+/og/spaces/${space.id}\\.png">`))
    const image = await page.request.get(`/og/spaces/${space.id}.png`)
    expect(image.headers()['content-type']).toBe('image/png')
  })

  test('a Space title on the host’s profile opens its page', async ({ page }) => {
    const [space] = await hostWithUpcomingSpaces(page)
    if (!space) throw new Error('a Space expected')
    await page.goto(`/profile/${space.username}`)
    await page.locator(`article a[href="/spaces/${space.id}"]`).click()
    await expect(page).toHaveURL(new RegExp(`/spaces/${space.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: space.title })).toBeVisible()
  })

  for (const path of ['/spaces/999999999', '/spaces/not-a-number']) {
    test(`an unknown Space (${path}) shows the not-found page`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Go to the calendar' })).toBeVisible()
    })
  }

  for (const width of [1280, 390]) {
    test(`reads well at ${width} px`, async ({ page }, testInfo) => {
      const [space] = await hostWithUpcomingSpaces(page)
      if (!space) throw new Error('a Space expected')
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/spaces/${space.id}`)
      await expect(page.getByRole('heading', { level: 1, name: space.title })).toBeVisible()
      await expect(
        page
          .getByRole('region', { name: /^Other upcoming Spaces from/ })
          .getByRole('link')
          .first(),
      ).toBeVisible()
      // No sideways scrolling at any width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await page.screenshot({ path: testInfo.outputPath(`space-page-${width}.png`), fullPage: true })
    })
  }
})

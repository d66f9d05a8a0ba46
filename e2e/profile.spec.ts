import type { Page } from '@playwright/test'
import { expect, login, test } from './fixtures'
import { type ApiSpace, csrfToken } from './helpers/api'

/**
 * Host profiles and the links manager ("Links manager").
 * The hosts used here (civicsquare_nyc read-only, lagos_ledger changed and restored) are demo accounts.
 */

const HOST = 'lagos_ledger'
const E2E_MARK = 'e2e-profile'

async function spacesOf(page: Page, username: string): Promise<ApiSpace[]> {
  const response = await page.request.get(`/api/spaces/user/${username}`)
  return ((await response.json()) as { data: ApiSpace[] }).data
}

test.describe('a host profile', () => {
  test('shows who the host is, their links, Spaces by the clock and recommendations', async ({ page }) => {
    // A pinned recommendation, made through the API as the host, then removed.
    await login(page, HOST)
    const created = await page.request.post('/api/reading', {
      headers: { 'X-CSRF-Token': await csrfToken(page) },
      data: {
        url: `https://lagosledger.example.ng/${E2E_MARK}/budget-guide`,
        title: 'Reading a city budget in ten minutes',
        type: 'article',
        author: 'Tobi Adeyemi-Cole',
        summary: 'Where the money goes, line by line.',
        pinned: 1,
      },
    })
    expect(created.status()).toBe(201)
    const itemId = ((await created.json()) as { id: number }).id

    try {
      const spaces = await spacesOf(page, HOST)
      const now = Date.now() / 1000
      const upcoming = spaces.filter((space) => space.scheduled_start > now)
      const recorded = spaces.filter((space) => space.scheduled_start <= now)
      expect(upcoming.length + recorded.length).toBeGreaterThan(0)

      await page.goto(`/profile/${HOST}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Tobi Adeyemi-Cole' })).toBeVisible()
      await expect(page.getByRole('link', { name: `@${HOST}` })).toHaveAttribute(
        'href',
        `https://x.com/${HOST}`,
      )
      await expect(page.getByText('Local news reporter covering budgets')).toBeVisible()
      await expect(page.getByText('Lagos, Nigeria')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Back to calendar' })).toHaveAttribute('href', '/')

      const links = page.getByRole('region', { name: 'Links' })
      await expect(links.getByRole('link', { name: /^The Ledger/ })).toHaveAttribute(
        'href',
        'https://lagosledger.example.ng/',
      )
      await expect(links.getByRole('link', { name: /^Budget tracker/ })).toBeVisible()
      // A link without a label shows its platform's name.
      await expect(links.getByRole('link', { name: /^YouTube/ })).toBeVisible()

      await expect(page.getByRole('heading', { name: `Upcoming Spaces (${upcoming.length})` })).toBeVisible()
      await expect(page.getByRole('heading', { name: `Recorded Spaces (${recorded.length})` })).toBeVisible()
      const recordedSection = page.getByRole('region', { name: /^Recorded Spaces/ })
      await expect(recordedSection.getByRole('article')).toHaveCount(recorded.length)
      if (recorded.length > 0) {
        await expect(recordedSection.getByRole('link', { name: /^Listen/ }).first()).toBeVisible()
      }
      if (upcoming.length > 0) {
        const upcomingSection = page.getByRole('region', { name: /^Upcoming Spaces/ })
        await expect(upcomingSection.getByRole('link', { name: /^Set Reminder on X/ }).first()).toBeVisible()
      }
      await expect(page.getByText('No Spaces yet')).toHaveCount(0)

      const recommendations = page.getByRole('region', { name: 'Recommendations (1)' })
      const card = recommendations.getByRole('article', { name: /Reading a city budget in ten minutes/ })
      await expect(card.getByText('Pinned')).toBeVisible()
      await expect(card.getByText('by Tobi Adeyemi-Cole')).toBeVisible()
      await expect(card.getByText('Where the money goes, line by line.')).toBeVisible()

      // Shared links preview well: the server writes the title, OpenGraph and a JSON-LD ProfilePage.
      await expect(page).toHaveTitle(/Tobi Adeyemi-Cole \(@lagos_ledger\)/)
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        'Tobi Adeyemi-Cole (@lagos_ledger)',
      )
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'profile')
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      )
      expect(jsonLd).toMatchObject({
        '@type': 'ProfilePage',
        mainEntity: { '@type': 'Person', name: 'Tobi Adeyemi-Cole', alternateName: '@lagos_ledger' },
      })
    } finally {
      await page.request.delete(`/api/reading/${itemId}`, {
        headers: { 'X-CSRF-Token': await csrfToken(page) },
      })
    }
  })

  test('a profile without Spaces says so', async ({ page }) => {
    await page.goto('/profile/just_listening')
    await expect(page.getByRole('heading', { level: 1, name: 'Avery Lindqvist' })).toBeVisible()
    await expect(page.getByText('No Spaces yet')).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Upcoming Spaces/ })).toHaveCount(0)
  })

  test('an unknown profile shows Profile not found and Go Home', async ({ page }) => {
    await page.goto('/profile/nobody_by_this_name')
    await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Go Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('Sync from X is offered only to the host on their own profile', async ({ page }) => {
    await page.goto(`/profile/${HOST}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Tobi Adeyemi-Cole' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sync from X' })).toHaveCount(0)

    await login(page, HOST, '/profile/civicsquare_nyc')
    await expect(page.getByRole('heading', { level: 1, name: 'Renata Aldridge' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sync from X' })).toHaveCount(0)

    await page.goto(`/profile/${HOST}`)
    await page.getByRole('button', { name: 'Sync from X' }).click()
    await expect(page.getByText('Profile updated from X')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Tobi Adeyemi-Cole' })).toBeVisible()
  })

  test('a logged-in user who is not a host gets no Sync from X either', async ({ page }) => {
    await login(page, 'just_listening', '/profile/just_listening')
    await expect(page.getByRole('heading', { level: 1, name: 'Avery Lindqvist' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sync from X' })).toHaveCount(0)
  })
})

test.describe('the links manager', () => {
  test.afterEach(async ({ page }) => {
    // Leave the demo links as they were, even when a step failed.
    const response = await page.request.get(`/api/profile/${HOST}`)
    if (!response.ok()) return
    const { links } = (await response.json()) as { links: { id: number; url: string }[] }
    const token = await csrfToken(page)
    for (const link of links.filter((l) => l.url.includes(E2E_MARK))) {
      await page.request.delete(`/api/profile/links/${link.id}`, { headers: { 'X-CSRF-Token': token } })
    }
  })

  test('sends a visitor home, asking them to log in to continue', async ({ page }) => {
    await page.goto('/dashboard/links')
    await expect(page).toHaveURL(/\/\?next=%2Fdashboard%2Flinks$/)
    await expect(page.getByText('Log in to continue')).toBeVisible()
  })

  test('a host adds, edits (and cancels an edit), and deletes a link', async ({ page }) => {
    await login(page, HOST, '/dashboard')
    await page.getByRole('link', { name: 'Manage Links' }).click()
    await expect(page).toHaveURL(/\/dashboard\/links$/)
    await expect(page.getByRole('heading', { name: 'Your Links (3)' })).toBeVisible()

    const form = page.getByRole('form', { name: 'Add Link' })
    await expect(form.getByLabel('Platform')).toHaveValue('website')
    const add = form.getByRole('button', { name: 'Add Link' })
    await expect(add).toBeDisabled()
    const url = form.getByRole('textbox', { name: /^URL/ })
    await url.fill('http://lagosledger.example.ng/podcast')
    await expect(form.getByText('Invalid URL format')).toBeVisible()
    await expect(url).toHaveAttribute('aria-invalid', 'true')
    await expect(add).toBeDisabled()

    await form.getByLabel('Platform').selectOption('spotify')
    await url.fill(`https://lagosledger.example.ng/${E2E_MARK}/podcast`)
    await expect(form.getByText('Invalid URL format')).toHaveCount(0)
    await form.getByRole('textbox', { name: /^Label/ }).fill('Ledger podcast')
    await add.click()
    await expect(page.getByRole('heading', { name: 'Your Links (4)' })).toBeVisible()
    await expect(url).toHaveValue('')
    const row = page.getByRole('listitem').filter({ hasText: 'Ledger podcast' })
    await expect(row.getByText(/Spotify · lagosledger\.example\.ng/)).toBeVisible()

    // Edit, then Cancel: back to add mode with nothing changed.
    await row.getByRole('button', { name: 'Edit' }).click()
    const editForm = page.getByRole('form', { name: 'Edit Link' })
    await expect(editForm.getByRole('textbox', { name: /^URL/ })).toBeFocused()
    await expect(editForm.getByRole('textbox', { name: /^URL/ })).toHaveValue(
      `https://lagosledger.example.ng/${E2E_MARK}/podcast`,
    )
    await editForm.getByRole('textbox', { name: /^Label/ }).fill('Not saved')
    await editForm.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('form', { name: 'Add Link' })).toBeVisible()
    await expect(page.getByRole('form', { name: 'Edit Link' })).toHaveCount(0)
    await expect(row).toBeVisible()

    await row.getByRole('button', { name: 'Edit' }).click()
    await editForm.getByRole('textbox', { name: /^Label/ }).fill('Ledger podcast (weekly)')
    await editForm.getByRole('button', { name: 'Update Link' }).click()
    await expect(page.getByRole('form', { name: 'Add Link' })).toBeVisible()
    const edited = page.getByRole('listitem').filter({ hasText: 'Ledger podcast (weekly)' })
    await expect(edited).toBeVisible()

    // The public profile shows it with the platform's mark and its label.
    await page.goto(`/profile/${HOST}`)
    await expect(
      page.getByRole('region', { name: 'Links' }).getByRole('link', { name: /^Ledger podcast \(weekly\)/ }),
    ).toBeVisible()

    // Delete asks first: Cancel keeps the link, OK removes it.
    await page.goto('/dashboard/links')
    const asked: string[] = []
    const toDelete = page
      .getByRole('listitem')
      .filter({ hasText: 'Ledger podcast (weekly)' })
      .getByRole('button', { name: 'Delete' })
    page.once('dialog', (dialog) => {
      asked.push(dialog.message())
      void dialog.dismiss()
    })
    await toDelete.click()
    await expect
      .poll(() => asked)
      .toEqual(['Delete the link “Ledger podcast (weekly)”? This cannot be undone.'])
    await expect(page.getByRole('heading', { name: 'Your Links (4)' })).toBeVisible()
    await expect(toDelete).toBeVisible()
    page.once('dialog', (dialog) => void dialog.accept())
    await toDelete.click()
    await expect(page.getByRole('heading', { name: 'Your Links (3)' })).toBeVisible()
    await expect(page.getByText('Ledger podcast (weekly)')).toHaveCount(0)
  })

  test('a host edits their profile details', async ({ page }) => {
    await login(page, HOST, '/dashboard/links')
    const details = page.getByRole('region', { name: 'Profile details' })
    const location = details.getByRole('textbox', { name: 'Location' })
    await expect(location).toHaveValue('Lagos, Nigeria')
    await expect(details.getByLabel('Time zone')).toHaveValue('Africa/Lagos')

    await details.getByRole('textbox', { name: 'Website' }).fill('http://lagosledger.example.ng')
    await expect(details.getByText('Invalid URL format')).toBeVisible()
    await expect(details.getByRole('button', { name: 'Save Profile' })).toBeDisabled()
    await details.getByRole('textbox', { name: 'Website' }).fill('https://lagosledger.example.ng')

    await location.fill('Ikeja, Lagos')
    await details.getByRole('button', { name: 'Save Profile' }).click()
    await expect(details.getByText('Profile saved')).toBeVisible()
    await page.goto(`/profile/${HOST}`)
    await expect(page.getByText('Ikeja, Lagos')).toBeVisible()

    await page.goto('/dashboard/links')
    await location.fill('Lagos, Nigeria')
    await details.getByRole('button', { name: 'Save Profile' }).click()
    await expect(details.getByText('Profile saved')).toBeVisible()
  })
})

import type { Page } from '@playwright/test'
import { E2E_ADMIN } from './env'
import { expect, login, test } from './fixtures'
import { createSpaceThroughApi as createViaApi, csrfToken } from './helpers/api'
import { dayInMonth, pickDay, pickTime } from './helpers/space-form'

/**
 * The host's dashboard, the New Space form (and its demo) and Edit Space, as a host would use them.
 * The browser runs in UTC (playwright.config.ts), so the device zone and the viewer zone are UTC.
 */

// A host the home page tests leave alone; every Space made here carries PREFIX and is removed after.
const HOST = 'prairiedispatch'
const PREFIX = 'Dashboard e2e:'

/** 'Tue, Dec 15, 7:30 PM UTC': how dashboard cards write a start. */
const cardTime = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date)

/** 'Tue, Dec 15, 2026, 7:30 PM UTC': how the form writes a start (with the year), in `zone`. */
const formTime = (date: Date, zone = 'UTC') =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date)

const titleField = (page: Page) => page.getByRole('textbox', { name: /^Title/ })
const upcomingPanel = (page: Page) => page.getByRole('tabpanel', { name: /^Upcoming/ })
const recordedPanel = (page: Page) => page.getByRole('tabpanel', { name: /^Recorded/ })

test.describe('the host dashboard', () => {
  test.afterEach(async ({ page }) => {
    // Leave the demo data as it was for the specs that run after this one.
    const response = await page.request.get(`/api/spaces/user/${HOST}`)
    const { data } = (await response.json()) as { data: { id: number; title: string }[] }
    const mine = data.filter((space) => space.title.startsWith(PREFIX))
    if (mine.length === 0) return
    const token = await csrfToken(page)
    for (const space of mine) {
      await page.request.delete(`/api/spaces/${space.id}`, { headers: { 'X-CSRF-Token': token } })
    }
  })

  test('a host creates a Space through the form, with its rules, and finds it under Upcoming', async ({
    page,
  }) => {
    await login(page, HOST, '/dashboard')
    await expect(page.getByRole('heading', { name: 'Welcome, Wendell Haugen' })).toBeVisible()
    await page.getByRole('link', { name: 'New Space', exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard\/new-space$/)

    const submit = page.getByRole('button', { name: 'Create Space' })
    await expect(submit).toBeDisabled()

    const title = titleField(page)
    await title.fill('x'.repeat(201))
    await expect(page.getByText('Too long')).toBeVisible()
    await expect(page.getByText('201/200')).toBeVisible()
    await expect(title).toHaveAttribute('aria-invalid', 'true')
    await expect(submit).toBeDisabled()
    const spaceTitle = `${PREFIX} County board budget, line by line`
    await title.fill(spaceTitle)
    await expect(page.getByText('Too long')).toHaveCount(0)
    await expect(page.getByText(`${spaceTitle.length}/200`)).toBeVisible()

    const spaceUrl = page.getByLabel('Space URL')
    await expect(
      page.getByText('Leave empty to use your X profile (https://x.com/prairiedispatch)'),
    ).toBeVisible()
    await spaceUrl.fill('http://x.com/i/spaces/1YqKDqWqdPLGV')
    await expect(page.getByText('Invalid URL format')).toBeVisible()
    await expect(submit).toBeDisabled()
    await spaceUrl.fill('https://x.com/i/spaces/1YqKDqWqdPLGV')
    await expect(page.getByText('Invalid URL format')).toHaveCount(0)

    // The time is read in the device's zone unless the host picks another; today is the earliest day.
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('UTC')
    const now = new Date()
    await pickDay(page, now)
    await expect(page.getByRole('button', { name: /\(today\)$/ })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('button', { name: 'Previous month' })).toBeDisabled()
    // Today at 12:00 AM has passed.
    await pickTime(page, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 0, 0)))
    await expect(page.getByText('Must be in the future')).toBeVisible()
    await expect(submit).toBeDisabled()

    const start = dayInMonth(1, 15, 19, 30)
    await pickDay(page, start)
    await pickTime(page, start)
    // Changing the hour resets the minute.
    await page.getByLabel('Hour').selectOption('8')
    await expect(page.getByLabel('Minute')).toHaveValue('0')
    await pickTime(page, start)
    await expect(page.getByText('Must be in the future')).toHaveCount(0)
    await expect(page.locator('.picker__summary')).toHaveText(`Starts ${formTime(start)}`)

    await expect(submit).toBeEnabled()
    await submit.click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('tab', { name: /^Upcoming \(\d+\)$/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const card = upcomingPanel(page).getByRole('article', { name: spaceTitle })
    await expect(card).toContainText(cardTime(start))
    await expect(card.getByRole('link', { name: /^Edit/ })).toHaveAttribute(
      'href',
      /\/dashboard\/edit-space\/\d+$/,
    )
  })

  test('a weekly series of 4: the preview shows the 4 dates, and all 4 land on the dashboard', async ({
    page,
  }) => {
    await login(page, HOST, '/dashboard/new-space')
    const spaceTitle = `${PREFIX} Noon news hour`
    await titleField(page).fill(spaceTitle)
    await page.getByLabel('Recurring Space').check()
    await expect(page.getByRole('button', { name: 'Create Recurring Space' })).toBeVisible()
    await page.getByLabel('Recurrence Pattern').selectOption('weekly')
    await page.getByLabel('Repeats').selectOption('4')
    const first = dayInMonth(1, 10, 12)
    await pickDay(page, first)
    await pickTime(page, first)

    const starts = [0, 1, 2, 3].map((week) => new Date(first.getTime() + week * 7 * 86_400_000))
    await expect(page.getByRole('heading', { name: 'This creates 4 Spaces' })).toBeVisible()
    await expect(page.locator('.recurrence__dates li')).toHaveText(starts.map((date) => formTime(date)))

    await page.getByLabel('Repeats').selectOption('2')
    await expect(page.getByRole('heading', { name: 'This creates 2 Spaces' })).toBeVisible()
    await page.getByLabel('Repeats').selectOption('4')

    await page.getByRole('button', { name: 'Create Recurring Space' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    const cards = upcomingPanel(page).getByRole('article', { name: spaceTitle })
    await expect(cards).toHaveCount(4)
    for (const [index, start] of starts.entries()) {
      await expect(cards.nth(index)).toContainText(cardTime(start))
      await expect(cards.nth(index)).toContainText('Series')
    }
  })

  test('editing a Space planned in New York shows and keeps New York time in a UTC browser', async ({
    page,
  }) => {
    await login(page, HOST)
    const title = `${PREFIX} Evening in New York`
    const start = dayInMonth(1, 4, 23)
    const id = await createSpaceThroughApi(page, title, start, 'America/New_York')
    await page.goto(`/dashboard/edit-space/${id}`)
    await expect(titleField(page)).toHaveValue(title)
    // The form reads the start in the zone it was planned in, and names that zone.
    await expect(page.locator('.picker__summary')).toHaveText(`Starts ${formTime(start, 'America/New_York')}`)
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page).toHaveURL(/\/dashboard(\?tab=upcoming)?$/)
    // Saved unchanged: the card, in the viewer's zone (UTC), still says the same moment.
    await expect(upcomingPanel(page).getByRole('article', { name: title })).toContainText(cardTime(start))
  })

  test('editing a Space: a new title, moved into the past, then its recording under Recorded', async ({
    page,
  }) => {
    await login(page, HOST)
    const oldTitle = `${PREFIX} Draft title`
    const id = await createSpaceThroughApi(page, oldTitle, dayInMonth(1, 3, 17))
    await page.goto('/dashboard')
    await upcomingPanel(page)
      .getByRole('article', { name: oldTitle })
      .getByRole('link', { name: /^Edit/ })
      .click()
    await expect(page).toHaveURL(new RegExp(`/dashboard/edit-space/${id}$`))
    await expect(titleField(page)).toHaveValue(oldTitle)

    const newTitle = `${PREFIX} County board recap`
    await titleField(page).fill(newTitle)
    // Past days can be picked when editing (the Space ended; its recording is added afterwards).
    const past = dayInMonth(-1, 10, 18)
    await pickDay(page, past)
    await pickTime(page, past)
    await page.getByLabel('Recording URL').fill('http://www.youtube.com/watch?v=prairie1')
    await expect(page.getByText('Invalid URL format')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled()
    await page.getByLabel('Recording URL').fill('https://www.youtube.com/watch?v=prairie1')
    await page.getByRole('button', { name: 'Save Changes' }).click()

    // Back on the dashboard, on the tab where the Space now is.
    await expect(page).toHaveURL(/\/dashboard\?tab=recorded$/)
    await expect(page.getByRole('tab', { name: /^Recorded/ })).toHaveAttribute('aria-selected', 'true')
    const card = recordedPanel(page).getByRole('article', { name: newTitle })
    await expect(card).toContainText(cardTime(past))
    await expect(card.getByRole('link', { name: /Recording available/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=prairie1',
    )
    await expect(upcomingPanel(page)).toHaveCount(0)

    // Name the platform, and the card says it instead.
    await card.getByRole('link', { name: /^Edit/ }).click()
    await expect(page.getByText('This Space has ended.')).toBeVisible()
    await page.getByLabel('Recording platform').fill('YouTube')
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page).toHaveURL(/\/dashboard\?tab=recorded$/)
    const recordedCard = recordedPanel(page).getByRole('article', { name: newTitle })
    await expect(recordedCard.getByRole('link', { name: /Recording on YouTube/ })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=prairie1',
    )
    await expect(recordedCard).not.toContainText('Recording available')

    // The tabs are one tab stop, moved with the arrow keys.
    await page.getByRole('tab', { name: /^Recorded/ }).focus()
    await page.keyboard.press('ArrowLeft')
    const upcomingTab = page.getByRole('tab', { name: /^Upcoming/ })
    await expect(upcomingTab).toHaveAttribute('aria-selected', 'true')
    await expect(upcomingTab).toBeFocused()
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.keyboard.press('End')
    await expect(page.getByRole('tab', { name: /^Recorded/ })).toBeFocused()
    await expect(recordedPanel(page)).toBeVisible()
  })

  test('deleting a Space asks first, and a failure says so in an alert', async ({ page }) => {
    await login(page, HOST)
    const title = `${PREFIX} Delete me`
    await createSpaceThroughApi(page, title, dayInMonth(1, 20, 15))
    await page.goto('/dashboard')
    const card = upcomingPanel(page).getByRole('article', { name: title })
    const upcomingTab = page.getByRole('tab', { name: /^Upcoming/ })
    const countBefore = Number((await upcomingTab.innerText()).match(/\((\d+)\)/)?.[1])

    // Cancelled: nothing happens.
    page.once('dialog', (dialog) => void dialog.dismiss())
    await card.getByRole('button', { name: /^Delete/ }).click()
    await expect(card).toBeVisible()

    // The server fails: an alert, and the Space stays.
    await page.route('**/api/spaces/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, json: { error: 'The server had a problem.' } })
        : route.fallback(),
    )
    const messages: string[] = []
    page.on('dialog', (dialog) => {
      messages.push(dialog.message())
      void dialog.accept()
    })
    await card.getByRole('button', { name: /^Delete/ }).click()
    await expect
      .poll(() => messages)
      .toEqual(['Delete this space? This cannot be undone.', 'Failed to delete space'])
    await expect(card).toBeVisible()

    // Confirmed and working: the card goes, and the count with it.
    await page.unroute('**/api/spaces/*')
    await card.getByRole('button', { name: /^Delete/ }).click()
    await expect(card).toHaveCount(0)
    await expect(upcomingTab).toHaveText(`Upcoming (${countBefore - 1})`)
  })

  test('a failed save shows the spec message with the server sentence', async ({ page }) => {
    await login(page, HOST)
    await page.route('**/api/spaces', (route) =>
      route.fulfill({
        status: 403,
        json: { error: 'Only hosts can manage Spaces. Ask an admin to add you as a host.' },
      }),
    )
    await page.goto('/dashboard/new-space')
    await titleField(page).fill(`${PREFIX} Never saved`)
    await page.getByRole('button', { name: 'Create Space' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to create space' })
    await expect(alert).toContainText('Only hosts can manage Spaces. Ask an admin to add you as a host.')
    await expect(page).toHaveURL(/\/dashboard\/new-space$/)
    await expect(page.getByRole('button', { name: 'Create Space' })).toBeEnabled()
  })

  test('an unknown Space cannot be edited', async ({ page }) => {
    await login(page, HOST, '/dashboard/edit-space/999999')
    await expect(page.getByText('Failed to load space')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to dashboard' })).toBeVisible()
  })

  test('with no Spaces: the empty states and the quick actions', async ({ page }) => {
    await login(page, E2E_ADMIN, '/dashboard')
    await expect(page.getByText('Loading your Spaces...')).toHaveCount(0)
    await expect(page.getByRole('tab', { name: 'Upcoming (0)' })).toBeVisible()
    await expect(page.getByText('No upcoming Spaces')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Create Your First Space' })).toHaveAttribute(
      'href',
      '/dashboard/new-space',
    )
    await page.getByRole('tab', { name: 'Recorded (0)' }).click()
    await expect(page.getByText('No recorded Spaces yet')).toBeVisible()

    const actions = page.getByRole('region', { name: 'Quick Actions' })
    await expect(actions.getByRole('link', { name: 'New Space' })).toHaveAttribute(
      'href',
      '/dashboard/new-space',
    )
    await expect(actions.getByRole('link', { name: 'Manage Links' })).toHaveAttribute(
      'href',
      '/dashboard/links',
    )
    await expect(actions.getByRole('link', { name: 'Reading List' })).toHaveAttribute(
      'href',
      '/dashboard/reading',
    )
    await expect(actions.getByRole('link', { name: 'Manage Access' })).toHaveAttribute(
      'href',
      /^\/access\/\d+$/,
    )
  })
})

test.describe('the New Space form elsewhere', () => {
  test('demo mode shows the form but sends nothing', async ({ page }) => {
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(request.url())
    })
    await page.goto('/demo/new-space')
    await expect(page.getByRole('heading', { name: 'New Space (demo)' })).toBeVisible()
    await titleField(page).fill('Trying the form')

    // The calendar works from the keyboard: arrows move, Enter picks, PageDown turns the month.
    const picked = page.locator('.date-calendar__day[aria-pressed="true"]')
    const firstName = await picked.getAttribute('aria-label')
    await picked.focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(picked).not.toHaveAttribute('aria-label', firstName ?? '')
    await expect(picked).toBeFocused()
    const month = await page.locator('.date-calendar__month').innerText()
    await page.keyboard.press('PageDown')
    await expect(page.locator('.date-calendar__month')).not.toHaveText(month)
    await expect(page.locator('.date-calendar__day:focus')).toHaveCount(1)

    await page.getByRole('button', { name: 'Create Space' }).click()
    await expect(page.getByText('Demo mode: submission is disabled locally.')).toBeVisible()
    await expect(page).toHaveURL(/\/demo\/new-space$/)
    expect(posts).toEqual([])
  })

  test('a logged-in user who is not a host is told kindly that only hosts schedule Spaces', async ({
    page,
  }) => {
    await login(page, 'just_listening', '/dashboard')
    await expect(page.getByRole('heading', { name: 'Welcome, Avery Lindqvist' })).toBeVisible()
    await expect(page.getByText('Only hosts can schedule Spaces.')).toBeVisible()
    await expect(page.getByRole('tablist')).toHaveCount(0)
    // The dashboard offers no New Space; the address still says why, without a form.
    await page.goto('/dashboard/new-space')
    await expect(page.getByText('Only hosts can schedule Spaces.')).toBeVisible()
    await expect(page.getByRole('button', { name: /Create/ })).toHaveCount(0)
  })
})

/** Creates a Space for the logged-in host through the API (for the tests that start from one). */
async function createSpaceThroughApi(
  page: Page,
  title: string,
  start: Date,
  hostTimezone = 'UTC',
): Promise<number> {
  // Planned in UTC unless said otherwise: Edit Space reads times in the zone a Space was planned in.
  const space = await createViaApi(page, {
    title,
    description: 'Made by the dashboard tests.',
    scheduled_start: start.getTime() / 1000,
    host_timezone: hostTimezone,
  })
  return space.id
}

import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { E2E_ADMIN } from './env'
import { expect, login, test } from './fixtures'
import { type ApiSpace, allSpaces, createSpaceThroughApi, deleteSpaceThroughApi } from './helpers/api'
import { axe } from './helpers/axe'
import {
  addDays,
  calendar,
  type Day,
  dayIn,
  dayList,
  monthName,
  selectDay,
  shortMonthDay,
} from './helpers/calendar'

const HOUR = 3600
const COUNTDOWN = /in \d+d \d+h|in \d+h \d+m|in \d+m/
const nowSeconds = () => Math.floor(Date.now() / 1000)
const card = (page: Page, title: string) => dayList(page).getByRole('article', { name: title })
const hostFilter = (page: Page) => page.getByRole('button', { name: /^Hosts:/ })

const createSpace = (page: Page, title: string, scheduledStart: number) =>
  createSpaceThroughApi(page, {
    title,
    description: 'Created by the home page tests.',
    scheduled_start: scheduledStart,
  })

/** Removes a Space a test created (routes a test faked are dropped first, so the call is real). */
async function deleteSpace(page: Page, id: number): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await deleteSpaceThroughApi(page, id)
}

/** A Space whose title no other Space on its UTC day shares, so its card is unambiguous. */
function uniqueOnItsDay(spaces: ApiSpace[], pick: (space: ApiSpace) => boolean): ApiSpace {
  const found = spaces.find((space) => {
    if (!pick(space)) return false
    const key = JSON.stringify(dayIn(space.scheduled_start))
    return !spaces.some(
      (other) =>
        other.id !== space.id &&
        other.title === space.title &&
        JSON.stringify(dayIn(other.scheduled_start)) === key,
    )
  })
  if (!found) throw new Error('The demo data has no such Space')
  return found
}

test.describe('home: calendar and Spaces (visitor)', () => {
  test('first load selects today, with the day heading and the counter', async ({ page }) => {
    await page.goto('/')
    const today = dayIn(nowSeconds())
    await expect(dayList(page).getByRole('heading', { level: 2 })).toHaveText(shortMonthDay(today))
    await expect(dayList(page).getByRole('status').first()).toHaveText(
      new RegExp(`^\\d+ space\\(s\\) for ${monthName(today.month)} ${today.day}$`),
    )
    const todayTile = calendar(page).locator('[aria-current="date"]')
    await expect(todayTile).toHaveCount(1)
    await expect(todayTile).toHaveAccessibleName(new RegExp(`${monthName(today.month)} ${today.day},`))
  })

  test('recorded and upcoming Spaces show on their days with the right buttons', async ({ page }) => {
    await page.goto('/')
    const spaces = await allSpaces(page)
    const now = nowSeconds()
    const isPast = (space: ApiSpace) => space.scheduled_start < now - 2 * HOUR

    const onYouTube = uniqueOnItsDay(spaces, (s) => isPast(s) && s.recording_platform === 'YouTube')
    await selectDay(page, dayIn(onYouTube.scheduled_start))
    const youTubeCard = card(page, onYouTube.title)
    await expect(youTubeCard.getByRole('link', { name: 'Listen on YouTube' })).toHaveAttribute(
      'href',
      onYouTube.recording_url ?? '',
    )
    await expect(youTubeCard.getByRole('link', { name: 'Listen on YouTube' })).toHaveAttribute(
      'target',
      '_blank',
    )
    await expect(youTubeCard.getByText('Recorded', { exact: true })).toBeVisible()
    await expect(youTubeCard.getByRole('link', { name: 'Add to Google Calendar' })).toHaveCount(0)

    const onX = uniqueOnItsDay(spaces, (s) => isPast(s) && s.recording_platform === 'X Spaces')
    await selectDay(page, dayIn(onX.scheduled_start))
    await expect(card(page, onX.title).getByRole('link', { name: 'Listen now' })).toBeVisible()

    const upcoming = uniqueOnItsDay(spaces, (s) => s.scheduled_start > now + 2 * HOUR)
    await selectDay(page, dayIn(upcoming.scheduled_start))
    const upcomingCard = card(page, upcoming.title)
    const reminder = upcomingCard.getByRole('link', { name: 'Set Reminder on X' })
    await expect(reminder).toHaveAttribute('href', upcoming.space_url)
    await expect(reminder).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(upcomingCard.getByText(COUNTDOWN)).toBeVisible()
    await expect(upcomingCard.locator('time')).toContainText('UTC')
    await expect(
      upcomingCard.getByRole('link', { name: new RegExp(`@${upcoming.username}`) }),
    ).toHaveAttribute('href', `/profile/${upcoming.username}`)
    await expect(upcomingCard.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=/,
    )

    const downloading = page.waitForEvent('download')
    await upcomingCard.getByRole('link', { name: 'Download .ics' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/\.ics$/)
    const ics = await readFile(await download.path(), 'utf8')
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(ics).toContain(`UID:space-${upcoming.id}@127.0.0.1`)

    // Visitors never see the admin actions.
    await expect(dayList(page).getByRole('button', { name: /^Delete/ })).toHaveCount(0)
    await expect(dayList(page).getByRole('link', { name: /^Edit/ })).toHaveCount(0)
  })

  test('the host filter narrows the calendar and the list; Clear restores all hosts', async ({ page }) => {
    await page.goto('/')
    const spaces = await allSpaces(page)
    const byDay = new Map<string, ApiSpace[]>()
    for (const space of spaces) {
      const key = JSON.stringify(dayIn(space.scheduled_start))
      byDay.set(key, [...(byDay.get(key) ?? []), space])
    }
    // A day where Renata (civicsquare_nyc) and someone else both have Spaces.
    const [dayKey, daySpaces = []] =
      [...byDay].find(
        ([, list]) =>
          list.some((s) => s.username === 'civicsquare_nyc') &&
          list.some((s) => s.username !== 'civicsquare_nyc'),
      ) ?? []
    if (!dayKey) throw new Error('The demo data has no day shared by two hosts')
    const day = JSON.parse(dayKey) as Day
    const renatasCount = daySpaces.filter((s) => s.username === 'civicsquare_nyc').length
    const counter = dayList(page).getByRole('status').first()
    const forDay = `for ${monthName(day.month)} ${day.day}`

    await selectDay(page, day)
    await expect(counter).toHaveText(`${daySpaces.length} space(s) ${forDay}`)
    await expect(hostFilter(page)).toHaveText('Hosts: All hosts')

    await hostFilter(page).click()
    // Opening the list puts focus on its first host.
    await expect(page.getByRole('group').getByRole('checkbox').first()).toBeFocused()
    await page.getByRole('checkbox', { name: /Renata Aldridge/ }).check()
    await expect(hostFilter(page)).toHaveText('Hosts: Renata Aldridge')
    await expect(counter).toHaveText(`${renatasCount} space(s) ${forDay}`)
    await expect(dayList(page).getByRole('article')).toHaveCount(renatasCount)
    for (const article of await dayList(page).getByRole('article').all()) {
      await expect(article).toContainText('@civicsquare_nyc')
    }

    await page.getByRole('checkbox', { name: /Marcus Ibarra-Lowe/ }).check()
    await expect(hostFilter(page)).toHaveText('Hosts: 2 hosts')
    await expect(page.getByRole('group', { name: '2 selected' })).toBeVisible()

    await page.getByRole('button', { name: 'Clear' }).click()
    await expect(hostFilter(page)).toHaveText('Hosts: All hosts')
    await expect(counter).toHaveText(`${daySpaces.length} space(s) ${forDay}`)

    // Escape closes the list and puts focus back on its button.
    await page.keyboard.press('Escape')
    await expect(page.getByRole('checkbox', { name: /Renata Aldridge/ })).toBeHidden()
    await expect(hostFilter(page)).toBeFocused()
  })

  test('featured hosts link to their profiles', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Featured hosts' }).click()
    const nav = page.getByRole('navigation', { name: 'Featured hosts' })
    await expect(nav.getByRole('link', { name: /Renata Aldridge/ })).toHaveAttribute(
      'href',
      '/profile/civicsquare_nyc',
    )
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: /Renata Aldridge/ })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Featured hosts' })).toBeFocused()
  })

  test('with no hosts the filter says so', async ({ page }) => {
    await page.route('**/api/hosts', (route) => route.fulfill({ json: { hosts: [] } }))
    await page.goto('/')
    await hostFilter(page).click()
    await expect(page.getByText('No hosts available').first()).toBeVisible()
    await expect(hostFilter(page)).toHaveText('Hosts: All hosts')
  })

  test('a failed Space fetch shows an empty list', async ({ page }) => {
    await page.route('**/api/spaces?**', (route) => route.fulfill({ status: 500, json: { error: 'down' } }))
    await page.goto('/')
    await expect(dayList(page).getByText('No Spaces for this date')).toBeVisible()
    await expect(dayList(page).getByRole('button', { name: 'Try again' })).toBeVisible()
  })

  test('the calendar works from the keyboard', async ({ page }) => {
    await page.goto('/')
    const today = dayIn(nowSeconds())
    const todayTile = calendar(page).locator('[aria-current="date"]')
    await todayTile.focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    const tomorrow = addDays(today, 1)
    await expect(dayList(page).getByRole('heading', { level: 2 })).toHaveText(shortMonthDay(tomorrow))
    await expect(page.locator(':focus')).toHaveAccessibleName(
      new RegExp(`${monthName(tomorrow.month)} ${tomorrow.day},`),
    )

    // PageDown turns the page; the focused day follows.
    await page.keyboard.press('PageDown')
    const next = new Date(Date.UTC(tomorrow.year, tomorrow.month, 1))
    await expect(page.getByRole('heading', { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ })).toHaveText(
      `${monthName(next.getUTCMonth() + 1)} ${next.getUTCFullYear()}`,
    )
    await expect(page.locator(':focus')).toHaveAttribute('data-day', /^\d{4}-\d{2}-\d{2}$/)
    // Only one day in the grid is a tab stop.
    await expect(calendar(page).locator('button[tabindex="0"]')).toHaveCount(1)
  })

  test("day tiles and the menu's Timezone item are named after what they show", async ({ page }) => {
    // axe's label-content-name-mismatch (experimental, so switched on here): a voice control user
    // says the visible text, '23 2' on a tile, 'Timezone' in the menu.
    const labelInName = () =>
      axe(page)
        .withRules(['label-content-name-mismatch'])
        .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
        .analyze()
    await page.goto('/')
    const busyDay = calendar(page)
      .getByRole('button', { name: /, [1-9]\d* Spaces?$/ })
      .first()
    await expect(busyDay).toBeVisible()
    const [visible, name] = [await busyDay.innerText(), (await busyDay.getAttribute('aria-label')) ?? '']
    expect(name.replaceAll(',', '')).toContain(visible.replace(/\s+/g, ' ').trim())

    let result = await labelInName()
    expect(result.violations).toEqual([])
    expect(result.passes.flatMap((rule) => rule.nodes).length).toBeGreaterThanOrEqual(28)

    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    const timezone = page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Timezone' })
    await expect(timezone).toHaveAccessibleName('Timezone')
    result = await labelInName()
    expect(result.violations).toEqual([])
  })

  test('on a phone, joining tries the X app and falls back to the web link', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.route('https://x.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>X stand-in</title>' }),
    )
    await page.goto('/')
    const spaces = await allSpaces(page)
    const now = nowSeconds()
    const upcoming = uniqueOnItsDay(
      spaces,
      (s) => s.scheduled_start > now + 2 * HOUR && /\/i\/spaces\//.test(s.space_url),
    )
    await selectDay(page, dayIn(upcoming.scheduled_start))
    const clickedAt = Date.now()
    await card(page, upcoming.title).getByRole('link', { name: 'Set Reminder on X' }).click()
    await page.waitForURL(upcoming.space_url)
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(650)
  })
})

test.describe('home: time zones', () => {
  test('switching the zone moves a late-evening Space to the next day', async ({ page }) => {
    await login(page, 'civicsquare_nyc')
    const dayD = addDays(dayIn(nowSeconds()), 3)
    const start = Date.UTC(dayD.year, dayD.month - 1, dayD.day, 23, 30) / 1000
    const title = `Late-night zone check ${Date.now()}`
    const space = await createSpace(page, title, start)

    await page.goto('/')
    await page.getByLabel('Time zone').selectOption('UTC')
    await selectDay(page, dayD)
    await expect(card(page, title)).toBeVisible()
    await expect(card(page, title).locator('time')).toContainText('11:30 PM UTC')
    await selectDay(page, addDays(dayD, 1))
    await expect(card(page, title)).toHaveCount(0)

    await page.getByLabel('Time zone').selectOption('Asia/Tokyo')
    await expect(card(page, title)).toBeVisible()
    await expect(card(page, title).locator('time')).toContainText('8:30 AM GMT+9')
    await selectDay(page, dayD)
    await expect(card(page, title)).toHaveCount(0)
    await deleteSpace(page, space.id)
  })
})

test.describe('home: admin actions', () => {
  test('an admin deletes a Space from its home card', async ({ page }) => {
    await login(page, E2E_ADMIN)
    const day = addDays(dayIn(nowSeconds()), 2)
    const title = `Space to delete ${Date.now()}`
    const space = await createSpace(page, title, Date.UTC(day.year, day.month - 1, day.day, 15, 0) / 1000)

    await page.goto('/')
    await selectDay(page, day)
    const target = card(page, title)
    await expect(target.getByRole('link', { name: /^Edit/ })).toHaveAttribute(
      'href',
      `/dashboard/edit-space/${space.id}`,
    )
    page.once('dialog', async (dialog) => {
      expect(dialog.type()).toBe('confirm')
      expect(dialog.message()).toBe('Delete this space? This cannot be undone.')
      await dialog.accept()
    })
    await target.getByRole('button', { name: /^Delete/ }).click()
    await expect(target).toHaveCount(0)
    expect((await page.request.get(`/api/spaces/${space.id}`)).status()).toBe(404)
  })

  test('a failed delete shows the banner and keeps the card', async ({ page }) => {
    await login(page, E2E_ADMIN)
    const day = addDays(dayIn(nowSeconds()), 2)
    const title = `Space that stays ${Date.now()}`
    const space = await createSpace(page, title, Date.UTC(day.year, day.month - 1, day.day, 16, 0) / 1000)
    await page.route('**/api/spaces/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, json: { error: 'Database unavailable' } })
        : route.fallback(),
    )

    await page.goto('/')
    await selectDay(page, day)
    page.once('dialog', (dialog) => dialog.accept())
    await card(page, title)
      .getByRole('button', { name: /^Delete/ })
      .click()
    await expect(page.getByText('Failed to delete space')).toBeVisible()
    await expect(card(page, title)).toBeVisible()
    await deleteSpace(page, space.id)
  })
})

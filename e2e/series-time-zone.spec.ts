import type { Page } from '@playwright/test'
import { expect, login, test } from './fixtures'
import { type ApiSpace, deleteSpaceThroughApi } from './helpers/api'
import { axe } from './helpers/axe'
import { pickDay, pickTime } from './helpers/space-form'

/**
 * A New York host on a device set to UTC (the suite's timezoneId) plans a weekly
 * 7 PM series in America/New_York. Every Space of it stays at 7 PM New York time across the change to
 * daylight time on 14 March 2027, and the zone is sent as host_timezone.
 */
const HOST = 'monsoon_notes'

// Each story pages the form's calendar to March 2027, creates and deletes a series, and loads several
// screens: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 })
const NEW_YORK = 'America/New_York'

const newYorkTime = (unix: number) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: NEW_YORK,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
    .format(new Date(unix * 1000))
    .replace(/\s/g, ' ')
const utcClock = (unix: number) => new Date(unix * 1000).toISOString().slice(11, 16)

const zoneSelect = (page: Page) => page.getByRole('combobox', { name: 'Time zone' })
const previewDates = (page: Page) =>
  page.getByRole('region', { name: /^This creates \d Spaces?$/ }).getByRole('listitem')

type SeriesRequest = { host_timezone?: string; local_start?: string; scheduled_start?: number }

/** Clicks Create Recurring Space and returns what was sent and the series the server created. */
async function createSeries(page: Page): Promise<{ request: SeriesRequest; series: ApiSpace[] }> {
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/spaces/recurring') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Create Recurring Space' }).click()
  const response = await created
  expect(response.status()).toBe(201)
  const body = (await response.json()) as { data: ApiSpace[] }
  await expect(page).toHaveURL(/\/dashboard$/)
  return {
    request: response.request().postDataJSON() as SeriesRequest,
    series: body.data.sort((a, b) => a.scheduled_start - b.scheduled_start),
  }
}

/** The series as the API lists it now (GET /api/spaces/user/{username}). */
async function listedStarts(page: Page, ids: number[]): Promise<number[]> {
  const list = (await (await page.request.get(`/api/spaces/user/${HOST}`)).json()) as { data: ApiSpace[] }
  return list.data
    .filter((space) => ids.includes(space.id))
    .map((space) => space.scheduled_start)
    .sort((a, b) => a - b)
}

test('a weekly 7 PM series in New York keeps 7 PM New York time across the DST change', async ({ page }) => {
  const title = `Series zone e2e ${Date.now()}`
  await login(page, HOST, '/dashboard/new-space')
  await page.getByRole('textbox', { name: /^Title/ }).fill(title)

  // The zone the time is entered in is shown, is the device's by default, and can be changed.
  await expect(zoneSelect(page)).toHaveValue('UTC')
  await expect(zoneSelect(page)).toHaveAccessibleDescription(/your device's, unless you pick another/)
  await zoneSelect(page).selectOption(NEW_YORK)

  // Friday 5 March 2027, 7 PM in New York: the picker's day and time are wall-clock values.
  const wallClock = new Date(Date.UTC(2027, 2, 5, 19, 0))
  await pickDay(page, wallClock)
  await pickTime(page, wallClock)
  await expect(page.locator('.picker__summary')).toHaveText(/^Starts Fri, Mar 5, 2027, 7:00\sPM EST$/)
  await page.getByLabel('Recurring Space').check()
  await page.getByLabel('Recurrence Pattern').selectOption('weekly')
  await page.getByLabel('Repeats').selectOption('4')
  await expect(previewDates(page)).toHaveText([
    /^Fri, Mar 5, 2027, 7:00\sPM EST$/,
    /^Fri, Mar 12, 2027, 7:00\sPM EST$/,
    /^Fri, Mar 19, 2027, 7:00\sPM EDT$/,
    /^Fri, Mar 26, 2027, 7:00\sPM EDT$/,
  ])
  // Headings do not skip a level: the page's h1, then the form's h2s (month, preview).
  const headings = await axe(page).withRules(['heading-order']).analyze()
  expect(headings.violations.map((v) => v.id)).toEqual([])

  const { request, series } = await createSeries(page)
  try {
    expect(request).toMatchObject({ host_timezone: NEW_YORK, local_start: '2027-03-05T19:00' })
    expect(series).toHaveLength(4)
    const starts = await listedStarts(
      page,
      series.map((space) => space.id),
    )
    expect(starts.map(newYorkTime)).toEqual([
      'Fri, Mar 5, 7:00 PM',
      'Fri, Mar 12, 7:00 PM',
      'Fri, Mar 19, 7:00 PM',
      'Fri, Mar 26, 7:00 PM',
    ])
    // The UTC instant moves by an hour when New York moves its clocks.
    expect(starts.map(utcClock)).toEqual(['00:00', '00:00', '23:00', '23:00'])

    // On the host's profile, a viewer in UTC sees the instants in UTC…
    const cards = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })
    await page.goto(`/profile/${HOST}`)
    await expect(cards.locator('time')).toHaveText([
      /^Sat, Mar 6, 12:00\sAM UTC$/,
      /^Sat, Mar 13, 12:00\sAM UTC$/,
      /^Fri, Mar 19, 11:00\sPM UTC$/,
      /^Fri, Mar 26, 11:00\sPM UTC$/,
    ])
    // …and after switching the viewer's zone to New York (the home page's dropdown), 7 PM every week.
    await page.goto('/')
    await page.getByRole('banner').getByLabel('Time zone').selectOption(NEW_YORK)
    await page.goto(`/profile/${HOST}`)
    await expect(cards.locator('time')).toHaveText([
      /^Fri, Mar 5, 7:00\sPM EST$/,
      /^Fri, Mar 12, 7:00\sPM EST$/,
      /^Fri, Mar 19, 7:00\sPM EDT$/,
      /^Fri, Mar 26, 7:00\sPM EDT$/,
    ])
  } finally {
    for (const space of series) await deleteSpaceThroughApi(page, space.id)
  }
})

test('a series picked at 2:30 AM on the spring-forward night keeps 2:30 AM on its other dates', async ({
  page,
}) => {
  const title = `Series gap e2e ${Date.now()}`
  await login(page, HOST, '/dashboard/new-space')
  await page.getByRole('textbox', { name: /^Title/ }).fill(title)
  await zoneSelect(page).selectOption(NEW_YORK)

  // Sunday 14 March 2027: New York's clocks jump from 2:00 to 3:00 AM, so 2:30 AM does not exist.
  const wallClock = new Date(Date.UTC(2027, 2, 14, 2, 30))
  await pickDay(page, wallClock)
  await pickTime(page, wallClock)
  await expect(
    page.getByText('The clocks skip 2:30 AM that day in this zone, so the Space starts at 3:30 AM.'),
  ).toBeVisible()
  await expect(page.locator('.picker__summary')).toHaveText(/^Starts Sun, Mar 14, 2027, 3:30\sAM EDT$/)
  await page.getByLabel('Recurring Space').check()
  await page.getByLabel('Recurrence Pattern').selectOption('weekly')
  await page.getByLabel('Repeats').selectOption('3')
  await expect(previewDates(page)).toHaveText([
    /^Sun, Mar 14, 2027, 3:30\sAM EDT$/,
    /^Sun, Mar 21, 2027, 2:30\sAM EDT$/,
    /^Sun, Mar 28, 2027, 2:30\sAM EDT$/,
  ])

  const { request, series } = await createSeries(page)
  try {
    expect(request).toMatchObject({ host_timezone: NEW_YORK, local_start: '2027-03-14T02:30' })
    const starts = await listedStarts(
      page,
      series.map((space) => space.id),
    )
    expect(starts.map(newYorkTime)).toEqual([
      'Sun, Mar 14, 3:30 AM',
      'Sun, Mar 21, 2:30 AM',
      'Sun, Mar 28, 2:30 AM',
    ])
    expect(starts.map(utcClock)).toEqual(['07:30', '06:30', '06:30'])
  } finally {
    for (const space of series) await deleteSpaceThroughApi(page, space.id)
  }
})

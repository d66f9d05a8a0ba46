import { expect, login, test } from './fixtures'
import type { ApiSpace } from './helpers/api'
import { deleteSpaceThroughApi } from './helpers/api'
import { pickDay, pickTime } from './helpers/space-form'

/**
 * Issue 10, finding 4: a New York host on a device set to UTC (the suite's timezoneId) plans a
 * weekly 7 PM series in America/New_York. Every Space of it stays at 7 PM New York time across the
 * change to daylight time on 14 March 2027, and the zone is sent as host_timezone.
 */
const HOST = 'monsoon_notes'
const TITLE = `Series zone e2e ${Date.now()}`

const newYorkTime = (unix: number) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(unix * 1000))

test('a weekly 7 PM series in New York keeps 7 PM New York time across the DST change', async ({ page }) => {
  await login(page, HOST)
  await page.goto('/dashboard/new-space')
  await page.getByRole('textbox', { name: /^Title/ }).fill(TITLE)
  const zone = page.getByRole('combobox', { name: 'Time zone' })
  await expect(zone).toHaveValue('UTC')
  await zone.selectOption('America/New_York')

  // Friday 5 March 2027, 7 PM in New York: the picker's day and time are wall-clock values.
  const wallClock = new Date(Date.UTC(2027, 2, 5, 19, 0))
  await pickDay(page, wallClock)
  await pickTime(page, wallClock)
  await page.getByLabel('Recurring Space').check()
  await page.getByLabel('Recurrence Pattern').selectOption('weekly')
  await page.getByLabel('Repeats').selectOption('4')
  await expect(page.getByRole('heading', { name: 'This creates 4 Spaces' })).toBeVisible()
  await expect(page.locator('.recurrence__dates li')).toHaveCount(4)
  for (const item of await page.locator('.recurrence__dates li').allInnerTexts()) {
    expect(item).toMatch(/7:00\s?PM/)
  }

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/spaces/recurring') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Create Recurring Space' }).click()
  const request = (await created).request().postDataJSON() as { host_timezone?: string }
  expect(request.host_timezone).toBe('America/New_York')
  await expect(page).toHaveURL(/\/dashboard$/)

  const list = (await (await page.request.get(`/api/spaces/user/${HOST}`)).json()) as { data: ApiSpace[] }
  const series = list.data
    .filter((s) => s.title === TITLE)
    .sort((a, b) => a.scheduled_start - b.scheduled_start)
  try {
    expect(series.map((s) => newYorkTime(s.scheduled_start))).toEqual([
      'Fri, Mar 5, 7:00 PM',
      'Fri, Mar 12, 7:00 PM',
      'Fri, Mar 19, 7:00 PM',
      'Fri, Mar 26, 7:00 PM',
    ])
    // The UTC instant moves by an hour when New York moves its clocks.
    expect(series.map((s) => new Date(s.scheduled_start * 1000).toISOString().slice(11, 16))).toEqual([
      '00:00',
      '00:00',
      '23:00',
      '23:00',
    ])
  } finally {
    for (const space of series) await deleteSpaceThroughApi(page, space.id)
  }
})

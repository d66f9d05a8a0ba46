import type { Page } from '@playwright/test'
import { expect, login, test } from './fixtures'
import { deleteSpaceThroughApi } from './helpers/api'
import { addDays, type Day, dayButton, dayIn, dayList, selectDay, showMonth } from './helpers/calendar'
import { dayInMonth, pickDay, pickTime } from './helpers/space-form'

/**
 * A host schedules through the form and finds the result on the home calendar, on the right day.
 * The browser runs in UTC, so the form's device time and the calendar's zone agree.
 */
const HOST = 'prairiedispatch'
const PREFIX = 'Calendar e2e:'

async function removeMine(page: Page) {
  const response = await page.request.get(`/api/spaces/user/${HOST}`)
  const { data } = (await response.json()) as { data: { id: number; title: string }[] }
  for (const space of data.filter((s) => s.title.startsWith(PREFIX)))
    await deleteSpaceThroughApi(page, space.id)
}

async function fillNewSpace(page: Page, title: string, start: Date) {
  await page.goto('/dashboard/new-space')
  await page.getByRole('textbox', { name: /^Title/ }).fill(title)
  await pickDay(page, start)
  await pickTime(page, start)
}

const dayOf = (date: Date): Day => dayIn(date.getTime() / 1000)

test.describe('scheduling shows on the calendar', () => {
  test.afterEach(async ({ page }) => removeMine(page))

  test('a Space created through the form is on its day in the calendar', async ({ page }) => {
    await login(page, HOST)
    const start = dayInMonth(1, 12, 14, 30)
    const title = `${PREFIX} one-off ${Date.now()}`
    await fillNewSpace(page, title, start)
    await page.getByRole('button', { name: 'Create Space' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)

    await page.goto('/')
    await selectDay(page, dayOf(start))
    await expect(dayList(page).getByRole('article', { name: title })).toBeVisible()
    await selectDay(page, addDays(dayOf(start), 1))
    await expect(dayList(page).getByRole('article', { name: title })).toHaveCount(0)
  })

  test('a weekly series of 4 marks 4 days, a week apart', async ({ page }) => {
    await login(page, HOST)
    const start = dayInMonth(2, 3, 18, 0)
    const title = `${PREFIX} weekly ${Date.now()}`
    await fillNewSpace(page, title, start)
    await page.getByLabel('Recurring Space').check()
    await page.getByLabel('Recurrence Pattern').selectOption('weekly')
    await page.getByLabel('Repeats').selectOption('4')
    await page.getByRole('button', { name: 'Create Recurring Space' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)

    await page.goto('/')
    const days = [0, 7, 14, 21].map((offset) => addDays(dayOf(start), offset))
    for (const day of days) {
      await showMonth(page, day)
      // The tile names its count of Spaces; the series adds one to each of the four days.
      await expect(dayButton(page, day)).toHaveAccessibleName(/\d+ Spaces?|\d+ space/i)
      await selectDay(page, day)
      await expect(dayList(page).getByRole('article', { name: title })).toBeVisible()
    }
    await selectDay(page, addDays(dayOf(start), 28))
    await expect(dayList(page).getByRole('article', { name: title })).toHaveCount(0)
  })
})

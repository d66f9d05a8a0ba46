import { expect, type Page } from '@playwright/test'
import { monthName } from './calendar'

/** A UTC date `monthOffset` months from now, on `day`, at `hour`:`minute`. */
export function dayInMonth(monthOffset: number, day: number, hour: number, minute = 0): Date {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + monthOffset, day, hour, minute))
}

/** Shows the date's month in the New/Edit Space form's calendar and clicks its day (UTC device). */
export async function pickDay(page: Page, date: Date) {
  const heading = page.locator('.date-calendar__month')
  const target = date.getUTCFullYear() * 12 + date.getUTCMonth()
  for (let step = 0; step < 36; step++) {
    const [shownMonth, year] = (await heading.innerText()).split(' ')
    const shown = Number(year) * 12 + [...Array(12).keys()].findIndex((m) => monthName(m + 1) === shownMonth)
    if (shown === target) break
    await page.getByRole('button', { name: shown < target ? 'Next month' : 'Previous month' }).click()
    await expect(heading).not.toHaveText(`${shownMonth} ${year}`)
  }
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date)
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click()
}

/** Sets the picker's hour, minute and AM/PM from a UTC date (hour first: it resets the minute). */
export async function pickTime(page: Page, date: Date) {
  const hour24 = date.getUTCHours()
  await page.getByLabel('Hour').selectOption(String(hour24 % 12 === 0 ? 12 : hour24 % 12))
  await page.getByLabel('Minute').selectOption(String(date.getUTCMinutes()))
  await page.getByLabel('AM/PM').selectOption(hour24 < 12 ? 'AM' : 'PM')
}

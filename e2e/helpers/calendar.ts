import { expect, type Page } from '@playwright/test'

/** A calendar date. */
export type Day = { year: number; month: number; day: number }

export const monthName = (month: number) =>
  new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })

export const shortMonthDay = (date: Day) =>
  new Date(Date.UTC(date.year, date.month - 1, date.day)).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

/** The calendar date a clock in `zone` shows at `unix`. */
export function dayIn(unix: number, zone = 'UTC'): Day {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date(unix * 1000))
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  return { year: value('year'), month: value('month'), day: value('day') }
}

export function addDays(date: Day, days: number): Day {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

export const calendar = (page: Page) => page.getByRole('grid')
export const dayList = (page: Page) => page.locator('section.day-spaces')

/** Pages the home calendar to the month of `date` with the Previous/Next month buttons. */
export async function showMonth(page: Page, date: Day): Promise<void> {
  const wanted = `${monthName(date.month)} ${date.year}`
  const title = page.getByRole('heading', { level: 2, name: /^[A-Z][a-z]+ \d{4}$/ })
  for (let step = 0; step < 24; step++) {
    const text = (await title.textContent()) ?? ''
    if (text === wanted) return
    const [name = '', year = '0'] = text.split(' ')
    const shown = Number(year) * 12 + new Date(`${name} 1, 2000`).getMonth()
    const target = date.year * 12 + date.month - 1
    await page.getByRole('button', { name: target < shown ? 'Previous month' : 'Next month' }).click()
    await expect(title).not.toHaveText(text)
  }
  throw new Error(`Could not page the calendar to ${wanted}`)
}

/** The day's button on the home calendar (its accessible name starts with the weekday and date). */
export const dayButton = (page: Page, date: Day) =>
  calendar(page).getByRole('button', { name: new RegExp(`^\\w+, ${monthName(date.month)} ${date.day},`) })

/** Selects a day on the home calendar (paging to its month first) and waits for its list. */
export async function selectDay(page: Page, date: Day): Promise<void> {
  await showMonth(page, date)
  await dayButton(page, date).click()
  await expect(dayList(page).getByRole('heading', { level: 2 })).toHaveText(shortMonthDay(date))
  await expect(dayList(page).getByRole('status').first()).toHaveText(/space\(s\) for/)
}

/** "Sunday, November 22, 2026": a calendar day's accessible name in the date grid. */
export function formatLongDate(date: { year: number; month: number; day: number }): string {
  return longDate.format(new Date(Date.UTC(date.year, date.month - 1, date.day, 12)))
}

const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
})

/** "November 2026". */
export function formatMonthYear(year: number, month: number): string {
  return monthYear.format(new Date(Date.UTC(year, month - 1, 15)))
}

const monthYear = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' })

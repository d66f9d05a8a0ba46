import { getDisplayLocale } from '@spaces/shared/domain/time-text'
/** "Sunday, November 22, 2026": a calendar day's accessible name in the date grid. */
export function formatLongDate(date: { year: number; month: number; day: number }): string {
  const longDate = intl(longDateOptions)
  return longDate.format(new Date(Date.UTC(date.year, date.month - 1, date.day, 12)))
}

const longDateOptions: Intl.DateTimeFormatOptions = {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
}

/** "November 2026". */
export function formatMonthYear(year: number, month: number): string {
  return intl({ timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  )
}

const formats = new Map<string, Intl.DateTimeFormat>()

/** One formatter per options and display language (the page's language; en-US by default). */
function intl(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${getDisplayLocale()}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(getDisplayLocale(), options)
    formats.set(key, format)
  }
  return format
}

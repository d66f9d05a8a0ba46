import {
  type CalendarDate,
  unixToZonedParts,
  type ZonedDateTime,
  zonedDateTimeToUnix,
} from '@spaces/shared/domain/zoned-time'
import { PICKER_HOUR_MAX, PICKER_HOUR_MIN, PICKER_MINUTE_STEP } from '@spaces/shared/limits'
import { t } from '../../i18n/i18n'

/**
 * The date and time picker as plain data: a calendar date plus a 12-hour clock time
 * (hour 1–12, minute in steps of 5, AM or PM), read in one IANA zone (the device's unless the host
 * picks another).
 */

export type Meridiem = 'AM' | 'PM'

export interface PickerValue {
  date: CalendarDate
  /** 1–12 */
  hour: number
  /** 0–59; the picker offers 0–55 in steps of 5 (an edited Space may hold another minute). */
  minute: number
  meridiem: Meridiem
}

export const PICKER_HOURS: readonly number[] = Array.from(
  { length: PICKER_HOUR_MAX - PICKER_HOUR_MIN + 1 },
  (_, i) => PICKER_HOUR_MIN + i,
)

export const PICKER_MINUTES: readonly number[] = Array.from(
  { length: 60 / PICKER_MINUTE_STEP },
  (_, i) => i * PICKER_MINUTE_STEP,
)

/** 12 AM is midnight (0), 12 PM is noon (12). */
export function to24Hour(hour: number, meridiem: Meridiem): number {
  return (hour % 12) + (meridiem === 'PM' ? 12 : 0)
}

export function from24Hour(hour24: number): { hour: number; meridiem: Meridiem } {
  return { hour: hour24 % 12 === 0 ? 12 : hour24 % 12, meridiem: hour24 < 12 ? 'AM' : 'PM' }
}

/** The picked wall-clock date and time, on a 24-hour clock. */
export function pickerWallClock(value: PickerValue): ZonedDateTime {
  return { ...value.date, hour: to24Hour(value.hour, value.meridiem), minute: value.minute }
}

/** Unix seconds of the picked wall-clock time in `zone` (a time in a DST gap moves forward). */
export function pickerToUnix(value: PickerValue, zone: string): number {
  return zonedDateTimeToUnix(pickerWallClock(value), zone)
}

/** What the picker shows for `unix` in `zone` (seconds are dropped). */
export function unixToPicker(unix: number, zone: string): PickerValue {
  const { year, month, day, hour, minute } = unixToZonedParts(unix, zone)
  return { date: { year, month, day }, minute, ...from24Hour(hour) }
}

/** Changing the hour resets the minute to 0. */
export function withHour(value: PickerValue, hour: number): PickerValue {
  return { ...value, hour, minute: 0 }
}

/** The calendar date a clock in `zone` shows at `unix`: "today" for the picker's minimum date. */
export function todayIn(zone: string, nowUnix: number): CalendarDate {
  const { year, month, day } = unixToZonedParts(nowUnix, zone)
  return { year, month, day }
}

/**
 * The start a new Space form begins with: the next whole hour on the clock in `zone` (so it is valid
 * at once, also in zones offset by :30 or :45 from UTC).
 */
export function defaultPickerValue(nowUnix: number, zone: string): PickerValue {
  const now = Math.floor(nowUnix)
  const { minute } = unixToZonedParts(now, zone)
  const startOfLocalHour = now - (((now % 60) + 60) % 60) - minute * 60
  return unixToPicker(startOfLocalHour + 3600, zone)
}

/** The minute options: the 5-minute steps, plus `current` when it is off-step (kept for editing). */
export function minuteOptions(current: number): number[] {
  if (PICKER_MINUTES.includes(current)) return [...PICKER_MINUTES]
  return [...PICKER_MINUTES, current].sort((a, b) => a - b)
}

/** Negative when `a` is before `b`, 0 when equal, positive after. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day
}

export function isSamePickerValue(a: PickerValue, b: PickerValue): boolean {
  return (
    compareDates(a.date, b.date) === 0 &&
    a.hour === b.hour &&
    a.minute === b.minute &&
    a.meridiem === b.meridiem
  )
}

/** "2:30 AM". */
function clockText(value: PickerValue): string {
  return `${value.hour}:${String(value.minute).padStart(2, '0')} ${value.meridiem}`
}

/**
 * Says so when the picked time does not exist in `zone` on the picked day (the clocks skip it when
 * daylight time starts), and when the Space starts instead; null when the time exists.
 */
export function skippedTimeNote(value: PickerValue, zone: string): string | null {
  let start: number
  try {
    start = pickerToUnix(value, zone)
  } catch {
    return null
  }
  const shown = unixToPicker(start, zone)
  if (isSamePickerValue(shown, value)) return null
  return t('The clocks skip {skipped} that day in this zone, so the Space starts at {start}.', {
    skipped: clockText(value),
    start: clockText(shown),
  })
}

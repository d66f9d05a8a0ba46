import { zoneOffsetSeconds } from './zoned-time'

/**
 * The selectable display zones ('Auto (Browser)', UTC and about 36 named zones from
 * Pacific/Midway to Pacific/Kiritimati), west to east by their standard offset. Daylight saving time
 * moves some past others for half the year, so lists are shown in byUtcOffset's order of the day.
 */
export const AUTO_TIMEZONE = 'auto'

export const NAMED_TIME_ZONES = [
  'Pacific/Midway',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Phoenix',
  'America/Chicago',
  'America/Mexico_City',
  'America/New_York',
  'America/Toronto',
  'America/Caracas',
  'America/Halifax',
  'America/St_Johns',
  'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires',
  'Atlantic/South_Georgia',
  'Atlantic/Azores',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Africa/Lagos',
  'Africa/Johannesburg',
  'Europe/Athens',
  'Africa/Cairo',
  'Europe/Moscow',
  'Asia/Tehran',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Adelaide',
  'Australia/Sydney',
  'Pacific/Noumea',
  'Pacific/Auckland',
  'Pacific/Tongatapu',
  'Pacific/Kiritimati',
] as const

export const SELECTABLE_TIME_ZONES: readonly string[] = ['UTC', ...NAMED_TIME_ZONES]

/**
 * `zones` west to east by their offset from UTC at `at` (daylight saving time included: Paris is
 * ahead of Lagos in July, level with it in January); zones at the same offset keep their order.
 */
export function byUtcOffset(zones: readonly string[], at: Date): string[] {
  const unix = Math.floor(at.getTime() / 1000)
  return zones
    .map((zone, index) => ({ zone, index, offset: zoneOffsetSeconds(unix, zone) }))
    .sort((a, b) => a.offset - b.offset || a.index - b.index)
    .map(({ zone }) => zone)
}

/** True when the runtime knows the IANA zone name. */
export function isValidTimeZone(zone: string): boolean {
  if (!zone) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** The browser's zone when the runtime reports a valid one, else UTC. */
export function detectBrowserTimeZone(): string {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    return zone && isValidTimeZone(zone) ? zone : 'UTC'
  } catch {
    return 'UTC'
  }
}

/** Resolves a stored choice ('auto', a zone name, or garbage) to the zone to display in. */
export function resolveViewerTimeZone(choice: string | null | undefined): string {
  if (!choice || choice === AUTO_TIMEZONE) return detectBrowserTimeZone()
  return isValidTimeZone(choice) ? choice : detectBrowserTimeZone()
}

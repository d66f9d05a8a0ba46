import { addCalendarDays, unixToZonedParts, zonedDateTimeToUnix } from '@spaces/shared/domain/zoned-time'
import { SANDBOX_ACCOUNTS, type SandboxAccount, type SpaceTemplate } from './fixture'

/** The fixture account hosting a template's Space. */
export function templateHost(template: SpaceTemplate): SandboxAccount {
  const host = SANDBOX_ACCOUNTS.find((a) => a.username === template.host)
  if (!host) throw new Error(`Fixture Space "${template.title}" names an unknown host @${template.host}`)
  return host
}

/**
 * When a fixture Space starts, relative to `now`: `dayOffset` calendar days from today in the host's
 * zone, at `localTime` on the host's wall clock (so a series keeps its local time across DST).
 */
export function templateStart(template: SpaceTemplate, now: number): number {
  const zone = templateHost(template).timezone
  const today = unixToZonedParts(now, zone)
  const date = addCalendarDays(today, template.dayOffset)
  const [hour, minute] = template.localTime.split(':').map(Number)
  return zonedDateTimeToUnix({ ...date, hour: hour ?? 0, minute: minute ?? 0 }, zone)
}

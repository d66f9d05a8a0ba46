import {
  AUTO_TIMEZONE,
  byUtcOffset,
  isValidTimeZone,
  NAMED_TIME_ZONES,
} from '@spaces/shared/domain/time-zones'
import { msg } from '../../i18n/i18n'
import { formatTimeZoneLabel, timeZoneIdText, timeZoneName } from '../../lib/time'

/** `id`: the IANA id, given where the label is the zone's translated name ('Asia/Tokyo'). */
export type TimeZoneOption = { value: string; label: string; id?: string }

export const AUTO_TIMEZONE_LABEL = msg('Auto (Browser)')

/**
 * The zone choices in display order: 'Auto (Browser)', UTC, then the named zones labelled with
 * their offset at `at`, west to east by that very offset (so the list reads in the order of its
 * labels whatever the season). A valid stored zone outside the list is kept as an option, in its
 * place, so the dropdown never silently shows a different zone from the one in use.
 */
export function buildTimeZoneOptions(choice: string, at: Date): TimeZoneOption[] {
  const named: string[] = [...NAMED_TIME_ZONES]
  const isExtra = choice !== AUTO_TIMEZONE && choice !== 'UTC' && !named.includes(choice)
  if (isExtra && isValidTimeZone(choice)) named.push(choice)
  return [
    { value: AUTO_TIMEZONE, label: AUTO_TIMEZONE_LABEL },
    ...['UTC', ...byUtcOffset(named, at)].map((zone) => ({
      value: zone,
      label: formatTimeZoneLabel(zone, at),
      ...(timeZoneName(zone, at) === null ? {} : { id: timeZoneIdText(zone) }),
    })),
  ]
}

/** The option value that should appear selected: garbage in storage falls back to 'auto'. */
export function selectedTimeZoneValue(choice: string): string {
  return choice === AUTO_TIMEZONE || isValidTimeZone(choice) ? choice : AUTO_TIMEZONE
}

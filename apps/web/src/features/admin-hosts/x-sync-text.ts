import { t } from '../../i18n/i18n'

/** Manage Hosts' words for the X import: real plurals, never 'minute(s)'. */

/** 'Runs every 5 minutes for every host…', from the interval in seconds (a minute at least). */
export function syncScheduleText(intervalSeconds: number): string {
  const minutes = Math.max(1, Math.round(intervalSeconds / 60))
  return t(
    '{minutes, plural, one {Runs every minute for every host who has not turned it off.} other {Runs every # minutes for every host who has not turned it off.}}',
    { minutes },
  )
}

/** '12 hosts, 1 call to X': who a run looked at and what it cost. */
export function runReachText(run: { hosts: number; calls: number }): string {
  return t(
    '{hosts, plural, one {# host} other {# hosts}}, {calls, plural, one {# call} other {# calls}} to X',
    {
      hosts: run.hosts,
      calls: run.calls,
    },
  )
}

/** Manage Hosts' words for the X import: real plurals, never 'minute(s)'. */

/** '1 host', '12 hosts': English plurals through Intl, for the counts this screen shows. */
export function countOf(count: number, one: string, other: string): string {
  const rule = new Intl.PluralRules('en-US').select(count)
  return `${count.toLocaleString('en-US')} ${rule === 'one' ? one : other}`
}

/** 'Runs every 5 minutes for every host…', from the interval in seconds (a minute at least). */
export function syncScheduleText(intervalSeconds: number): string {
  const minutes = Math.max(1, Math.round(intervalSeconds / 60))
  const every = minutes === 1 ? 'minute' : countOf(minutes, 'minute', 'minutes')
  return `Runs every ${every} for every host who has not turned it off.`
}

/** '12 hosts, 1 call to X': who a run looked at and what it cost. */
export function runReachText(run: { hosts: number; calls: number }): string {
  return `${countOf(run.hosts, 'host', 'hosts')}, ${countOf(run.calls, 'call', 'calls')} to X`
}

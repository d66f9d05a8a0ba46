/** Unix seconds now. Everything the server stores and answers uses whole seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000)
}

/** A wait in words for a message: '45 seconds', '12 minutes', '5 hours'. */
export function describeWait(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  if (seconds < 120) return plural(Math.max(1, Math.ceil(seconds)), 'second')
  if (seconds < 120 * 60) return plural(Math.ceil(seconds / 60), 'minute')
  return plural(Math.ceil(seconds / 3600), 'hour')
}

/** Seconds in a day (a UTC day: the calendar's days in a time zone are measured there). */
export const DAY_SECONDS = 86_400

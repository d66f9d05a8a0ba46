const DAY_MINUTES = 24 * 60

/**
 * The countdown text of an upcoming Space: 'in {d}d {h}h' from one day on, 'in {h}h {m}m'
 * from one hour on, else 'in {m}m'.
 *
 * Minutes round up, so 30 s reads 'in 1m' (never 'in 0m') and 59 min 30 s reads 'in 1h 0m'; the larger
 * units are then whole, so 1 d 0 h 59 m reads 'in 1d 0h'. Null when the start is now or past (and for
 * NaN/Infinity), so callers can hide the countdown.
 */
export function formatCountdown(secondsUntil: number): string | null {
  if (!Number.isFinite(secondsUntil) || secondsUntil <= 0) return null
  const totalMinutes = Math.ceil(secondsUntil / 60)
  const days = Math.floor(totalMinutes / DAY_MINUTES)
  const hours = Math.floor((totalMinutes % DAY_MINUTES) / 60)
  const minutes = totalMinutes % 60
  if (days > 0) return `in ${days}d ${hours}h`
  if (hours > 0) return `in ${hours}h ${minutes}m`
  return `in ${minutes}m`
}

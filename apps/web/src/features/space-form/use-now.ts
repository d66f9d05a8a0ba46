import { useEffect, useState } from 'react'

/**
 * The current unix time in seconds, refreshed every `intervalMs`, so that a form left open re-checks
 * rules that depend on the clock ('Must be in the future') and moves "today" at midnight.
 */
export function useNowSeconds(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000))
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}

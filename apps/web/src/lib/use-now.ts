import { useEffect, useState } from 'react'

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** The current unix time in seconds, refreshed every `intervalMs` and when the tab comes back. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(nowSeconds)
  useEffect(() => {
    const tick = () => setNow(nowSeconds())
    const timer = setInterval(tick, intervalMs)
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [intervalMs])
  return now
}

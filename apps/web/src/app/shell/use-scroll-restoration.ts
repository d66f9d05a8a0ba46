import { useLayoutEffect } from 'react'
import { useLocation } from 'wouter'

const savedScrollY = new Map<string, number>()
let currentPath = typeof window === 'undefined' ? '' : window.location.pathname
/** The path that Back or Forward just went to; null after a link, a redirect or a navigate(). */
let traversedTo: string | null = null

// Registered at import time, before the router subscribes: a native `popstate` can run React's
// render between two listeners, and `traversedTo` must be set before the new screen commits.
// wouter dispatches `pushState` and `replaceState` events when it navigates.
if (typeof window !== 'undefined') {
  window.history.scrollRestoration = 'manual'
  window.addEventListener('popstate', () => {
    traversedTo = window.location.pathname
  })
  for (const type of ['pushState', 'replaceState']) {
    window.addEventListener(type, () => {
      traversedTo = null
    })
  }
  window.addEventListener('scroll', () => savedScrollY.set(currentPath, window.scrollY), { passive: true })
}

/**
 * A new screen starts at the top; Back and Forward return to where the visitor was on that path
 * (what React Router's ScrollRestoration did, keyed by path). A change of the query string alone,
 * as when Home clears `?auth=success`, does not scroll.
 */
export function useScrollRestoration(): void {
  const [path] = useLocation()
  useLayoutEffect(() => {
    if (path === currentPath) return
    const isTraversal = traversedTo === path
    currentPath = path
    traversedTo = null
    window.scrollTo(0, isTraversal ? (savedScrollY.get(path) ?? 0) : 0)
  }, [path])
}

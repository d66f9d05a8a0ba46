/**
 * Coming back after login: a screen that needs a session sends a logged-out visitor home with the
 * page they asked for in `?next=`; Home asks them to log in; starting the login keeps that page for
 * this tab, and the successful login goes back to it. Only a path on this site is ever followed:
 * `//evil.example`, `/\evil.example`, `https://…` and the like are dropped, so `next` cannot send
 * anyone elsewhere.
 */

export const RETURN_PARAM = 'next'
const STORAGE_KEY = 'return_after_login'
const MAX_LENGTH = 2000
/** Any origin would do: a path that keeps it is a path on whichever site reads it. */
const PROBE_ORIGIN = 'https://return-path.invalid'

/** A backslash or a control character (U+0000–U+001F, U+007F). */
function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true
  }
  return false
}

/** `value` as a path on this site ('/dashboard/links?tab=x'), or null when it is anything else. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH) return null
  // One leading slash, then not a second one or a backslash (browsers read '/\x' as '//x'), and no
  // control characters (browsers drop tabs and newlines from URLs, so '/\t/x' is '//x').
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return null
  try {
    const url = new URL(value, PROBE_ORIGIN)
    const path = `${url.pathname}${url.search}${url.hash}`
    // Dot segments can make a second slash ('/..//x' is '//x'): checked again once resolved.
    return url.origin === PROBE_ORIGIN && !path.startsWith('//') ? path : null
  } catch {
    return null
  }
}

/** `target` ('/' or '/?error=not_authenticated') with the page to come back to as `next`. */
export function withReturnPath(target: string, returnTo: string): string {
  const url = new URL(target, PROBE_ORIGIN)
  const path = safeReturnPath(returnTo)
  if (path && path !== '/') url.searchParams.set(RETURN_PARAM, path)
  return `${url.pathname}${url.search}`
}

/** The page a query asks to come back to after login (`?next=`), when it is one of this site's. */
export function returnPathIn(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  return safeReturnPath(params.get(RETURN_PARAM))
}

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function tabStorage(): TabStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    return null
  }
}

/**
 * Called as a login starts: keeps the page the current query asks to come back to (for this tab
 * only), or forgets an old one, so a later login from elsewhere stays where it was started.
 */
export function rememberReturnPath(search: string, storage: TabStorage | null = tabStorage()): void {
  const path = returnPathIn(search)
  try {
    if (path) storage?.setItem(STORAGE_KEY, path)
    else storage?.removeItem(STORAGE_KEY)
  } catch {
    // Storage refused (private mode, quota): the login still works, it just ends on Home.
  }
}

/** After a successful login: the page to go back to, once (it is forgotten as it is read). */
export function takeReturnPath(storage: TabStorage | null = tabStorage()): string | null {
  try {
    const path = safeReturnPath(storage?.getItem(STORAGE_KEY))
    storage?.removeItem(STORAGE_KEY)
    return path
  } catch {
    return null
  }
}

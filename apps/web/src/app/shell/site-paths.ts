/**
 * What the site header needs to know about the screen it sits on, from the path alone: which menu
 * item is the current page, whether the screen shows times (so the header offers the time zone), and
 * whether it needs a session (so logging out there first goes home).
 */

/** '/dashboard/' and '/dashboard' are the same page (the router treats them alike). */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** The menu item linking to `to` is the page being shown: same path, ignoring a trailing slash. */
export function isCurrentPage(path: string, to: string): boolean {
  return withoutTrailingSlash(path) === withoutTrailingSlash(to)
}

/**
 * Screens that show dates or times in the viewer's zone: home, profiles, a Space's own
 * page, dashboard, helpers, newsletter.
 */
const SCREENS_WITH_TIMES = [
  /^\/$/,
  /^\/profile\/[^/]+$/,
  /^\/spaces\/[^/]+$/,
  /^\/dashboard$/,
  /^\/access\/[^/]+$/,
  /^\/admin\/newsletter$/,
  /^\/admin\/health$/,
  /^\/search$/,
]

export function showsTimes(path: string): boolean {
  const page = withoutTrailingSlash(path)
  return SCREENS_WITH_TIMES.some((pattern) => pattern.test(page))
}

/** Screens a logged-out visitor is sent away from. */
export function requiresLogin(path: string): boolean {
  return /^\/(dashboard|access|admin)(\/|$)/.test(path)
}

import { bareUsername } from './domain/username'

/**
 * The site's pages, in one table: the web router declares its routes from `pattern`, the
 * server answers them with the app (the SPA fallback) by `CLIENT_ROUTE_PATTERNS`, and links are built
 * with `paths.*` — never by hand. `router.test.tsx` proves the router matches every builder's output.
 */
export const PAGES = {
  home: '/',
  chatbot: '/chatbot',
  profile: '/profile/:username',
  space: '/spaces/:id',
  reading: '/reading',
  glossary: '/glossary',
  search: '/search',
  demoNewSpace: '/demo/new-space',
  dashboard: '/dashboard',
  newSpace: '/dashboard/new-space',
  editSpace: '/dashboard/edit-space/:id',
  dashboardLinks: '/dashboard/links',
  dashboardReading: '/dashboard/reading',
  dashboardNotifications: '/dashboard/notifications',
  dashboardChannels: '/dashboard/channels',
  dashboardWebhooks: '/dashboard/webhooks',
  dashboardTokens: '/dashboard/tokens',
  access: '/access/:userId',
  adminHosts: '/admin/hosts',
  adminNewsletter: '/admin/newsletter',
  adminGlossary: '/admin/glossary',
  adminHealth: '/admin/health',
} as const

export type PageName = keyof typeof PAGES

/** Typed builders for the pages that take a parameter; the rest are `PAGES.<name>` as they stand. */
export const paths = {
  profile: (username: string) => `/profile/${encodeURIComponent(bareUsername(username))}`,
  space: (id: number | string) => `/spaces/${encodeURIComponent(String(id))}`,
  editSpace: (id: number | string) => `/dashboard/edit-space/${encodeURIComponent(String(id))}`,
  access: (userId: number | string) => `/access/${encodeURIComponent(String(userId))}`,
  search: (q: string) => `/search?q=${encodeURIComponent(q)}`,
} as const

/** What each parameter may look like in a URL the server answers with the app (a Space id is numeric). */
const PARAM_SHAPES: Record<string, string> = { id: '[^/]+', username: '[^/]+', userId: '[^/]+' }

function toRegExp(pattern: string, shapes: Record<string, string>): RegExp {
  if (pattern === '/') return /^\/$/
  const body = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? (shapes[part.slice(1)] ?? '[^/]+') : part))
    .join('\\/')
  return new RegExp(`^${body}\\/?$`)
}

/**
 * The client routes as the server matches them: a Space page's id must be a Space id (1–10 digits, no
 * leading zero), so `/spaces/abc` gets the app's 404 page with status 404.
 */
export const CLIENT_ROUTE_PATTERNS: readonly RegExp[] = Object.entries(PAGES).map(([name, pattern]) =>
  toRegExp(pattern, name === 'space' ? { ...PARAM_SHAPES, id: '[1-9][0-9]{0,9}' } : PARAM_SHAPES),
)

export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTE_PATTERNS.some((pattern) => pattern.test(pathname))
}

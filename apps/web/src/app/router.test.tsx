import { PAGES, type PageName, paths } from '@spaces/shared/paths'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'
import { Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Router } from 'wouter'
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from '../entities/viewer/api/get-current-user'
import { loginRedirectMessage } from '../features/auth/login-redirect-message'
import { createQueryClient } from './providers'
import { AppRouter, AppRoutes } from './router'
import { AccessRoute } from './routes/access'
import { AdminGlossaryRoute } from './routes/admin-glossary'
import { AdminHealthRoute } from './routes/admin-health'
import { AdminHostsRoute } from './routes/admin-hosts'
import { AdminNewsletterRoute } from './routes/admin-newsletter'
import { DashboardRoute } from './routes/dashboard'
import { DashboardLinksRoute } from './routes/dashboard-links'
import { DashboardNotificationsRoute } from './routes/dashboard-notifications'
import { DashboardReadingRoute } from './routes/dashboard-reading'
import { EditSpaceRoute } from './routes/edit-space'
import { NewSpaceRoute } from './routes/new-space'

const LAZY_SCREEN = 'lazy screen'

const host: CurrentUser = {
  id: 7,
  username: 'civic_host',
  display_name: 'Civic Host',
  profile_image_url: null,
  role: 'host',
  host_timezone: null,
}

/** Server-renders `children` at `path` for a viewer; returns the HTML and where a Redirect went. */
function renderAt(path: string, viewer: CurrentUser | null, children: ReactNode) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, viewer)
  const ssrContext: { redirectTo?: string } = {}
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={path} ssrContext={ssrContext}>
        {children}
      </Router>
    </QueryClientProvider>,
  )
  return { html, redirectTo: ssrContext.redirectTo }
}

describe('the route table', () => {
  /**
   * Renders until the screen's chunk has loaded (the first render starts loading it). Polls for up to
   * ~5 s: on a busy machine, transforming a screen's modules for the first time takes a while.
   */
  async function renderScreenAt(path: string): Promise<string> {
    for (let attempt = 0; attempt < 500; attempt++) {
      const { html } = renderAt(
        path,
        null,
        <Suspense fallback={LAZY_SCREEN}>
          <AppRoutes />
        </Suspense>,
      )
      if (!html.includes(LAZY_SCREEN)) return html
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`${path} never finished loading`)
  }

  it.each([
    ['/', '<h1 class="page__title">Spaces</h1>'],
    ['/chatbot', 'Chatbot page - Under construction'],
    ['/profile/civic_host', '<h1 class="page__title">@civic_host</h1>'],
    ['/reading', '<h1 class="page__title">Reading</h1>'],
    ['/glossary', 'Glossary of Terms'],
    ['/demo/new-space', 'New Space (demo)'],
    ['/dashboard', '<h1 class="page__title">Dashboard</h1>'],
    ['/dashboard/', '<h1 class="page__title">Dashboard</h1>'],
    ['/dashboard/new-space', '<h1 class="page__title">New Space</h1>'],
    ['/dashboard/edit-space/42', 'Edit Space'],
    ['/dashboard/links', 'Manage Links'],
    ['/dashboard/reading', '<h1 class="page__title">Reading List</h1>'],
    ['/access/7', 'Manage Access'],
    ['/admin/hosts', 'Manage Hosts'],
    ['/admin/newsletter', '<h1 class="page__title">Newsletter</h1>'],
    ['/admin/glossary', 'Manage Glossary'],
    ['/admin/health', '<h1 class="page__title">Health</h1>'],
    ['/nope', 'Page not found'],
    ['/dashboard/edit-space', 'Page not found'],
    ['/admin', 'Page not found'],
    ['/profile', 'Page not found'],
  ])('shows %s as the screen with %s', async (path, expected) => {
    expect(await renderScreenAt(path)).toContain(expected)
  })

  /** What each page shows, found by its text: typed over `PAGES`, so a new page needs a line here. */
  const SCREENS = {
    home: '<h1 class="page__title">Spaces</h1>',
    chatbot: 'Chatbot page - Under construction',
    profile: '<h1 class="page__title">@civic_host</h1>',
    space: 'Loading Space...',
    reading: '<h1 class="page__title">Reading</h1>',
    glossary: 'Glossary of Terms',
    demoNewSpace: 'New Space (demo)',
    dashboard: '<h1 class="page__title">Dashboard</h1>',
    newSpace: '<h1 class="page__title">New Space</h1>',
    editSpace: 'Edit Space',
    dashboardLinks: 'Manage Links',
    dashboardReading: '<h1 class="page__title">Reading List</h1>',
    dashboardNotifications: '<h1 class="page__title">Notifications</h1>',
    dashboardChannels: '<h1 class="page__title">Channels</h1>',
    dashboardWebhooks: '<h1 class="page__title">Webhooks</h1>',
    dashboardTokens: '<h1 class="page__title">API tokens</h1>',
    access: 'Manage Access',
    adminHosts: 'Manage Hosts',
    adminNewsletter: '<h1 class="page__title">Newsletter</h1>',
    adminGlossary: 'Manage Glossary',
    adminHealth: '<h1 class="page__title">Health</h1>',
    search: '<h1 class="page__title">Search</h1>',
  } satisfies Record<PageName, string>
  const SAMPLE_PARAMS: Record<string, string> = { username: 'civic_host', id: '42', userId: '7' }

  it.each(Object.entries(PAGES) as [PageName, string][])(
    'matches the page %s (%s) to its screen',
    async (name, pattern) => {
      const html = await renderScreenAt(
        pattern.replace(/:(\w+)/g, (_, param: string) => SAMPLE_PARAMS[param] ?? param),
      )
      expect(html).toContain(SCREENS[name])
      expect(html).not.toContain('Page not found')
    },
  )

  /** One link per builder: typed over `paths`, so a new builder needs a line here. */
  const BUILT = {
    profile: paths.profile(' @civic_host'),
    space: paths.space(42),
    editSpace: paths.editSpace(42),
    access: paths.access(7),
    search: paths.search('housing'),
  } satisfies Record<keyof typeof paths, string>

  it.each(Object.entries(BUILT) as [keyof typeof paths, string][])(
    'matches what paths.%s builds (%s) to its screen',
    async (name, path) => {
      const html = await renderScreenAt(path)
      expect(html).toContain(SCREENS[name])
      expect(html).not.toContain('Page not found')
    },
  )
})

describe('redirects of the login-only pages', () => {
  // Each page's target for a visitor without a session, naming the page asked for (`next`), so the
  // login can come back to it.
  const loggedOut: [string, ComponentType, string][] = [
    ['/dashboard', DashboardRoute, '/?error=not_authenticated'],
    ['/dashboard/new-space', NewSpaceRoute, '/?error=not_authenticated'],
    ['/dashboard/edit-space/42', EditSpaceRoute, '/?error=not_authenticated'],
    ['/dashboard/links', DashboardLinksRoute, '/'],
    ['/dashboard/reading', DashboardReadingRoute, '/'],
    ['/dashboard/notifications', DashboardNotificationsRoute, '/?error=not_authenticated'],
    ['/access/7', AccessRoute, '/'],
    ['/admin/hosts', AdminHostsRoute, '/'],
    ['/admin/newsletter', AdminNewsletterRoute, '/'],
    ['/admin/glossary', AdminGlossaryRoute, '/'],
    ['/admin/health', AdminHealthRoute, '/'],
  ]
  const withNext = (target: string, path: string) =>
    `${target}${target.includes('?') ? '&' : '?'}next=${encodeURIComponent(path)}`

  it.each(loggedOut)('sends a logged-out visitor from %s to the right place', (path, Screen, target) => {
    expect(renderAt(path, null, <Screen />).redirectTo).toBe(withNext(target, path))
  })

  it.each(loggedOut.filter(([, , target]) => target !== '/'))(
    'tells a visitor sent home from %s to log in, not that a login failed',
    (path, Screen) => {
      const target = renderAt(path, null, <Screen />).redirectTo ?? ''
      const query = new URL(target, 'http://localhost').searchParams
      expect(loginRedirectMessage(query)?.text).toBe('Log in to open your dashboard.')
    },
  )

  it.each(loggedOut.filter(([, , target]) => target === '/'))(
    'asks a visitor sent home from %s to log in to continue',
    (path, Screen) => {
      const target = renderAt(path, null, <Screen />).redirectTo ?? ''
      const query = new URL(target, 'http://localhost').searchParams
      expect(loginRedirectMessage(query)?.text).toBe('Log in to continue')
    },
  )

  it.each([
    ['/admin/hosts', AdminHostsRoute],
    ['/admin/newsletter', AdminNewsletterRoute],
    ['/admin/glossary', AdminGlossaryRoute],
    ['/admin/health', AdminHealthRoute],
  ] as const)('sends a non-admin from %s to /', (path, Screen) => {
    expect(renderAt(path, host, <Screen />).redirectTo).toBe('/')
  })

  it('lets a logged-in listener in to the notification settings, which load their data', () => {
    const listener = { ...host, role: 'user' as const }
    const { html, redirectTo } = renderAt(
      '/dashboard/notifications',
      listener,
      <DashboardNotificationsRoute />,
    )
    expect(redirectTo).toBeUndefined()
    expect(html).toContain('Loading your notification settings...')
  })

  it('lets an admin in', () => {
    const { html, redirectTo } = renderAt('/admin/hosts', { ...host, role: 'admin' }, <AdminHostsRoute />)
    expect(redirectTo).toBeUndefined()
    expect(html).toContain('Manage Hosts')
  })

  it('lets an admin in to the Health screen, which loads its facts', () => {
    const admin = { ...host, role: 'admin' as const }
    const { html, redirectTo } = renderAt('/admin/health', admin, <AdminHealthRoute />)
    expect(redirectTo).toBeUndefined()
    expect(html).toContain('<h1 class="page__title">Health</h1>')
    expect(html).toContain('Loading the site&#x27;s health...')
  })

  it('lets an admin in to the newsletter screen, which loads its data', () => {
    const admin = { ...host, role: 'admin' as const }
    const { html, redirectTo } = renderAt('/admin/newsletter', admin, <AdminNewsletterRoute />)
    expect(redirectTo).toBeUndefined()
    expect(html).toContain('<h1 class="page__title">Newsletter</h1>')
    expect(html).toContain('Loading newsletter data...')
  })
})

describe('the site header', () => {
  const headerAt = (path: string) => {
    const { html } = renderAt(path, null, <AppRouter />)
    const start = html.indexOf('<header class="site-header">')
    return start === -1 ? '' : html.slice(start, html.indexOf('</header>', start))
  }

  it.each([
    '/',
    '/profile/civic_host',
    '/reading',
    '/glossary',
    '/chatbot',
    '/dashboard',
    '/access/7',
    '/admin/hosts',
    '/admin/newsletter',
    '/admin/glossary',
    '/nope',
  ])('is on %s, with the brand linking home and the Menu button', (path) => {
    const header = headerAt(path)
    expect(header).toContain('href="/"')
    expect(header).toContain('Spaces Calendar')
    expect(header).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>.*Menu<\/button>/)
  })

  it("offers Home's time zone dropdown on Home, 'Auto (Browser)' first", () => {
    const header = headerAt('/')
    expect(header).toContain('>Time zone</label>')
    expect(header).toMatch(/<select[^>]*>\s*<option value="auto"[^>]*>Auto \(Browser\)<\/option>/)
  })

  it.each(['/profile/civic_host', '/dashboard', '/access/7', '/admin/newsletter'])(
    'offers the time zone list on %s, which shows times',
    (path) => {
      const header = headerAt(path)
      expect(header).toMatch(
        /<button[^>]*aria-haspopup="dialog"[^>]*>.*Time zone:<\/span> <span[^>]*>UTC<\/span><\/button>/,
      )
      expect(header).not.toContain('<select')
    },
  )

  it.each(['/reading', '/glossary', '/chatbot', '/dashboard/new-space', '/admin/hosts'])(
    'leaves the time zone to the menu on %s, which shows no times',
    (path) => {
      const header = headerAt(path)
      expect(header).not.toContain('Time zone')
    },
  )
})

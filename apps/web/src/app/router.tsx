import { PAGES } from '@spaces/shared/paths'
import { lazy, Suspense } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { withScreenCatalog } from '../i18n/i18n'
import { HomeRoute } from './routes/home'
import { NotFoundRoute } from './routes/not-found'
import { PageLoading } from './shell/page-loading'
import { RootLayout } from './shell/root-layout'
import { RouteErrorBoundary } from './shell/route-error'

// Only Home and the 404 page are in the first-load bundle; every other screen is its own chunk,
// to keep Home within its 120 KB gzip budget. A screen draws once its sentences are loaded too.
const ChatbotRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/chatbot'))).ChatbotRoute,
}))
const ProfileRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/profile'))).ProfileRoute,
}))
const SpaceRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/space'))).SpaceRoute,
}))
const ReadingRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/reading'))).ReadingRoute,
}))
const GlossaryRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/glossary'))).GlossaryRoute,
}))
const SearchRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/search'))).SearchRoute,
}))
const DemoNewSpaceRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/demo-new-space'))).DemoNewSpaceRoute,
}))
const DashboardRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/dashboard'))).DashboardRoute,
}))
const NewSpaceRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/new-space'))).NewSpaceRoute,
}))
const EditSpaceRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/edit-space'))).EditSpaceRoute,
}))
const DashboardLinksRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/dashboard-links'))).DashboardLinksRoute,
}))
const DashboardReadingRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/dashboard-reading'))).DashboardReadingRoute,
}))
const DashboardNotificationsRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/dashboard-notifications'))).DashboardNotificationsRoute,
}))
const DashboardChannelsRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/dashboard-channels'))).DashboardChannelsRoute,
}))
const DashboardWebhooksRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/dashboard-webhooks'))).DashboardWebhooksRoute,
}))
const DashboardTokensRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/dashboard-tokens'))).DashboardTokensRoute,
}))
const AccessRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/access'))).AccessRoute,
}))
const AdminHostsRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/admin-hosts'))).AdminHostsRoute,
}))
const AdminNewsletterRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/admin-newsletter'))).AdminNewsletterRoute,
}))
const AdminGlossaryRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/admin-glossary'))).AdminGlossaryRoute,
}))
const AdminHealthRoute = lazy(async () => ({
  default: (await withScreenCatalog(import('./routes/admin-health'))).AdminHealthRoute,
}))

/** Every page of `PAGES` (the screens, the glossary manager and the Health screen), and a catch-all 404. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path={PAGES.home}>
        <HomeRoute />
      </Route>
      <Route path={PAGES.chatbot}>
        <ChatbotRoute />
      </Route>
      <Route path={PAGES.profile}>
        <ProfileRoute />
      </Route>
      <Route path={PAGES.space}>
        <SpaceRoute notFound={<NotFoundRoute />} />
      </Route>
      <Route path={PAGES.reading}>
        <ReadingRoute />
      </Route>
      <Route path={PAGES.glossary}>
        <GlossaryRoute />
      </Route>
      <Route path={PAGES.search}>
        <SearchRoute />
      </Route>
      <Route path={PAGES.demoNewSpace}>
        <DemoNewSpaceRoute />
      </Route>
      <Route path={PAGES.dashboard}>
        <DashboardRoute />
      </Route>
      <Route path={PAGES.newSpace}>
        <NewSpaceRoute />
      </Route>
      <Route path={PAGES.editSpace}>
        <EditSpaceRoute />
      </Route>
      <Route path={PAGES.dashboardChannels}>
        <DashboardChannelsRoute />
      </Route>
      <Route path={PAGES.dashboardLinks}>
        <DashboardLinksRoute />
      </Route>
      <Route path={PAGES.dashboardReading}>
        <DashboardReadingRoute />
      </Route>
      <Route path={PAGES.dashboardNotifications}>
        <DashboardNotificationsRoute />
      </Route>
      <Route path={PAGES.dashboardWebhooks}>
        <DashboardWebhooksRoute />
      </Route>
      <Route path={PAGES.dashboardTokens}>
        <DashboardTokensRoute />
      </Route>
      <Route path={PAGES.access}>
        <AccessRoute />
      </Route>
      <Route path={PAGES.adminHosts}>
        <AdminHostsRoute />
      </Route>
      <Route path={PAGES.adminNewsletter}>
        <AdminNewsletterRoute />
      </Route>
      <Route path={PAGES.adminGlossary}>
        <AdminGlossaryRoute />
      </Route>
      <Route path={PAGES.adminHealth}>
        <AdminHealthRoute />
      </Route>
      <Route>
        <NotFoundRoute />
      </Route>
    </Switch>
  )
}

/**
 * The whole app under the browser's location. A screen whose chunk is still loading shows the
 * page-loading state; one whose chunk fails to load shows the error state with a reload button.
 * The error state clears when the visitor goes to another path.
 */
export function AppRouter() {
  const [path] = useLocation()
  return (
    <RootLayout>
      <RouteErrorBoundary resetKey={path}>
        <Suspense fallback={<PageLoading />}>
          <AppRoutes />
        </Suspense>
      </RouteErrorBoundary>
    </RootLayout>
  )
}

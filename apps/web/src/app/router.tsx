import { lazy, Suspense } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { HomeRoute } from './routes/home'
import { NotFoundRoute } from './routes/not-found'
import { PageLoading } from './shell/page-loading'
import { RootLayout } from './shell/root-layout'
import { RouteErrorBoundary } from './shell/route-error'

// Only Home and the 404 page are in the first-load bundle; every other screen is its own chunk,
// to keep Home within its 120 KB gzip budget (design §7).
const ChatbotRoute = lazy(async () => ({ default: (await import('./routes/chatbot')).ChatbotRoute }))
const ProfileRoute = lazy(async () => ({ default: (await import('./routes/profile')).ProfileRoute }))
const SpaceRoute = lazy(async () => ({ default: (await import('./routes/space')).SpaceRoute }))
const ReadingRoute = lazy(async () => ({ default: (await import('./routes/reading')).ReadingRoute }))
const GlossaryRoute = lazy(async () => ({ default: (await import('./routes/glossary')).GlossaryRoute }))
const DemoNewSpaceRoute = lazy(async () => ({
  default: (await import('./routes/demo-new-space')).DemoNewSpaceRoute,
}))
const DashboardRoute = lazy(async () => ({ default: (await import('./routes/dashboard')).DashboardRoute }))
const NewSpaceRoute = lazy(async () => ({ default: (await import('./routes/new-space')).NewSpaceRoute }))
const EditSpaceRoute = lazy(async () => ({ default: (await import('./routes/edit-space')).EditSpaceRoute }))
const DashboardLinksRoute = lazy(async () => ({
  default: (await import('./routes/dashboard-links')).DashboardLinksRoute,
}))
const DashboardReadingRoute = lazy(async () => ({
  default: (await import('./routes/dashboard-reading')).DashboardReadingRoute,
}))
const AccessRoute = lazy(async () => ({ default: (await import('./routes/access')).AccessRoute }))
const AdminHostsRoute = lazy(async () => ({
  default: (await import('./routes/admin-hosts')).AdminHostsRoute,
}))
const AdminNewsletterRoute = lazy(async () => ({
  default: (await import('./routes/admin-newsletter')).AdminNewsletterRoute,
}))
const AdminGlossaryRoute = lazy(async () => ({
  default: (await import('./routes/admin-glossary')).AdminGlossaryRoute,
}))

/** Every route of spec §2, plus /admin/glossary and a catch-all 404. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <HomeRoute />
      </Route>
      <Route path="/chatbot">
        <ChatbotRoute />
      </Route>
      <Route path="/profile/:username">
        <ProfileRoute />
      </Route>
      <Route path="/spaces/:id">
        <SpaceRoute notFound={<NotFoundRoute />} />
      </Route>
      <Route path="/reading">
        <ReadingRoute />
      </Route>
      <Route path="/glossary">
        <GlossaryRoute />
      </Route>
      <Route path="/demo/new-space">
        <DemoNewSpaceRoute />
      </Route>
      <Route path="/dashboard">
        <DashboardRoute />
      </Route>
      <Route path="/dashboard/new-space">
        <NewSpaceRoute />
      </Route>
      <Route path="/dashboard/edit-space/:id">
        <EditSpaceRoute />
      </Route>
      <Route path="/dashboard/links">
        <DashboardLinksRoute />
      </Route>
      <Route path="/dashboard/reading">
        <DashboardReadingRoute />
      </Route>
      <Route path="/access/:userId">
        <AccessRoute />
      </Route>
      <Route path="/admin/hosts">
        <AdminHostsRoute />
      </Route>
      <Route path="/admin/newsletter">
        <AdminNewsletterRoute />
      </Route>
      <Route path="/admin/glossary">
        <AdminGlossaryRoute />
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

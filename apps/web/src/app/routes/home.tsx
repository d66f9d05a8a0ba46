import { LoadingState } from '../../components/ui/loading-state'
import { NoticeRegion } from '../../components/ui/notice-region'
import { useCurrentUser } from '../../features/auth/api/get-current-user'
import { useLoginRedirectMessages } from '../../features/auth/use-login-redirect-messages'
import { useViewerTimeZone } from '../../features/timezone/use-viewer-time-zone'
import { formatTimeZoneLabel } from '../../lib/time'
import { HomeHeader } from '../shell/home-header'
import './home.css'

/** `/`: header, the login/logout messages, and the Spaces area (the calendar comes next). */
export function HomeRoute() {
  useLoginRedirectMessages()
  const { isPending } = useCurrentUser()
  return (
    <>
      <title>Spaces Calendar</title>
      <HomeHeader />
      <NoticeRegion />
      <main id="main" className="page home" tabIndex={-1}>
        <h1 className="page__title">Spaces</h1>
        {isPending ? <LoadingState /> : <SpacesArea />}
      </main>
    </>
  )
}

/**
 * Where the calendar, the host filter, the featured hosts and the list of Spaces go (spec §2 "Home").
 * Until they exist this says so plainly and shows the zone they will use.
 */
function SpacesArea() {
  const { zone } = useViewerTimeZone()
  return (
    <section className="card home-spaces" aria-labelledby="home-calendar-heading">
      <h2 id="home-calendar-heading" className="home-spaces__heading">
        Calendar
      </h2>
      <p>The calendar and the list of Spaces are not open yet.</p>
      <p className="home-spaces__zone">
        Times will be shown in <strong>{formatTimeZoneLabel(zone, new Date())}</strong>.
      </p>
    </section>
  )
}

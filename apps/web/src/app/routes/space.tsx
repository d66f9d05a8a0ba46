import { usernameKey } from '@spaces/shared/domain/username'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link, useParams } from 'wouter'
import { BACK_TO_CALENDAR, PageShell } from '../../components/layout/page-shell'
import { SITE_NAME } from '../../components/layout/site-brand'
import { LoadingState } from '../../components/ui/loading-state'
import { spaceQueryOptions } from '../../entities/space/api/get-spaces'
import { useCurrentUser } from '../../entities/viewer/api/get-current-user'
import { useViewerTimeZone } from '../../entities/viewer/use-viewer-time-zone'
import { spaceCardButtons } from '../../features/notifications/components/space-card-buttons'
import { SpacePageView } from '../../features/spaces/components/space-page-view'
import { t } from '../../i18n/i18n'
import { ApiError } from '../../lib/api-client'
import { useNow } from '../../lib/use-now'

/** Ids as the server accepts them in a path; anything else names no Space. */
const SPACE_ID = /^[1-9][0-9]{0,9}$/

/**
 * `/spaces/:id`: one Space's own page, the address feeds, calendar entries and shares link to.
 * `notFound` is the app's 404 page, handed in by the router: importing it here made the bundler
 * split modules out of the home page's chunk (more requests and bytes on the home page).
 */
export function SpaceRoute({ notFound }: { notFound: ReactNode }) {
  const { id = '' } = useParams()
  if (!SPACE_ID.test(id)) return notFound
  return <LoadedSpaceRoute id={Number(id)} notFound={notFound} />
}

function LoadedSpaceRoute({ id, notFound }: { id: number; notFound: ReactNode }) {
  const space = useQuery(spaceQueryOptions(id))
  const { zone } = useViewerTimeZone()
  const now = useNow()
  const viewer = useCurrentUser().data

  if (space.isPending) {
    return (
      <PageShell title={t('Space')}>
        <LoadingState label={t('Loading Space...')} />
      </PageShell>
    )
  }
  if (space.isError) {
    if (space.error instanceof ApiError && space.error.status === 404) return notFound
    return (
      <PageShell title={t('Space')}>
        <div className="card" role="alert">
          <p>{t('This Space could not be loaded just now.')}</p>
          <button type="button" className="button button--primary" onClick={() => void space.refetch()}>
            {t('Try again')}
          </button>
        </div>
      </PageShell>
    )
  }
  return (
    <>
      <title>{`${space.data.title} · ${SITE_NAME}`}</title>
      <main id="main" className="page" tabIndex={-1}>
        <Link to={BACK_TO_CALENDAR.to} className="back-link">
          <span className="flip-rtl" aria-hidden="true">
            ←
          </span>{' '}
          {t(BACK_TO_CALENDAR.label)}
        </Link>
        <SpacePageView
          space={space.data}
          zone={zone}
          now={now}
          cardButtons={spaceCardButtons}
          canEdit={
            viewer?.role === 'admin' ||
            (!!viewer && usernameKey(viewer.username) === usernameKey(space.data.username))
          }
        />
      </main>
    </>
  )
}

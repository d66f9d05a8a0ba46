import type { ReactNode } from 'react'
import { LoadMore } from '../../../components/ui/load-more'
import { LoadingState } from '../../../components/ui/loading-state'
import type { HostSpaces, Space } from '../../../entities/space/api/get-spaces'
import { SpaceCard, type SpaceCardButtons } from '../../../entities/space/components/space-card'
import { t } from '../../../i18n/i18n'
import { splitSpacesByClock } from '../profile-sections'

interface ProfileSpacesProps {
  spaces: HostSpaces
  zone: string
  now: number
  /** Remind me on each upcoming card, handed in by the page. */
  cardButtons?: SpaceCardButtons
}

/**
 * 'Live now (n)' first when X reports any live, then 'Upcoming Spaces (n)' and 'Recorded
 * Spaces (n)', by the clock; 'No Spaces yet' for none. Recorded Spaces come a page at a
 * time: 'Show older Spaces' below them loads the next.
 */
export function ProfileSpaces({ spaces: list, zone, now, cardButtons }: ProfileSpacesProps) {
  const spaces = list.data
  if (list.isPending) return <LoadingState label={t('Loading Spaces...')} />
  if (list.isError || !spaces) {
    return (
      <div className="card profile-empty" role="alert">
        <p>{t('The Spaces could not be loaded.')}</p>
        <button type="button" className="button button--secondary" onClick={list.refetch}>
          {t('Try again')}
        </button>
      </div>
    )
  }
  if (spaces.length === 0) {
    return (
      <div className="card profile-empty">
        <p className="profile-empty__title">{t('No Spaces yet')}</p>
        <p>{t('Scheduled and recorded Spaces will show up here.')}</p>
      </div>
    )
  }
  const { live, upcoming, recorded } = splitSpacesByClock(spaces, now)
  return (
    <>
      {live.length > 0 ? (
        <SpacesSection id="profile-live" title={t('Live now ({count})', { count: live.length })}>
          <SpaceList spaces={live} zone={zone} now={now} cardButtons={cardButtons} />
        </SpacesSection>
      ) : null}
      <SpacesSection id="profile-upcoming" title={t('Upcoming Spaces ({count})', { count: upcoming.length })}>
        {upcoming.length === 0 ? (
          <p className="profile-section__empty">{t('Nothing scheduled right now.')}</p>
        ) : (
          <SpaceList spaces={upcoming} zone={zone} now={now} cardButtons={cardButtons} />
        )}
      </SpacesSection>
      <SpacesSection id="profile-recorded" title={t('Recorded Spaces ({count})', { count: recorded.length })}>
        {recorded.length === 0 && !list.hasMore ? (
          <p className="profile-section__empty">{t('No recorded Spaces yet.')}</p>
        ) : (
          <SpaceList spaces={recorded} zone={zone} now={now} cardButtons={cardButtons} />
        )}
        <LoadMore list={list} label={t('Show older Spaces')} loadingLabel={t('Loading older Spaces...')} />
      </SpacesSection>
    </>
  )
}

function SpacesSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="profile-section" aria-labelledby={id}>
      <h2 id={id} className="profile-section__title">
        {title}
      </h2>
      {children}
    </section>
  )
}

function SpaceList({
  spaces,
  zone,
  now,
  cardButtons,
}: {
  spaces: Space[]
  zone: string
  now: number
  cardButtons?: SpaceCardButtons
}) {
  return (
    <ul className="profile-spaces">
      {spaces.map((space) => (
        <li key={space.id}>
          <SpaceCard space={space} zone={zone} now={now} showHost={false} buttons={cardButtons} />
        </li>
      ))}
    </ul>
  )
}

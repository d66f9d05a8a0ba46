import type { ReactNode } from 'react'
import { LoadingState } from '../../../components/ui/loading-state'
import type { Space } from '../../spaces/api/get-spaces'
import { splitSpacesByClock } from '../profile-sections'
import { ProfileSpaceCard } from './profile-space-card'

interface ProfileSpacesProps {
  spaces: Space[] | undefined
  isLoading: boolean
  isError: boolean
  onRetry: () => void
  zone: string
  now: number
}

/** 'Upcoming Spaces (n)' and 'Recorded Spaces (n)', by the clock (spec §4); 'No Spaces yet' for none. */
export function ProfileSpaces({ spaces, isLoading, isError, onRetry, zone, now }: ProfileSpacesProps) {
  if (isLoading) return <LoadingState label="Loading Spaces..." />
  if (isError || !spaces) {
    return (
      <div className="card profile-empty" role="alert">
        <p>The Spaces could not be loaded.</p>
        <button type="button" className="button button--secondary" onClick={onRetry}>
          Try again
        </button>
      </div>
    )
  }
  if (spaces.length === 0) {
    return (
      <div className="card profile-empty">
        <p className="profile-empty__title">No Spaces yet</p>
        <p>Scheduled and recorded Spaces will show up here.</p>
      </div>
    )
  }
  const { upcoming, recorded } = splitSpacesByClock(spaces, now)
  return (
    <>
      <SpacesSection id="profile-upcoming" title={`Upcoming Spaces (${upcoming.length})`}>
        {upcoming.length === 0 ? (
          <p className="profile-section__empty">Nothing scheduled right now.</p>
        ) : (
          <SpaceList spaces={upcoming} zone={zone} now={now} />
        )}
      </SpacesSection>
      <SpacesSection id="profile-recorded" title={`Recorded Spaces (${recorded.length})`}>
        {recorded.length === 0 ? (
          <p className="profile-section__empty">No recorded Spaces yet.</p>
        ) : (
          <SpaceList spaces={recorded} zone={zone} now={now} />
        )}
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

function SpaceList({ spaces, zone, now }: { spaces: Space[]; zone: string; now: number }) {
  return (
    <ul className="profile-spaces">
      {spaces.map((space) => (
        <li key={space.id}>
          <ProfileSpaceCard space={space} zone={zone} now={now} />
        </li>
      ))}
    </ul>
  )
}

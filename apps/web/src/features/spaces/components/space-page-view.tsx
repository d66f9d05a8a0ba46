import { useId } from 'react'
import { Link } from 'wouter'
import { LoadingState } from '../../../components/ui/loading-state'
import { type Space, useHostSpaces } from '../../../entities/space/api/get-spaces'
import { hostLineText, SpaceCard, type SpaceCardButtons } from '../../../entities/space/components/space-card'
import { formatDateTimeInZone, isoDateTime } from '../../../lib/time'
import { otherUpcomingSpaces, shareOnXUrl } from '../other-upcoming'
import './space-page.css'
import { paths } from '@spaces/shared/paths'
import { t } from '../../../i18n/i18n'

type SpacePageViewProps = {
  space: Space
  zone: string
  now: number
  /** The host, an admin (or a helper, though the page cannot tell): an Edit link; the server decides. */
  canEdit: boolean
  /** Remind me and Follow on the card, handed in by the page. */
  cardButtons?: SpaceCardButtons
}

/**
 * A Space's own page: the card (status, countdown, join, add to calendar, host, description), Share
 * on X, the host's profile, and the host's other upcoming Spaces.
 */
export function SpacePageView({ space, zone, now, canEdit, cardButtons }: SpacePageViewProps) {
  const hostName = space.display_name?.trim() || `@${space.username}`
  const profileHref = paths.profile(space.username)
  const pageUrl = `${window.location.origin}${paths.space(space.id)}`
  return (
    <div className="space-page">
      <SpaceCard space={space} zone={zone} now={now} headingLevel={1} buttons={cardButtons} />
      <div className="space-page__links">
        <a
          className="button button--secondary"
          href={shareOnXUrl(space.title, pageUrl)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('Share on X')}
          <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
        </a>
        <Link href={profileHref} className="button button--secondary">
          {t('View profile')}
          <span className="visually-hidden"> {t('of {host}', { host: hostLineText(space) })}</span>
        </Link>
        {canEdit ? (
          <Link href={paths.editSpace(space.id)} className="button button--secondary">
            {t('Edit Space')}
          </Link>
        ) : null}
      </div>
      <OtherUpcoming space={space} hostName={hostName} zone={zone} now={now} />
    </div>
  )
}

function OtherUpcoming({
  space,
  hostName,
  zone,
  now,
}: {
  space: Space
  hostName: string
  zone: string
  now: number
}) {
  const headingId = useId()
  const spaces = useHostSpaces(space.username, now)
  const others = spaces.data ? otherUpcomingSpaces(spaces.data, space, now) : []
  return (
    <section className="space-page__others" aria-labelledby={headingId}>
      <h2 id={headingId} className="space-page__others-title">
        {t('Other upcoming Spaces from {host}', { host: hostName })}
      </h2>
      {spaces.isPending ? (
        <LoadingState label={t('Loading Spaces...')} />
      ) : spaces.isError ? (
        <div className="space-page__notice" role="alert">
          <p>{t('The host’s other Spaces could not be loaded.')}</p>
          <button type="button" className="button button--secondary" onClick={() => void spaces.refetch()}>
            {t('Try again')}
          </button>
        </div>
      ) : others.length === 0 ? (
        <p className="space-page__empty">{t('Nothing else scheduled right now.')}</p>
      ) : (
        <ul className="space-page__other-list">
          {others.map((other) => (
            <li key={other.id} className="space-page__other">
              <Link href={paths.space(other.id)} className="space-page__other-title" dir="auto">
                {other.title}
              </Link>
              <time className="space-page__other-time" dateTime={isoDateTime(other.scheduled_start)}>
                {formatDateTimeInZone(other.scheduled_start, zone)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

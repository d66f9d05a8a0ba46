import { spaceStatus } from '@spaces/shared/domain/space-status'
import { useId } from 'react'
import { Link } from 'wouter'
import { formatDateTimeInZone, isoDateTime } from '../../../lib/time'
import type { Space } from '../../spaces/api/get-spaces'
import { CalendarLinks } from '../../spaces/components/calendar-links'
import { JoinLink } from '../../spaces/components/join-link'
import { StatusBadge } from '../../spaces/components/status-badge'
import { spacePagePath } from '../../spaces/space-path'
// The home card's look, so a Space reads the same everywhere.
import '../../spaces/components/space-card.css'

/**
 * A Space on its host's profile: when, status, title, description and the join or listen button
 * (spec §4: 'Set Reminder on X' while upcoming; 'Listen on {platform}' or 'Listen now' after).
 */
export function ProfileSpaceCard({ space, zone, now }: { space: Space; zone: string; now: number }) {
  const titleId = useId()
  const status = spaceStatus(space, now)
  const description = space.description?.trim()
  return (
    <article className={`space-card space-card--${status.kind}`} aria-labelledby={titleId}>
      <div className="space-card__meta">
        <time className="space-card__time" dateTime={isoDateTime(space.scheduled_start)}>
          {formatDateTimeInZone(space.scheduled_start, zone)}
        </time>
        <StatusBadge status={status} />
      </div>
      <h3 id={titleId} className="space-card__title">
        <Link href={spacePagePath(space.id)} className="space-card__title-link">
          {space.title}
        </Link>
      </h3>
      {description ? <p className="space-card__description">{description}</p> : null}
      <div className="space-card__actions">
        {status.buttonLabel ? <JoinLink href={status.href} label={status.buttonLabel} /> : null}
        {status.showCalendarLink ? <CalendarLinks space={space} /> : null}
      </div>
    </article>
  )
}

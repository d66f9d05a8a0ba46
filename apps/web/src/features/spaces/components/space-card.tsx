import { spaceStatus } from '@spaces/shared/domain/space-status'
import { type ReactNode, useId } from 'react'
import { Link } from 'wouter'
import { Avatar } from '../../../components/ui/avatar'
import { formatDateTimeInZone, isoDateTime } from '../../../lib/time'
import type { Space } from '../api/get-spaces'
import { spacePagePath } from '../space-path'
import { CalendarLinks } from './calendar-links'
import { JoinLink } from './join-link'
import { StatusBadge } from './status-badge'
import './space-card.css'

type SpaceCardProps = {
  space: Space
  /** The viewer's display zone. */
  zone: string
  /** Unix seconds; decides upcoming/recorded and the countdown. */
  now: number
  /**
   * Shown under the card: an admin's Edit and Delete on the home page (spec §6). Handed in rather
   * than imported here, so a page showing the card without them (the Space page, a lazy chunk) does
   * not pull the mutation code in, which made the bundler split it out of the home page's chunk.
   */
  actions?: ReactNode
  /** 1 on the Space's own page (its heading, not a link); 3 in lists, where the title links to that page. */
  headingLevel?: 1 | 3
}

/** Host line text (spec §2): 'display name - @username', or '@username' alone. */
export function hostLineText(space: Pick<Space, 'display_name' | 'username'>): string {
  const name = space.display_name?.trim()
  return name ? `${name} - @${space.username}` : `@${space.username}`
}

/** A Space on the home page (spec §2 "Space card", §4). */
export function SpaceCard({ space, zone, now, actions, headingLevel = 3 }: SpaceCardProps) {
  const titleId = useId()
  const status = spaceStatus(space, now)
  const name = space.display_name?.trim() || space.username
  const description = space.description?.trim()

  return (
    <article className={`space-card space-card--${status.kind}`} aria-labelledby={titleId}>
      <div className="space-card__meta">
        <time className="space-card__time" dateTime={isoDateTime(space.scheduled_start)}>
          {formatDateTimeInZone(space.scheduled_start, zone)}
        </time>
        <StatusBadge status={status} />
      </div>
      {headingLevel === 1 ? (
        <h1 id={titleId} className="space-card__title space-card__title--page">
          {space.title}
        </h1>
      ) : (
        <h3 id={titleId} className="space-card__title">
          <Link href={spacePagePath(space.id)} className="space-card__title-link">
            {space.title}
          </Link>
        </h3>
      )}
      <Link href={`/profile/${encodeURIComponent(space.username)}`} className="space-card__host">
        <Avatar name={name} imageUrl={space.profile_image_url} size="sm" />
        <span>{hostLineText(space)}</span>
      </Link>
      {description ? <p className="space-card__description">{description}</p> : null}
      <div className="space-card__actions">
        {status.buttonLabel ? <JoinLink href={status.href} label={status.buttonLabel} /> : null}
        {status.showCalendarLink ? <CalendarLinks space={space} /> : null}
      </div>
      {actions}
    </article>
  )
}

import { spaceStatus } from '@spaces/shared/domain/space-status'
import { useId } from 'react'
import { Link } from 'wouter'
import { Avatar } from '../../../components/ui/avatar'
import { formatDateTimeInZone, isoDateTime } from '../../../lib/time'
import type { Space } from '../api/get-spaces'
import { CalendarLinks } from './calendar-links'
import { JoinLink } from './join-link'
import { SpaceAdminActions } from './space-admin-actions'
import { StatusBadge } from './status-badge'
import './space-card.css'

type SpaceCardProps = {
  space: Space
  /** The viewer's display zone. */
  zone: string
  /** Unix seconds; decides upcoming/recorded and the countdown. */
  now: number
  /** Admins see Edit and Delete (spec §6). */
  canManage: boolean
  onDeleted?: () => void
}

/** Host line text (spec §2): 'display name - @username', or '@username' alone. */
export function hostLineText(space: Pick<Space, 'display_name' | 'username'>): string {
  const name = space.display_name?.trim()
  return name ? `${name} - @${space.username}` : `@${space.username}`
}

/** A Space on the home page (spec §2 "Space card", §4). */
export function SpaceCard({ space, zone, now, canManage, onDeleted }: SpaceCardProps) {
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
      <h3 id={titleId} className="space-card__title">
        {space.title}
      </h3>
      <Link href={`/profile/${encodeURIComponent(space.username)}`} className="space-card__host">
        <Avatar name={name} imageUrl={space.profile_image_url} size="sm" />
        <span>{hostLineText(space)}</span>
      </Link>
      {description ? <p className="space-card__description">{description}</p> : null}
      <div className="space-card__actions">
        {status.buttonLabel ? <JoinLink href={status.href} label={status.buttonLabel} /> : null}
        {status.showCalendarLink ? <CalendarLinks space={space} /> : null}
      </div>
      {canManage ? <SpaceAdminActions space={space} onDeleted={onDeleted} /> : null}
    </article>
  )
}

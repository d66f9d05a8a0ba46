import { spaceStatus } from '@spaces/shared/domain/space-status'
import { paths } from '@spaces/shared/paths'
import { type ReactNode, useId } from 'react'
import { Link } from 'wouter'
import { Avatar } from '../../../components/ui/avatar'
import { formatDateTimeInZone, isoDateTime } from '../../../lib/time'
import type { Space } from '../api/get-spaces'
import { buttonText } from '../status-text'
import { CalendarLinks } from './calendar-links'
import { JoinLink } from './join-link'
import { StatusBadge } from './status-badge'
import './space-card.css'

/**
 * What a page puts in a card's button row beside the join link: Remind me and Follow, which the
 * notifications feature owns and the app's routes hand in. Null when there is nothing to show, so the
 * card draws no empty row.
 */
export type SpaceCardButtons = (card: { space: Space; isUpcoming: boolean; showsHost: boolean }) => ReactNode

type SpaceCardProps = {
  space: Space
  /** The viewer's display zone. */
  zone: string
  /** Unix seconds; decides upcoming/recorded and the countdown. */
  now: number
  /**
   * Shown under the card: an admin's Edit and Delete on the home page. Handed in rather
   * than imported here, so a page showing the card without them (the Space page, a lazy chunk) does
   * not pull the mutation code in, which made the bundler split it out of the home page's chunk.
   */
  actions?: ReactNode
  /** The button row's buttons, for this Space (left out: none). */
  buttons?: SpaceCardButtons
  /** 1 on the Space's own page (its heading, not a link); 3 in lists, where the title links to that page. */
  headingLevel?: 1 | 3
  /** The host line (avatar and name, linking to the profile); off on the host's own profile. */
  showHost?: boolean
}

/** Host line text: 'display name - @username', or '@username' alone. */
export function hostLineText(space: Pick<Space, 'display_name' | 'username'>): string {
  const name = space.display_name?.trim()
  return name ? `${name} - @${space.username}` : `@${space.username}`
}

/**
 * A Space on the home page, its own page and its host's profile: when, status, title, host,
 * description and the join or listen button ('Set Reminder on X' while upcoming; 'Listen on
 * {platform}' or 'Listen now' after), then the buttons the page hands in, side by side.
 */
export function SpaceCard(props: SpaceCardProps) {
  const { space, zone, now, actions, buttons, headingLevel = 3, showHost = true } = props
  const titleId = useId()
  const status = spaceStatus(space, now)
  const notify = buttons?.({ space, isUpcoming: status.kind === 'upcoming', showsHost: showHost })
  const name = space.display_name?.trim() || space.username
  const description = space.description?.trim()
  const joinText = buttonText(status, space.recording_platform)

  return (
    <article className={`space-card space-card--${status.kind}`} aria-labelledby={titleId}>
      <div className="space-card__meta">
        <time className="space-card__time" dateTime={isoDateTime(space.scheduled_start)}>
          {formatDateTimeInZone(space.scheduled_start, zone)}
        </time>
        <StatusBadge status={status} />
      </div>
      {headingLevel === 1 ? (
        <h1 id={titleId} className="space-card__title space-card__title--page" dir="auto">
          {space.title}
        </h1>
      ) : (
        <h3 id={titleId} className="space-card__title" dir="auto">
          <Link href={paths.space(space.id)} className="space-card__title-link">
            {space.title}
          </Link>
        </h3>
      )}
      {showHost ? (
        <Link href={paths.profile(space.username)} className="space-card__host">
          <Avatar name={name} imageUrl={space.profile_image_url} size="sm" />
          <span dir="auto">{hostLineText(space)}</span>
        </Link>
      ) : null}
      {/* A host's own words keep their own direction on a page in another (dir="auto"). */}
      {description ? (
        <p className="space-card__description" dir="auto">
          {description}
        </p>
      ) : null}
      <div className="space-card__actions">
        {joinText ? <JoinLink href={status.href} label={joinText} /> : null}
        {status.showCalendarLink ? <CalendarLinks space={space} /> : null}
        {/* One row of equal buttons, apart from each other, at every width. */}
        {notify ? <span className="space-card__notify">{notify}</span> : null}
      </div>
      {actions}
    </article>
  )
}

import type { SpaceStatus } from '@spaces/shared/domain/space-status'
import { badgeText, countdownText, listenersText } from '../status-text'

/** A Space's status badge: 'Upcoming · in 2h', 'Live now', 'Recorded', 'LIVE · 42 listening', 'Canceled'. */
export function StatusBadge({ status }: { status: SpaceStatus }) {
  const detail = status.countdown ? countdownText(status.countdown) : listenersText(status.listeners)
  return (
    <span className={`status-badge status-badge--${status.badge.toLowerCase().replace(' ', '-')}`}>
      {status.kind === 'live' ? <span className="status-badge__dot" aria-hidden="true" /> : null}
      {badgeText(status.badge)}
      {detail ? <span className="status-badge__countdown"> · {detail}</span> : null}
    </span>
  )
}

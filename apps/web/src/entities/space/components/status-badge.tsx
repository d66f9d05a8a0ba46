import { formatListeners, type SpaceStatus } from '@spaces/shared/domain/space-status'

/** A Space's status badge: 'Upcoming · in 2h', 'Live now', 'Recorded', 'LIVE · 42 listening', 'Canceled'. */
export function StatusBadge({ status }: { status: SpaceStatus }) {
  const detail = status.countdown ?? formatListeners(status.listeners)
  return (
    <span className={`status-badge status-badge--${status.badge.toLowerCase().replace(' ', '-')}`}>
      {status.kind === 'live' ? <span className="status-badge__dot" aria-hidden="true" /> : null}
      {status.badge}
      {detail ? <span className="status-badge__countdown"> · {detail}</span> : null}
    </span>
  )
}

import { X_SHORT_NAME } from '@spaces/shared/domain/space-url'
import { useId } from 'react'
import type { Space } from '../../../entities/space/api/get-spaces'
import { JoinLink } from '../../../entities/space/components/join-link'
import { listenersText } from '../../../entities/space/status-text'
import './live-now.css'
import { t } from '../../../i18n/i18n'

/**
 * "Live now": the Spaces live on X right now, at the top of the home page, each with its
 * listeners and a 'Join live on X' button. Renders nothing when nothing is live.
 */
export function LiveNow({ spaces }: { spaces: readonly Space[] }) {
  const headingId = useId()
  if (spaces.length === 0) return null
  return (
    <section className="live-now" aria-labelledby={headingId}>
      <h2 id={headingId} className="live-now__title">
        <span className="status-badge__dot" aria-hidden="true" />
        {t('Live now')}
      </h2>
      <ul className="live-now__list">
        {spaces.map((space) => {
          const listeners = listenersText(space.live_listeners)
          return (
            <li key={space.id} className="live-now__item">
              <span className="live-now__what">
                <strong dir="auto">{space.title}</strong>
                <span>
                  {/* The handle reads left to right inside a right-to-left line. */}
                  <bdi>@{space.username}</bdi>
                  {listeners ? ` · ${listeners}` : ''}
                </span>
              </span>
              <JoinLink href={space.space_url} label={t('Join live on {x}', { x: X_SHORT_NAME })} />
            </li>
          )
        })}
      </ul>
    </section>
  )
}

import { t } from '../../../i18n/i18n'
import type { Badge } from '../newsletter-labels'

/** A campaign's or subscriber's status as a coloured pill; unknown statuses are neutral. */
export function StatusBadge({ badge }: { badge: Badge }) {
  return <span className={`nl-badge nl-badge--${badge.tone}`}>{t(badge.label)}</span>
}

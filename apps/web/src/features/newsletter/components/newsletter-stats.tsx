import { t } from '../../../i18n/i18n'
import type { NewsletterStats } from '../api/get-newsletter-admin'
import { CountItem } from './count-item'

/** A stat tile's classes: a card, its label over its number. */
const TILE = { className: 'card nl-stat', labelClassName: 'nl-stat__label', valueClassName: 'nl-stat__value' }

/** The newsletter's stat tiles: Total Subscribers, Active, Unsubscribed, Bounced; pending apart, smaller. */
export function NewsletterStatsTiles({ stats }: { stats: NewsletterStats }) {
  return (
    <section className="nl-stats" aria-labelledby="nl-stats-title">
      <h2 id="nl-stats-title" className="visually-hidden">
        {t('Subscribers at a glance')}
      </h2>
      <dl className="nl-stats__tiles">
        <CountItem {...TILE} label={t('Total Subscribers')} value={stats.total} />
        <CountItem {...TILE} label={t('Active')} value={stats.active} />
        <CountItem {...TILE} label={t('Unsubscribed')} value={stats.unsubscribed} />
        <CountItem {...TILE} label={t('Bounced')} value={stats.bounced} />
      </dl>
      <dl className="nl-stats__minor">
        <CountItem label={t('Pending confirmation')} value={stats.pending} />
      </dl>
    </section>
  )
}

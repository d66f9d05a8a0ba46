import { SUBSCRIBERS_LIST_MAX_HEIGHT_PX } from '@spaces/shared/limits'
import { t } from '../../../i18n/i18n'
import { formatDateTimeWithYearInZone, isoDateTime } from '../../../lib/time'
import { SUBSCRIBERS_CSV_PATH, type Subscriber } from '../api/get-newsletter-admin'
import { personText, subscriberStatusBadge } from '../newsletter-labels'
import { StatusBadge } from './status-badge'

/**
 * The newsletter's subscribers list, scrollable within 400 px: email, name or @username, source, status
 * and subscribed date. The scrolling box takes keyboard focus so it can be scrolled without a mouse.
 */
export function SubscriberList({ subscribers, zone }: { subscribers: readonly Subscriber[]; zone: string }) {
  return (
    <section className="card nl-section" aria-labelledby="nl-subscribers-title">
      <div className="nl-section__head">
        <h2 id="nl-subscribers-title" className="nl-section__title">
          {t('Subscribers ({count})', { count: subscribers.length })}
        </h2>
        <a className="button button--secondary" href={SUBSCRIBERS_CSV_PATH} download>
          {t('Export CSV')}
        </a>
      </div>
      {subscribers.length === 0 ? (
        <p className="nl-section__empty">{t('No subscribers yet')}</p>
      ) : (
        <section
          className="subscriber-list"
          style={{ maxHeight: SUBSCRIBERS_LIST_MAX_HEIGHT_PX }}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          aria-label={t('Subscribers list')}
        >
          <ul className="subscriber-list__rows">
            {subscribers.map((subscriber) => {
              const person = personText(subscriber)
              return (
                <li key={subscriber.id} className="subscriber-row">
                  <div className="subscriber-row__main">
                    <span className="subscriber-row__email">{subscriber.email}</span>
                    <StatusBadge badge={subscriberStatusBadge(subscriber.status)} />
                  </div>
                  <p className="subscriber-row__meta">
                    {person ? <span className="subscriber-row__person">{person}</span> : null}
                    <span>{t('Source: {source}', { source: subscriber.source })}</span>
                    <span>
                      {t('Subscribed')}{' '}
                      <time dateTime={isoDateTime(subscriber.subscribed_at)}>
                        {formatDateTimeWithYearInZone(subscriber.subscribed_at, zone)}
                      </time>
                    </span>
                  </p>
                </li>
              )
            })}
          </ul>
        </section>
      )}
    </section>
  )
}

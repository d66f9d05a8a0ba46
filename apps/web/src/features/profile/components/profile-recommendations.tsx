import { useId } from 'react'
import { ExternalIcon } from '../../../components/ui/external-icon'
import { t } from '../../../i18n/i18n'
import { toSafeLinkUrl } from '../../../lib/safe-url'
import type { Recommendation } from '../api/get-host-reading'
import { pinnedFirst } from '../profile-sections'

/** 'Recommendations (n)' from the host's reading list: Pinned badge, author and summary. */
export function ProfileRecommendations({ items }: { items: Recommendation[] | undefined }) {
  if (!items || items.length === 0) return null
  return (
    <section className="profile-section" aria-labelledby="profile-recommendations">
      <h2 id="profile-recommendations" className="profile-section__title">
        {t('Recommendations ({count})', { count: items.length })}
      </h2>
      <ul className="profile-recommendations">
        {pinnedFirst(items).map((item) => (
          <li key={item.id}>
            <RecommendationCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function RecommendationCard({ item }: { item: Recommendation }) {
  const titleId = useId()
  const href = toSafeLinkUrl(item.url)
  const author = item.author?.trim()
  const summary = item.summary?.trim()
  return (
    <article className="recommendation" aria-labelledby={titleId}>
      <div className="recommendation__meta">
        <span className="recommendation__type">{item.type}</span>
        {item.pinned === 1 ? <span className="recommendation__pinned">{t('Pinned')}</span> : null}
      </div>
      <h3 id={titleId} className="recommendation__title">
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {item.title}
            <ExternalIcon />
            <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
          </a>
        ) : (
          item.title
        )}
      </h3>
      {author ? <p className="recommendation__author">by {author}</p> : null}
      {summary ? <p className="recommendation__summary">{summary}</p> : null}
    </article>
  )
}

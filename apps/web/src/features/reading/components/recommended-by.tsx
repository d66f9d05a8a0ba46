import { paths } from '@spaces/shared/paths'
import { Link } from 'wouter'
import { t } from '../../../i18n/i18n'
import { toSafeImageUrl } from '../../../lib/safe-url'
import type { ReadingItem } from '../api/get-reading-items'

/** 'Recommended by' with a link to the recommender's profile, a small picture when there is one. */
export function RecommendedBy({ item }: { item: ReadingItem }) {
  const image = toSafeImageUrl(item.profile_image_url, window.location.origin)
  const name = item.display_name?.trim() || item.username
  return (
    <p className="reading-card__by">
      <span className="reading-card__by-label">{t('Recommended by')}</span>{' '}
      <Link to={paths.profile(item.username)} className="reading-card__by-link">
        {image ? <img className="reading-card__by-image" src={image} alt="" width={24} height={24} /> : null}
        {name}
      </Link>
    </p>
  )
}

import { isHttpsLink } from '@spaces/shared/domain/https-url'
import { t } from '../../../i18n/i18n'
import type { ReadingItem } from '../api/get-reading-items'

/** The title as an external link (new tab), only for https URLs; plain text otherwise. */
export function ReadingTitleLink({ item }: { item: ReadingItem }) {
  if (!isHttpsLink(item.url)) return <>{item.title}</>
  return (
    <a href={item.url} target="_blank" rel="noopener noreferrer" className="reading-card__link">
      {item.title}
      <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
    </a>
  )
}

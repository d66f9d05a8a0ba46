import { t } from '../../../i18n/i18n'
import type { ReadingItem } from '../api/get-reading-items'
import { readingTypeName } from '../reading-filters'
import { EditDeleteButtons } from './item-buttons'
import { ReadingTitleLink } from './reading-title-link'
import { RecommendedBy } from './recommended-by'

interface ReadingCardProps {
  item: ReadingItem
  isDeleting: boolean
  onEdit: (item: ReadingItem) => void
  onDelete: (item: ReadingItem) => void
}

/** One recommendation on /reading; Edit and Delete only when the viewer may (`can_edit`). */
export function ReadingCard({ item, isDeleting, onEdit, onDelete }: ReadingCardProps) {
  const titleId = `reading-${item.id}-title`
  return (
    <article className="card reading-card" aria-labelledby={titleId} aria-busy={isDeleting}>
      <div className="reading-card__badges">
        <span className="pill reading-badge">{readingTypeName(item.type)}</span>
        {item.pinned === 1 ? (
          <span className="pill reading-badge reading-badge--pinned">{t('Pinned')}</span>
        ) : null}
      </div>
      <h2 id={titleId} className="reading-card__title">
        <ReadingTitleLink item={item} />
      </h2>
      {item.author ? (
        <p className="reading-card__author">{t('Author : {author}', { author: item.author })}</p>
      ) : null}
      {item.summary ? <p className="reading-card__summary">{item.summary}</p> : null}
      <div className="reading-card__footer">
        <RecommendedBy item={item} />
        {item.can_edit ? (
          <div className="reading-actions">
            <EditDeleteButtons
              item={item}
              isBusy={isDeleting}
              deleteLabel={isDeleting ? t('Deleting…') : t('Delete')}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          </div>
        ) : null}
      </div>
    </article>
  )
}

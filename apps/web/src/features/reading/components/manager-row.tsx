import { t } from '../../../i18n/i18n'
import type { ReadingItem } from '../api/get-reading-items'
import { readingTypeName } from '../reading-filters'
import { DIFFICULTY_LABELS } from '../reading-form-values'
import { EditDeleteButtons, ItemButton } from './item-buttons'
import { ReadingTitleLink } from './reading-title-link'

interface ManagerRowProps {
  item: ReadingItem
  /** Pin/Unpin, Edit and Delete are offered only when the viewer may change this item. */
  canEdit: boolean
  isBusy: boolean
  /** Admins see everyone's items, so the row names the recommender. */
  showOwner: boolean
  onTogglePin: (item: ReadingItem) => void
  onEdit: (item: ReadingItem) => void
  onDelete: (item: ReadingItem) => void
}

/** One item in the reading list manager: its facts, then Pin/Unpin, Edit and Delete. */
export function ManagerRow({
  item,
  canEdit,
  isBusy,
  showOwner,
  onTogglePin,
  onEdit,
  onDelete,
}: ManagerRowProps) {
  const titleId = `manage-reading-${item.id}-title`
  const facts = [
    readingTypeName(item.type),
    item.difficulty === 'other' ? null : t(DIFFICULTY_LABELS[item.difficulty]),
    item.est_read_minutes === null ? null : t('{minutes} min', { minutes: item.est_read_minutes }),
    showOwner ? `@${item.username}` : null,
  ].filter((fact): fact is string => fact !== null)
  return (
    <article className="reading-row" aria-labelledby={titleId} aria-busy={isBusy}>
      <div className="reading-row__main">
        <h3 id={titleId} className="reading-row__title">
          <ReadingTitleLink item={item} />
          {item.pinned === 1 ? (
            <span className="pill reading-badge reading-badge--pinned">{t('Pinned')}</span>
          ) : null}
        </h3>
        <p className="reading-row__facts">{facts.join(' · ')}</p>
        {item.author ? (
          <p className="reading-row__text">{t('Author : {author}', { author: item.author })}</p>
        ) : null}
        {item.tags.length > 0 ? (
          <ul className="reading-tags" aria-label={t('Tags')}>
            {item.tags.map((tag) => (
              <li key={tag} className="reading-tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {canEdit ? (
        <div className="reading-actions">
          <ItemButton
            item={item}
            label={item.pinned === 1 ? t('Unpin') : t('Pin')}
            disabled={isBusy}
            onClick={() => onTogglePin(item)}
          />
          <EditDeleteButtons
            item={item}
            isBusy={isBusy}
            deleteLabel={t('Delete')}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </div>
      ) : null}
    </article>
  )
}

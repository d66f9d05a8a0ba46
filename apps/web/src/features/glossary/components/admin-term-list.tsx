import { t } from '../../../i18n/i18n'
import type { GlossaryTermSummary } from '../api/get-glossary-terms'
import { capitaliseCategory } from '../glossary-query'

interface AdminTermListProps {
  terms: readonly GlossaryTermSummary[]
  /** The term open in the form, if any. */
  editing: string | null
  deleting: string | null
  onEdit: (term: string) => void
  onDelete: (term: string) => void
}

/** Every term, alphabetically, with Edit and Delete. */
export function AdminTermList({ terms, editing, deleting, onEdit, onDelete }: AdminTermListProps) {
  if (terms.length === 0)
    return <p className="admin-glossary__empty">{t('No terms yet. Add the first one.')}</p>
  return (
    <ul className="bare-list admin-term-list">
      {terms.map((term) => {
        const isEditing = editing?.toLowerCase() === term.term.toLowerCase()
        return (
          <li key={term.id} className={isEditing ? 'admin-term admin-term--editing' : 'admin-term'}>
            <div className="admin-term__name">
              <span className="admin-term__term">{term.term}</span>
              <span className="admin-term__category">{capitaliseCategory(term.category)}</span>
            </div>
            <div className="admin-term__actions">
              <button
                type="button"
                className="button button--secondary admin-term__button"
                onClick={() => onEdit(term.term)}
                aria-current={isEditing ? 'true' : undefined}
              >
                {t('Edit')}
                <span className="visually-hidden admin-term__for"> {term.term}</span>
              </button>
              <button
                type="button"
                className="button admin-term__button admin-term__button--danger"
                onClick={() => onDelete(term.term)}
                disabled={deleting === term.term}
              >
                {deleting === term.term ? t('Deleting…') : t('Delete')}
                <span className="visually-hidden admin-term__for"> {term.term}</span>
              </button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}

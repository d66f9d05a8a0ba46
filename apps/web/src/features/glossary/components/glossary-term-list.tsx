import { useState } from 'react'
import { t } from '../../../i18n/i18n'
import type { GlossaryTermSummary } from '../api/get-glossary-terms'
import { GlossaryTermCard } from './glossary-term-card'

interface GlossaryTermListProps {
  terms: readonly GlossaryTermSummary[]
  isFiltered: boolean
  isUpdating: boolean
}

/** The term cards; only one is expanded at a time. */
export function GlossaryTermList({ terms, isFiltered, isUpdating }: GlossaryTermListProps) {
  const [expandedId, setExpandedId] = useState<number | null>(null)
  if (terms.length === 0) {
    return (
      <p className="card glossary-empty">
        {isFiltered ? t('No terms match your search.') : t('The glossary has no terms yet.')}
      </p>
    )
  }
  return (
    <>
      <p className="glossary-count" role="status">
        {t('{count, plural, one {# term} other {# terms}}', { count: terms.length })}
      </p>
      <ul className="term-list" aria-label="Terms" aria-busy={isUpdating}>
        {terms.map((term) => (
          <GlossaryTermCard
            key={term.id}
            term={term}
            isExpanded={expandedId === term.id}
            onToggle={(id) => setExpandedId((current) => (current === id ? null : id))}
          />
        ))}
      </ul>
    </>
  )
}

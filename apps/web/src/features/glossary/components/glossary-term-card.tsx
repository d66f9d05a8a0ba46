import { ChevronIcon } from '../../../components/ui/chevron-icon'
import type { GlossaryTermSummary } from '../api/get-glossary-terms'
import { capitaliseCategory } from '../glossary-query'
import { GlossaryTermDetail } from './glossary-term-detail'

interface GlossaryTermCardProps {
  term: GlossaryTermSummary
  isExpanded: boolean
  onToggle: (id: number) => void
}

/** A term and its category; the button expands the card and loads its detail. */
export function GlossaryTermCard({ term, isExpanded, onToggle }: GlossaryTermCardProps) {
  const buttonId = `term-${term.id}-button`
  const panelId = `term-${term.id}-panel`
  return (
    <li className={isExpanded ? 'term-card term-card--expanded' : 'term-card'}>
      <h2 className="term-card__heading">
        <button
          id={buttonId}
          type="button"
          className="term-card__toggle"
          aria-expanded={isExpanded}
          aria-controls={panelId}
          onClick={() => onToggle(term.id)}
        >
          <span className="term-card__term">{term.term}</span>
          <span className="pill term-card__category">{capitaliseCategory(term.category)}</span>
          <ChevronIcon className="term-card__chevron" />
        </button>
      </h2>
      <section id={panelId} className="term-card__panel" aria-labelledby={buttonId} hidden={!isExpanded}>
        {isExpanded ? <GlossaryTermDetail term={term.term} /> : null}
      </section>
    </li>
  )
}

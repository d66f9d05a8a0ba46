// The app's one text input style (.input), styled once beside the form field primitive.
import '../../../components/ui/form-field.css'
import { LabelledControl, LabelledSelect } from '../../../components/ui/select-field'
import { t } from '../../../i18n/i18n'
import { capitaliseCategory, type GlossaryFilters } from '../glossary-query'

interface GlossaryFiltersBarProps {
  filters: GlossaryFilters
  categories: readonly string[]
  onSearchChange: (search: string) => void
  onCategoryChange: (category: string) => void
}

/** The search box and the category dropdown of /glossary. */
export function GlossaryFiltersBar({
  filters,
  categories,
  onSearchChange,
  onCategoryChange,
}: GlossaryFiltersBarProps) {
  // A category from the URL that the server did not list (yet) still shows as chosen.
  const choices =
    filters.category && !categories.includes(filters.category)
      ? [...categories, filters.category]
      : categories
  return (
    <search className="glossary-filters">
      <LabelledControl
        id="glossary-search"
        label={t('Search')}
        className="glossary-filters__field glossary-filters__field--search"
        labelClassName="glossary-filters__label"
      >
        <input
          id="glossary-search"
          className="input"
          type="search"
          placeholder={t('Search terms...')}
          autoComplete="off"
          spellCheck={false}
          value={filters.search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </LabelledControl>
      <LabelledSelect
        id="glossary-category"
        label={t('Category')}
        className="glossary-filters__field"
        labelClassName="glossary-filters__label"
        value={filters.category}
        onValueChange={onCategoryChange}
        options={[
          { value: '', label: t('All Categories') },
          ...choices.map((category) => ({ value: category, label: capitaliseCategory(category) })),
        ]}
      />
    </search>
  )
}

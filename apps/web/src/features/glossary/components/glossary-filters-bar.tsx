// The app's one text input style (.input), styled once beside the form field primitive.
import '../../../components/ui/form-field.css'
import { capitaliseCategory, type GlossaryFilters } from '../glossary-query'

interface GlossaryFiltersBarProps {
  filters: GlossaryFilters
  categories: readonly string[]
  onSearchChange: (search: string) => void
  onCategoryChange: (category: string) => void
}

/** The search box and the category dropdown of /glossary (spec §2). */
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
      <div className="glossary-filters__field glossary-filters__field--search">
        <label htmlFor="glossary-search" className="glossary-filters__label">
          Search
        </label>
        <input
          id="glossary-search"
          className="input"
          type="search"
          placeholder="Search terms..."
          autoComplete="off"
          spellCheck={false}
          value={filters.search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <div className="glossary-filters__field">
        <label htmlFor="glossary-category" className="glossary-filters__label">
          Category
        </label>
        <select
          id="glossary-category"
          className="select"
          value={filters.category}
          onChange={(event) => onCategoryChange(event.target.value)}
        >
          <option value="">All Categories</option>
          {choices.map((category) => (
            <option key={category} value={category}>
              {capitaliseCategory(category)}
            </option>
          ))}
        </select>
      </div>
    </search>
  )
}

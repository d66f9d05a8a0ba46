import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'wouter'
import { BACK_TO_CALENDAR, PageShell } from '../../components/layout/page-shell'
import { LoadingState } from '../../components/ui/loading-state'
import { glossaryTermsQueryOptions } from '../../features/glossary/api/get-glossary-terms'
import { GlossaryFiltersBar } from '../../features/glossary/components/glossary-filters-bar'
import { GlossaryTermList } from '../../features/glossary/components/glossary-term-list'
import { glossaryFiltersFromQuery, withGlossaryFilter } from '../../features/glossary/glossary-query'
import { useDebouncedValue } from '../../lib/use-debounced-value'
import '../../features/glossary/components/glossary.css'
import { t } from '../../i18n/i18n'

/** Typing waits this long before it asks the server again. */
const SEARCH_DEBOUNCE_MS = 250

/** `/glossary`: terms filtered by `?search=&category=`, each card explaining its term at four levels. */
export function GlossaryRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = glossaryFiltersFromQuery(searchParams)
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS)
  const { data, isPending, isPlaceholderData } = useQuery({
    ...glossaryTermsQueryOptions({ search, category: filters.category }),
    // The list stays while the next one loads, so typing does not flash 'Loading terms...'.
    placeholderData: keepPreviousData,
  })

  return (
    <PageShell title={t('Glossary of Terms')} back={BACK_TO_CALENDAR}>
      <div className="glossary">
        <GlossaryFiltersBar
          filters={filters}
          categories={data?.categories ?? []}
          // Typing replaces the history entry: Back leaves the page instead of undoing letters.
          onSearchChange={(value) =>
            setSearchParams((params) => withGlossaryFilter(params, 'search', value), { replace: true })
          }
          onCategoryChange={(value) =>
            setSearchParams((params) => withGlossaryFilter(params, 'category', value))
          }
        />
        {isPending ? (
          <LoadingState label={t('Loading terms...')} />
        ) : (
          <GlossaryTermList
            terms={data?.data ?? []}
            isFiltered={filters.search.trim() !== '' || filters.category !== ''}
            isUpdating={isPlaceholderData || search !== filters.search}
          />
        )}
      </div>
    </PageShell>
  )
}

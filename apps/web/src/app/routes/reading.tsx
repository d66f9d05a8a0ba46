import { useSearchParams } from 'wouter'
import { PageShell } from '../../components/layout/page-shell'
import { LoadingState } from '../../components/ui/loading-state'
import { PublicReadingList } from '../../features/reading/components/public-reading-list'
import { ReadingFiltersBar } from '../../features/reading/components/reading-filters-bar'
import {
  filtersFromQuery,
  queryFromFilters,
  type ReadingFilters,
} from '../../features/reading/reading-filters'
import { useCurrentUser } from '../../features/shared/auth/api/get-current-user'
import { useHosts } from '../../features/shared/spaces/api/get-hosts'

const BACK_HOME = { to: '/', label: 'Back' }

/** `/reading`: the public reading list, filtered by `?host=` and `?type=` (spec §2). */
export function ReadingRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = filtersFromQuery(searchParams)
  const { data: hosts = [] } = useHosts()
  const { data: user, isPending: isUserPending } = useCurrentUser()

  function changeFilters(next: ReadingFilters) {
    setSearchParams(queryFromFilters(next))
  }

  return (
    <PageShell title="Reading" back={BACK_HOME}>
      <ReadingFiltersBar filters={filters} hosts={hosts} onChange={changeFilters} />
      {/* Wait for the viewer: their Edit/Delete rights come with each item. */}
      {isUserPending ? <LoadingState /> : <PublicReadingList filters={filters} viewer={user?.id ?? null} />}
    </PageShell>
  )
}

import { useSearchParams } from 'wouter'
import { PageShell } from '../../components/layout/page-shell'
import { LoadingState } from '../../components/ui/loading-state'
import { useHosts } from '../../entities/profile/api/get-hosts'
import { useCurrentUser } from '../../entities/viewer/api/get-current-user'
import { PublicReadingList } from '../../features/reading/components/public-reading-list'
import { ReadingFiltersBar } from '../../features/reading/components/reading-filters-bar'
import {
  filtersFromQuery,
  queryFromFilters,
  type ReadingFilters,
} from '../../features/reading/reading-filters'
import { msg, t } from '../../i18n/i18n'

const BACK_HOME = { to: '/', label: msg('Back') }

/** `/reading`: the public reading list, filtered by `?host=` and `?type=`. */
export function ReadingRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = filtersFromQuery(searchParams)
  const { data: hosts = [] } = useHosts()
  const { data: user, isPending: isUserPending } = useCurrentUser()

  function changeFilters(next: ReadingFilters) {
    setSearchParams(queryFromFilters(next))
  }

  return (
    <PageShell title={t('Reading')} back={BACK_HOME}>
      <ReadingFiltersBar filters={filters} hosts={hosts} onChange={changeFilters} />
      {/* Wait for the viewer: their Edit/Delete rights come with each item. */}
      {isUserPending ? <LoadingState /> : <PublicReadingList filters={filters} viewer={user?.id ?? null} />}
    </PageShell>
  )
}

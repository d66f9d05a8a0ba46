import { type FormEvent, useEffect, useRef } from 'react'
import { useSearchParams } from 'wouter'
import { PageShell } from '../../components/layout/page-shell'
import { AlertBanner } from '../../components/ui/alert-banner'
import { LoadingState } from '../../components/ui/loading-state'
import { useViewerTimeZone } from '../../entities/viewer/use-viewer-time-zone'
import { useSearch } from '../../features/search/api/search'
import { SearchResults } from '../../features/search/components/search-results'
import { formatTimeZoneLabel } from '../../lib/time'
import '../../features/search/components/search.css'
import { msg, t } from '../../i18n/i18n'

const TITLE = msg('Search')
const LABEL = msg('Search for')
const BUTTON = msg('Search')
const LOADING = msg('Searching...')
const FAILED = msg('The search failed.')
const RETRY = msg('Try again')
const PROMPT = msg(
  'Type words to find Spaces, hosts, reading and glossary terms. "Quotes" find a phrase, -word leaves a word out.',
)
const timesIn = (zone: string) => t('Times in {zone}', { zone })
const noResults = (q: string) => t('No results for “{query}”.', { query: q })

/** `/search?q=…`: the query lives in the URL, so a search can be shared and the back button works. */
export function SearchRoute() {
  const [params, setParams] = useSearchParams()
  const q = (params.get('q') ?? '').trim()
  const { zone } = useViewerTimeZone()
  const search = useSearch(q)
  const inputRef = useRef<HTMLInputElement>(null)

  // Coming from the header (or back), the field shows the URL's query.
  useEffect(() => {
    if (inputRef.current && inputRef.current.value !== q) inputRef.current.value = q
  }, [q])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = inputRef.current?.value.trim() ?? ''
    if (next !== '') setParams({ q: next })
  }

  return (
    <PageShell title={t(TITLE)}>
      <search>
        <form className="search-page__form" onSubmit={submit}>
          <label className="visually-hidden" htmlFor="search-page-q">
            {t(LABEL)}
          </label>
          <input
            ref={inputRef}
            id="search-page-q"
            className="search-page__input"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={200}
            autoComplete="off"
          />
          <button type="submit" className="button">
            {t(BUTTON)}
          </button>
        </form>
      </search>
      <SearchBody q={q} zone={zone} search={search} />
    </PageShell>
  )
}

function SearchBody({ q, zone, search }: { q: string; zone: string; search: ReturnType<typeof useSearch> }) {
  if (q === '') return <p>{t(PROMPT)}</p>
  if (search.isPending) return <LoadingState label={t(LOADING)} />
  if (search.isError) {
    return (
      <div>
        <AlertBanner>
          {t(FAILED)} {search.error instanceof Error ? search.error.message : ''}
        </AlertBanner>
        <button type="button" className="button button--secondary" onClick={search.refetch}>
          {t(RETRY)}
        </button>
      </div>
    )
  }
  if (search.results.length === 0) return <p role="status">{noResults(q)}</p>
  return (
    <>
      <p className="search-page__zone">{timesIn(formatTimeZoneLabel(zone, new Date()))}</p>
      <SearchResults results={search.results} zone={zone} list={search.list} />
    </>
  )
}

import { parseSearchQuery, searchQueryProblem } from '@spaces/shared/domain/search-query'
import { latestEndedStart } from '@spaces/shared/domain/space-status'
import {
  SEARCH_DEPTH_MAX,
  SEARCH_PAGE_DEFAULT,
  type TSearchKind,
  type TSearchQuery,
  type TSearchResponse,
  type TSearchResult,
} from '@spaces/shared/schemas/search'
import type { Kysely } from 'kysely'
import type { Dialect } from '../../db/client'
import type { Database } from '../../db/database'
import type { SearchKind } from '../../db/search-tables'
import { msg } from '../../i18n/message'
import { AppError } from '../../lib/errors'
import { REFRESH_BEFORE_SEARCH, refreshSearchIndex } from '../shared/search-index'
import { candidateTrigrams, hostMatches } from './search.fuzzy'
import { leadingTerm } from './search.leading'
import { hostCandidates, searchDocs } from './search.queries'
import { snippet } from './search.snippet'

const DOC_KIND: Record<TSearchKind, SearchKind> = {
  spaces: 'space',
  hosts: 'host',
  reading: 'reading',
  glossary: 'glossary',
}
const API_KIND: Record<SearchKind, TSearchKind> = {
  space: 'spaces',
  host: 'hosts',
  reading: 'reading',
  glossary: 'glossary',
}
/** How many hosts sharing a piece of a term are judged for typos. */
const TYPO_CANDIDATES = 200

type Row = Awaited<ReturnType<typeof searchDocs>>[number]

function present(row: Row, terms: Parameters<typeof snippet>[1]): TSearchResult {
  const inBody =
    row.body !== '' && terms.some((t) => row.body_norm.includes(` ${t.text}${t.prefix ? '' : ' '}`))
  const result: TSearchResult = {
    kind: API_KIND[row.kind],
    id: Number(row.ref_id),
    title: row.title,
    url: row.url,
    snippet: snippet(inBody ? row.body : row.title, terms),
  }
  if (row.kind === 'space' && row.starts_at !== null) {
    result.scheduled_start = Number(row.starts_at)
    result.state = row.state as TSearchResult['state']
  }
  return result
}

async function forgivenHosts(db: Kysely<Database>, terms: Parameters<typeof hostMatches>[0]) {
  const trigrams = candidateTrigrams(terms)
  if (trigrams.length === 0) return []
  const candidates = await hostCandidates(db, trigrams, TYPO_CANDIDATES)
  return candidates.filter((c) => hostMatches(terms, c.title_norm)).map((c) => Number(c.ref_id))
}

/**
 * One page of search results. The marks writes left are taken into the index first (at most a
 * batch; the search job takes the rest), so what a visitor just wrote is found.
 */
export async function search(
  db: Kysely<Database>,
  dialect: Dialect,
  input: TSearchQuery,
  now: number,
): Promise<TSearchResponse> {
  const query = parseSearchQuery(input.q)
  const problem = searchQueryProblem(query)
  if (problem) throw new AppError('BAD_REQUEST', problem)
  if (query.include.length === 0) return { data: [] }
  const offset = input.cursor ? Number(input.cursor.slice(1)) : 0
  if (offset > SEARCH_DEPTH_MAX) {
    throw new AppError(
      'BAD_REQUEST',
      msg('Search pages reach {count} results; search for something narrower.', { count: SEARCH_DEPTH_MAX }),
    )
  }
  const kind = input.kind ? DOC_KIND[input.kind] : undefined
  const limit = input.limit ?? SEARCH_PAGE_DEFAULT
  const typos = kind === undefined || kind === 'host'
  // At once (on PostgreSQL, over three connections): the refresh, the hosts a typo may hide and the
  // leading term. Which term leads never changes what is found; the hosts are asked again when the
  // refresh changed the index under them.
  const [refreshed, hosts, leading] = await Promise.all([
    refreshSearchIndex(db, REFRESH_BEFORE_SEARCH),
    typos ? forgivenHosts(db, query.include) : [],
    leadingTerm(db, dialect, query.include),
  ])
  const forgiven = typos && refreshed > 0 ? await forgivenHosts(db, query.include) : hosts
  const rows = await searchDocs(db, dialect, {
    query,
    kind,
    sort: input.sort ?? 'rank',
    upcomingFrom: latestEndedStart(now),
    forgivenHosts: forgiven,
    leading,
    offset,
    limit: limit + 1,
  })
  const data = rows.slice(0, limit).map((row) => present(row, query.include))
  return rows.length > limit ? { data, next: `p${offset + limit}` } : { data }
}

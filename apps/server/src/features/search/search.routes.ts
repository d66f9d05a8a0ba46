import { ZSearchQuery, ZSearchResponse } from '@spaces/shared/schemas/search'
import type { Kysely } from 'kysely'
import type { App } from '../../app-types'
import type { Dialect } from '../../db/client'
import type { Database } from '../../db/database'
import type { CostlyWork } from '../../lib/costly-work'
import { routeDoc } from '../../lib/route-doc'
import { nowSeconds } from '../../lib/time'
import { search } from './search.service'

const doc = routeDoc('search')

export interface SearchDeps {
  db: Kysely<Database>
  dialect: Dialect
  /** A search is a read the cache cannot answer: counted per IP, run through the instance's line. */
  costlyReads: CostlyWork
}

const DESCRIPTION = [
  'Every word must match (as a whole word; the last one, and `word*`, as a prefix); `"a phrase"`',
  'matches words in order; `-word` and `-"a phrase"` exclude. Case and accents never matter; hosts',
  'match by any part of their handle or name, with small typos forgiven; words of scripts written',
  'without spaces are found inside longer text. Ranked title over description over host, upcoming',
  'Spaces before past ones, then by date (`sort=date`: date first). `snippet` is escaped HTML whose',
  'only markup is `<mark>`.',
].join(' ')

/** Search over Spaces, hosts, reading and the glossary. */
export async function searchRoutes(app: App, deps: SearchDeps): Promise<void> {
  const find = doc({
    operationId: 'search',
    access: 'public',
    summary: 'Search Spaces, hosts, reading items and glossary terms.',
    description: DESCRIPTION,
    errors: [429, 503],
    querystring: ZSearchQuery,
    response: { 200: ZSearchResponse },
  })
  app.get('/api/search', { schema: find }, async (req) =>
    deps.costlyReads.admit(req, () => search(deps.db, deps.dialect, req.query, nowSeconds())),
  )
}

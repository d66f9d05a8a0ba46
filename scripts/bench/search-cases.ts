/**
 * The search bench's queries (search.ts), what each stands for, the Spaces with a Japanese title it
 * adds to the bench's own, and the plan of each query as the server builds it.
 */
import { parseSearchQuery } from '@spaces/shared/domain/search-query'
import { latestEndedStart } from '@spaces/shared/domain/space-status'
import { CompiledQuery } from 'kysely'
import type { DbHandle } from '../../apps/server/src/db/client'
import { candidateTrigrams, hostMatches } from '../../apps/server/src/features/search/search.fuzzy'
import { leadingTerm } from '../../apps/server/src/features/search/search.leading'
import { hostCandidates, searchDocs } from '../../apps/server/src/features/search/search.queries'
import { compiledBy } from './plans'

/** What visitors might type, and what each stands for. */
export const SEARCH_CASES = [
  ['a common word (every Space)', 'neighbourhood'],
  ['a rare word', '31337'],
  ['a common word and a rare one', 'number 4242'],
  ['a phrase', '"community space" 777'],
  ['a prefix (every Space)', 'communit'],
  ['an exclusion', 'number 31337 -city'],
  ['a Japanese substring', '経済'],
  ['a host with a typo', 'bencj host 7'],
] as const
export const SEARCH_QUERIES = SEARCH_CASES.map(([, q]) => q)
/** Spaces with a Japanese title, beside the bench's own: what the Japanese substring finds. */
export const JAPANESE_SPACES = 100

export interface SearchPlan {
  what: string
  q: string
  plan: string
  usesIndex: boolean
}

/**
 * The search query of each case as the server builds it (its leading term and forgiven hosts found
 * first, as the service does), explained. On the index: SQLite walks its FTS5 table or the kind index
 * and never scans search_docs whole; PostgreSQL uses the trigram index or walks the primary key, and
 * never a sequential scan.
 */
export async function explainSearch(handle: DbHandle, now: number): Promise<SearchPlan[]> {
  const plans: SearchPlan[] = []
  for (const [what, q] of SEARCH_CASES) {
    const query = parseSearchQuery(q)
    const hosts = await hostCandidates(handle.db, candidateTrigrams(query.include), 200)
    const leading = await leadingTerm(handle.db, handle.dialect, query.include)
    const final = await compiledBy(handle.dialect, (db) =>
      searchDocs(db, handle.dialect, {
        query,
        kind: undefined,
        sort: 'rank',
        upcomingFrom: latestEndedStart(now),
        forgivenHosts: hosts.filter((h) => hostMatches(query.include, h.title_norm)).map((h) => h.ref_id),
        leading,
        offset: 0,
        limit: 21,
      }),
    )
    let lines: string[]
    if (handle.dialect === 'sqlite') {
      const result = await handle.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${final.sql}`, [...final.parameters]),
      )
      lines = result.rows.map((row) => row.detail)
    } else {
      const result = await handle.db.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain (analyze, costs off) ${final.sql}`, [...final.parameters]),
      )
      lines = result.rows.map((row) => row['QUERY PLAN'].trim())
    }
    const usesIndex =
      handle.dialect === 'sqlite'
        ? lines.some((l) => /search_fts VIRTUAL TABLE/.test(l)) && !lines.some((l) => /^SCAN d\b/.test(l))
        : !lines.some((l) => /Seq Scan/.test(l))
    plans.push({ what, q, plan: lines.join(' | '), usesIndex })
  }
  return plans
}

/** A hundred Spaces titled in Japanese, so a Japanese substring has something to find. */
export async function seedJapanese(handle: DbHandle, now: number): Promise<void> {
  const host = await handle.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow()
  await handle.db
    .insertInto('spaces')
    .values(
      Array.from({ length: JAPANESE_SPACES }, (_, i) => ({
        host_id: host.id,
        title: `日本経済の未来 第${i + 1}回`,
        description: '経済と暮らしについて話します。',
        space_url: `https://x.com/i/spaces/1BenchJa${i}`,
        scheduled_start: now + (i - JAPANESE_SPACES / 2) * 86_400,
        state: i < JAPANESE_SPACES / 2 ? ('ended' as const) : ('upcoming' as const),
        host_timezone: 'Asia/Tokyo',
        created_at: now,
        updated_at: now,
      })),
    )
    .execute()
}

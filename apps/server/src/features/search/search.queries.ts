import type { SearchQuery, SearchTerm } from '@spaces/shared/domain/search-query'
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely'
import type { Dialect } from '../../db/client'
import type { Database } from '../../db/database'
import type { SearchKind } from '../../db/search-tables'

type Db = Kysely<Database>

/** Weights of where a term matched: the title over the description over the host. */
const IN_TITLE = 100
const IN_BODY = 10
const IN_HOST = 1
/** A host found only with a typo forgiven, per term: under a title match, over a description's. */
const FORGIVEN = 50

export interface CompiledSearch {
  query: SearchQuery
  kind: SearchKind | undefined
  sort: 'rank' | 'date'
  /** Spaces that start at or after this are upcoming (or live); before it, past. */
  upcomingFrom: number
  /** Hosts that match every term once small typos are forgiven (search.fuzzy.ts). */
  forgivenHosts: number[]
  offset: number
  limit: number
}

/** `% word %`, or `% word%` for a prefix: folded text holds only letters, digits and single spaces. */
const wordPattern = (t: SearchTerm) => (t.prefix ? `% ${t.text}%` : `% ${t.text} %`)

/** A term matches a document's fields as whole words, or a host's name anywhere (any part of a handle). */
function matches(t: SearchTerm): RawBuilder<SqlBool> {
  return sql<SqlBool>`(d.all_norm like ${wordPattern(t)} or (d.kind = 'host' and d.title_norm like ${`%${t.text}%`}))`
}

function weight(t: SearchTerm): RawBuilder<number> {
  const p = wordPattern(t)
  // Literal weights: PostgreSQL cannot type a parameter that is only ever added to another.
  return sql<number>`(case when d.title_norm like ${p} then ${sql.lit(IN_TITLE)}
    when d.kind = 'host' and d.title_norm like ${`%${t.text}%`} then ${sql.lit(IN_TITLE)}
    when d.body_norm like ${p} then ${sql.lit(IN_BODY)} else ${sql.lit(IN_HOST)} end)`
}

/**
 * What narrows the rows through the trigram index before the exact test: every term's text as a
 * substring. SQLite asks its FTS5 trigram table (terms under three characters cannot be asked and are
 * left to the exact test); PostgreSQL's planner takes `like '%…%'` to its pg_trgm GIN index.
 */
function narrowing(dialect: Dialect, include: SearchTerm[]): RawBuilder<SqlBool> | undefined {
  if (dialect === 'postgres') {
    const parts = include.map((t) => sql<SqlBool>`d.all_norm like ${`%${t.text}%`}`)
    return parts.length > 0 ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : undefined
  }
  const long = include.filter((t) => [...t.text].length >= 3)
  if (long.length === 0) return undefined
  const match = long.map((t) => `"${t.text}"`).join(' AND ')
  return sql<SqlBool>`d.id in (select rowid from search_fts where search_fts match ${match})`
}

function orderBy(c: CompiledSearch, score: RawBuilder<number>) {
  const tier = sql`(case when d.starts_at is null then 1 when d.starts_at >= ${c.upcomingFrom} then 0 else 2 end)`
  const date = sql`(case when d.starts_at is null then 0 when d.starts_at >= ${c.upcomingFrom} then d.starts_at else -d.starts_at end)`
  const keys = c.sort === 'rank' ? [sql`${score} desc`, tier, date] : [tier, date, sql`${score} desc`]
  return sql.join([...keys, sql`d.kind`, sql`d.ref_id`])
}

/**
 * One page of documents for a parsed query, ranked the same on both databases: by score (the sum of
 * each term's weight), then upcoming Spaces (soonest first) before the undated kinds before past
 * Spaces (latest first), then kind and id; `sort=date` puts the date first.
 */
export async function searchDocs(db: Db, dialect: Dialect, c: CompiledSearch) {
  const { include, exclude } = c.query
  const exact = sql.join(include.map(matches), sql` and `)
  const narrow = narrowing(dialect, include)
  const found = narrow ? sql`(${narrow} and ${exact})` : sql`(${exact})`
  const forgiven =
    c.forgivenHosts.length > 0
      ? sql`(d.kind = 'host' and d.ref_id in (${sql.join(c.forgivenHosts)}))`
      : sql`(1 = 0)`
  const excluded = exclude.map((t) => sql`not (${matches(t)})`)
  const kind = c.kind ? [sql`d.kind = ${c.kind}`] : []
  const where = sql.join([sql`(${found} or ${forgiven})`, ...excluded, ...kind], sql` and `)
  const sum = sql<number>`(${sql.join(include.map(weight), sql` + `)})`
  const score = sql<number>`(case when ${exact} then ${sum} else ${sql.lit(FORGIVEN * include.length)} end)`
  const result = await sql<{
    kind: SearchKind
    ref_id: number
    title: string
    body: string
    url: string
    starts_at: number | string | null
    state: string | null
    body_norm: string
    title_norm: string
  }>`select d.kind, d.ref_id, d.title, d.body, d.url, d.starts_at, d.state, d.title_norm, d.body_norm
    from search_docs d where ${where}
    order by ${orderBy(c, score)} limit ${c.limit} offset ${c.offset}`.execute(db)
  return result.rows
}

/** Hosts that share a piece of three characters with a term: the candidates a typo may hide. */
export async function hostCandidates(db: Db, dialect: Dialect, trigrams: string[], limit: number) {
  if (trigrams.length === 0) return []
  const narrow =
    dialect === 'postgres'
      ? sql`(${sql.join(
          trigrams.map((g) => sql`d.all_norm like ${`%${g}%`}`),
          sql` or `,
        )})`
      : sql`d.id in (select rowid from search_fts where search_fts match ${trigrams.map((g) => `"${g}"`).join(' OR ')})`
  const result = await sql<{ ref_id: number; title_norm: string }>`select d.ref_id, d.title_norm
    from search_docs d where d.kind = 'host' and ${narrow} order by d.ref_id limit ${limit}`.execute(db)
  return result.rows
}

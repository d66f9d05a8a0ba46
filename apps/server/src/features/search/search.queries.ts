import type { SearchQuery, SearchTerm } from '@spaces/shared/domain/search-query'
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely'
import type { Dialect } from '../../db/client'
import type { Database } from '../../db/database'
import type { SearchKind } from '../../db/search-tables'
import { ftsPhrase, indexable } from './search.leading'

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
  /** The rare term that alone leads the search through the trigram index (leadingTerm). */
  leading?: SearchTerm | undefined
  offset: number
  limit: number
}

/** ` word `, or ` wor` for a prefix: folded text holds only letters, digits and single spaces. */
const wordNeedle = (t: SearchTerm) => (t.prefix ? ` ${t.text}` : ` ${t.text} `)

/**
 * Does a column hold a piece of text? `instr` and `strpos` answer as `like '%…%'` does on folded text
 * (no wildcards, no capitals in it), three to four times faster; `like` stays where the GIN index is
 * wanted.
 */
function contains(dialect: Dialect, column: string, needle: string): RawBuilder<SqlBool> {
  const c = sql.ref(column)
  return dialect === 'sqlite'
    ? sql<SqlBool>`instr(${c}, ${needle}) > 0`
    : sql<SqlBool>`strpos(${c}, ${needle}) > 0`
}

/** A term matches a document's fields as whole words, or a host's name anywhere (any part of a handle). */
function matches(dialect: Dialect, t: SearchTerm): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${contains(dialect, 'd.all_norm', wordNeedle(t))} or (d.kind = 'host' and ${contains(dialect, 'd.title_norm', t.text)}))`
}

function weight(dialect: Dialect, t: SearchTerm): RawBuilder<number> {
  const w = wordNeedle(t)
  // Literal weights: PostgreSQL cannot type a parameter that is only ever added to another.
  return sql<number>`(case when ${contains(dialect, 'd.title_norm', w)} then ${sql.lit(IN_TITLE)}
    when d.kind = 'host' and ${contains(dialect, 'd.title_norm', t.text)} then ${sql.lit(IN_TITLE)}
    when ${contains(dialect, 'd.body_norm', w)} then ${sql.lit(IN_BODY)} else ${sql.lit(IN_HOST)} end)`
}

/**
 * How many documents of each part a search ranks at most (docs/decisions/0222-search-ranks-a-bounded-set.md):
 * the matching Spaces with the highest document ids (the most recently indexed), and the same of the
 * other kinds (hosts, reading, glossary), so a host or a term is never crowded out by its thousands of
 * Spaces. As many as pages reach: a query matching fewer ranks every match.
 */
export const RANKED_MAX = 1000
/**
 * The documents a search ranks, with their sort keys: for Spaces and for the other kinds apart, the
 * RANKED_MAX matching documents with the highest ids; and the hosts forgiven a typo. SQLite walks its
 * FTS5 trigram table backwards by rowid (terms under three characters are left to the exact test), so
 * a broad query stops after RANKED_MAX rows; PostgreSQL's planner takes `like '%…%'` to its pg_trgm
 * GIN index for a rare term and walks the primary key backwards for a common one. The keys are
 * computed on the rows as they are found, so only the page's rows are read again.
 */
function candidates(
  dialect: Dialect,
  c: CompiledSearch,
  keys: { matching: RawBuilder<unknown>; forgiven: RawBuilder<unknown> },
  filters: { exact: RawBuilder<SqlBool>; others: RawBuilder<SqlBool>[] },
) {
  const long = c.leading ? [c.leading] : indexable(c.query.include)
  const narrow = dialect === 'postgres' ? long.map((t) => sql<SqlBool>`d.all_norm like ${`%${t.text}%`}`) : []
  const where = (first: RawBuilder<SqlBool>[]) =>
    sql.join([...first, filters.exact, ...filters.others], sql` and `)
  const newest = (part: RawBuilder<SqlBool>) =>
    sql`select ${keys.matching} from search_docs d where ${where([part, ...narrow])}
      order by d.id desc limit ${sql.lit(RANKED_MAX)}`
  const parts: RawBuilder<unknown>[] = []
  if (c.kind === undefined || c.kind === 'space') {
    if (dialect === 'sqlite' && long.length > 0) {
      const match = long.map(ftsPhrase).join(' AND ')
      // CROSS JOIN keeps the FTS5 table outside: its rows come in rowid order, so the limit stops it.
      parts.push(sql`select ${keys.matching} from search_fts cross join search_docs d on d.id = search_fts.rowid
        where search_fts match ${match} and ${where([sql<SqlBool>`d.kind = 'space'`])}
        order by search_fts.rowid desc limit ${sql.lit(RANKED_MAX)}`)
    } else {
      parts.push(newest(sql<SqlBool>`d.kind = 'space'`))
    }
  }
  if (c.kind !== 'space') parts.push(newest(sql<SqlBool>`d.kind in ('glossary', 'host', 'reading')`))
  if (c.forgivenHosts.length > 0) {
    const forgiven = sql<SqlBool>`d.kind = 'host' and d.ref_id in (${sql.join(c.forgivenHosts)})`
    parts.push(
      sql`select ${keys.forgiven} from search_docs d where ${sql.join([forgiven, ...filters.others], sql` and `)}`,
    )
  }
  // A document found by two parts has the same keys in both: the union keeps it once.
  return sql.join(
    parts.map((part, i) => sql`select * from (${part}) ${sql.raw(`p${i}`)}`),
    sql` union `,
  )
}

/**
 * One page of documents for a parsed query, ranked the same on both databases: by score (the sum of
 * each term's weight), then upcoming Spaces (soonest first) before the undated kinds before past
 * Spaces (latest first), then kind and id; `sort=date` puts the date first.
 */
export async function searchDocs(db: Db, dialect: Dialect, c: CompiledSearch) {
  const { include, exclude } = c.query
  const exact = sql<SqlBool>`(${sql.join(
    include.map((t) => matches(dialect, t)),
    sql` and `,
  )})`
  const sum = sql<number>`(${sql.join(
    include.map((t) => weight(dialect, t)),
    sql` + `,
  )})`
  const score = sql<number>`(case when ${exact} then ${sum} else ${sql.lit(FORGIVEN * include.length)} end)`
  const tier = sql`(case when d.starts_at is null then 1 when d.starts_at >= ${c.upcomingFrom} then 0 else 2 end)`
  const date = sql`(case when d.starts_at is null then 0 when d.starts_at >= ${c.upcomingFrom} then d.starts_at else -d.starts_at end)`
  const keysWith = (points: RawBuilder<number>) =>
    sql`d.id, ${points} as score, ${tier} as tier, ${date} as date_key, d.kind, d.ref_id`
  // Rows that matched score their weights (the match is not tested again); a forgiven host may not have.
  const keys = { matching: keysWith(sum), forgiven: keysWith(score) }
  const others = [
    ...exclude.map((t) => sql<SqlBool>`not (${matches(dialect, t)})`),
    ...(c.kind ? [sql<SqlBool>`d.kind = ${c.kind}`] : []),
  ]
  const ranked = candidates(dialect, c, keys, { exact, others })
  const order = (t: string) => {
    const k = (column: string) => sql.raw(`${t}.${column}`)
    const first =
      c.sort === 'rank'
        ? [sql`${k('score')} desc`, k('tier'), k('date_key')]
        : [k('tier'), k('date_key'), sql`${k('score')} desc`]
    return sql.join([...first, k('kind'), k('ref_id')])
  }
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
    from (select * from (${ranked}) r order by ${order('r')} limit ${c.limit} offset ${c.offset}) p
    join search_docs d on d.id = p.id
    order by ${order('p')}`.execute(db)
  return result.rows
}

/**
 * Hosts that share a piece of three characters with a term: the candidates a typo may hide, the first
 * `limit` by id. Read from the hosts' documents in id order (the index of kind and id), not from the
 * trigram index, whose pieces of a common word would list most Spaces.
 */
export async function hostCandidates(db: Db, trigrams: string[], limit: number) {
  if (trigrams.length === 0) return []
  const shares = sql.join(
    trigrams.map((g) => sql`d.all_norm like ${`%${g}%`}`),
    sql` or `,
  )
  const result = await sql<{ ref_id: number; title_norm: string }>`select d.ref_id, d.title_norm
    from search_docs d where d.kind = 'host' and (${shares}) order by d.kind, d.ref_id limit ${limit}`.execute(
    db,
  )
  return result.rows
}

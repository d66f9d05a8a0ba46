import type { SearchTerm } from '@spaces/shared/domain/search-query'
import { type Kysely, sql } from 'kysely'
import type { Dialect } from '../../db/client'
import type { Database } from '../../db/database'

type Db = Kysely<Database>

/** Terms the trigram index can be asked about: three characters or more. */
export const indexable = (include: SearchTerm[]) => include.filter((t) => [...t.text].length >= 3)
export const ftsPhrase = (t: SearchTerm) => `"${t.text}"`

/**
 * SQLite: rows a term is asked of the FTS5 table for, to tell whether it is rare enough to lead:
 * every term first up to the smaller number, then, when none is under it, up to the larger.
 */
const PROBES = [100, 1000] as const
/**
 * PostgreSQL: the newest documents a term is counted in instead (the planner, asked to count a term,
 * may scan the whole table for a rare one or read a common one's whole GIN lists): a term found in
 * fewer than PG_RARE of them may lead.
 */
const PG_SAMPLE = 2000
const PG_RARE = 100

/** How many rows hold each term, counted up to `cap` through the FTS5 table, in one statement. */
async function ftsRows(db: Db, terms: SearchTerm[], cap: number) {
  const counts = terms.map((term, i) => {
    const rows = sql`select rowid from search_fts where search_fts match ${ftsPhrase(term)}
      order by rowid desc limit ${sql.lit(cap)}`
    return sql`(select count(*) from (${rows}) r) as ${sql.raw(`n${i}`)}`
  })
  const result = await sql<Record<string, number>>`select ${sql.join(counts)}`.execute(db)
  const row = result.rows[0] ?? {}
  return terms.map((_, i) => Number(row[`n${i}`] ?? 0))
}

/** How many of the PG_SAMPLE newest documents hold each term, in one statement. */
async function sampledRows(db: Db, terms: SearchTerm[]) {
  const counts = terms.map(
    (term, i) =>
      sql`sum(case when s.all_norm like ${`%${term.text}%`} then 1 else 0 end) as ${sql.raw(`n${i}`)}`,
  )
  const result = await sql<Record<string, number | string | null>>`select ${sql.join(counts)}
    from (select d.all_norm from search_docs d order by d.id desc limit ${sql.lit(PG_SAMPLE)}) s`.execute(db)
  const row = result.rows[0] ?? {}
  return terms.map((_, i) => Number(row[`n${i}`] ?? 0))
}

/**
 * The term that alone leads the search through the trigram index when there are several: the one
 * found in the fewest rows, if few (ties: the first typed). Asking for all terms at once makes FTS5 and
 * GIN read the whole lists of the common ones; the others are then tested on the rows the rare one
 * found. None when every term is common: they are asked together (SQLite's walk then stops after
 * RANKED_MAX rows, PostgreSQL walks its primary key). Which term leads changes how fast, never what is
 * found: every match holds every term.
 */
export async function leadingTerm(db: Db, dialect: Dialect, include: SearchTerm[]) {
  const terms = indexable(include)
  if (terms.length < 2) return undefined
  const fewest = (rows: number[], under: number) => {
    const least = Math.min(...rows)
    return least < under ? terms[rows.indexOf(least)] : undefined
  }
  if (dialect === 'postgres') return fewest(await sampledRows(db, terms), PG_RARE)
  for (const probe of PROBES) {
    const term = fewest(await ftsRows(db, terms, probe), probe)
    if (term) return term
  }
  return undefined
}

import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/database'
import type { SearchKind } from '../../db/search-tables'
import type { GlossarySource, HostSource, ReadingSource, SearchDocValues, SpaceSource } from './search-docs'

type Db = Kysely<Database>

/** The oldest rows writes marked for the index, at most `limit`. */
export function readDirty(db: Db, limit: number) {
  return db.selectFrom('search_dirty').select(['id', 'kind', 'ref_id']).orderBy('id').limit(limit).execute()
}

export async function deleteDirty(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('search_dirty').where('id', 'in', ids).execute()
}

/** The newest mark: a rebuild takes every mark up to it (later ones stay for the refresh). */
export async function lastDirtyId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('search_dirty')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst()
  return Number(row?.id ?? 0)
}

export async function deleteDirtyUpTo(db: Db, id: number): Promise<void> {
  await db.deleteFrom('search_dirty').where('id', '<=', id).execute()
}

/** Deletes up to `limit` documents, the oldest first; answers how many went. */
export async function deleteSomeDocs(db: Db, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('search_docs')
    .where('id', 'in', (eb) => eb.selectFrom('search_docs').select('id').orderBy('id').limit(limit))
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** The source table a kind is indexed from (glossary: the terms; their definitions follow them). */
const SOURCE_TABLE = {
  space: 'spaces',
  host: 'users',
  reading: 'reading_items',
  glossary: 'glossary_terms',
} as const

/** The next `limit` ids of a kind's source rows after `after`, in order: a rebuild's next batch. */
export async function sourceIdsAfter(db: Db, kind: SearchKind, after: number, limit: number) {
  const rows = await db
    .selectFrom(SOURCE_TABLE[kind])
    .select('id')
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map((r) => r.id)
}

/**
 * After a rebuild: PostgreSQL's planner learns the new table (it chooses between the trigram index
 * and the primary key by how common a term is); SQLite's FTS5 table merges its segments into one,
 * which halves the time of its lookups.
 */
export async function settleIndex(db: Db, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'postgres') await sql`analyze search_docs`.execute(db)
  else await sql`insert into search_fts (search_fts) values ('optimize')`.execute(db)
}

export async function countDocs(db: Db): Promise<number> {
  const row = await db
    .selectFrom('search_docs')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export function spaceIdsOfHosts(db: Db, hostIds: number[]): Promise<{ id: number }[]> {
  return db.selectFrom('spaces').select('id').where('host_id', 'in', hostIds).execute()
}

export function loadSpaces(db: Db, ids: number[]): Promise<SpaceSource[]> {
  return db
    .selectFrom('spaces as s')
    .innerJoin('users as u', 'u.id', 's.host_id')
    .select(['s.id', 's.title', 's.description', 's.scheduled_start', 's.state', 's.x_state', 's.host_id'])
    .select(['u.username', 'u.display_name'])
    .where('s.id', 'in', ids)
    .execute()
}

/** The users among `ids` that are hosts to a visitor (the rule of the hosts list). */
export function loadHosts(db: Db, ids: number[]): Promise<HostSource[]> {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'display_name', 'bio'])
    .where('id', 'in', ids)
    .where((eb) =>
      eb.or([
        eb('role', '=', 'host'),
        eb.and([
          eb('role', '=', 'admin'),
          eb.exists(eb.selectFrom('spaces').select('spaces.id').whereRef('spaces.host_id', '=', 'users.id')),
        ]),
      ]),
    )
    .execute()
}

export function loadReading(db: Db, ids: number[]): Promise<ReadingSource[]> {
  return db
    .selectFrom('reading_items as r')
    .innerJoin('users as u', 'u.id', 'r.host_id')
    .select(['r.id', 'r.title', 'r.url', 'r.author', 'r.summary', 'r.tags', 'r.host_id'])
    .select(['u.username', 'u.display_name'])
    .where('r.id', 'in', ids)
    .execute()
}

export async function loadGlossary(db: Db, ids: number[]): Promise<GlossarySource[]> {
  const terms = await db
    .selectFrom('glossary_terms')
    .select(['id', 'term', 'category'])
    .where('id', 'in', ids)
    .execute()
  if (terms.length === 0) return []
  const definitions = await db
    .selectFrom('glossary_definitions')
    .select(['term_id', 'definition'])
    .where(
      'term_id',
      'in',
      terms.map((t) => t.id),
    )
    .orderBy('term_id')
    .orderBy('id')
    .execute()
  return terms.map((t) => ({
    ...t,
    definitions: definitions.filter((d) => d.term_id === t.id).map((d) => d.definition),
  }))
}

/** Inserts or replaces documents, in one statement per 500 (12 values a row: under SQLite's limit). */
export async function upsertDocs(db: Db, docs: SearchDocValues[]): Promise<void> {
  // 100 rows a statement: a statement is built in one piece, and 500 rows held the event loop.
  for (let i = 0; i < docs.length; i += 100) {
    await db
      .insertInto('search_docs')
      .values(docs.slice(i, i + 100))
      .onConflict((oc) =>
        oc.columns(['kind', 'ref_id']).doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          body: eb.ref('excluded.body'),
          url: eb.ref('excluded.url'),
          host_id: eb.ref('excluded.host_id'),
          starts_at: eb.ref('excluded.starts_at'),
          state: eb.ref('excluded.state'),
          title_norm: eb.ref('excluded.title_norm'),
          body_norm: eb.ref('excluded.body_norm'),
          host_norm: eb.ref('excluded.host_norm'),
          all_norm: eb.ref('excluded.all_norm'),
        })),
      )
      .execute()
  }
}

export async function deleteDocs(db: Db, kind: SearchKind, refIds: number[]): Promise<void> {
  if (refIds.length > 0) {
    await db.deleteFrom('search_docs').where('kind', '=', kind).where('ref_id', 'in', refIds).execute()
  }
}

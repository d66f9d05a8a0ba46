import { type Kysely, PostgresAdapter } from 'kysely'
import type { Database } from '../../db/database'
import type { SearchKind } from '../../db/search-tables'
import { mapInSlices } from '../../lib/slices'
import { glossaryDoc, hostDoc, readingDoc, type SearchDocValues, spaceDoc } from './search-docs'
import {
  countDocs,
  deleteDirty,
  deleteDirtyUpTo,
  deleteDocs,
  deleteSomeDocs,
  lastDirtyId,
  loadGlossary,
  loadHosts,
  loadReading,
  loadSpaces,
  readDirty,
  settleIndex,
  sourceIdsAfter,
  spaceIdsOfHosts,
  upsertDocs,
} from './search-index.queries'

type Db = Kysely<Database>

/** Marked rows a search refreshes before it runs; the job and a rebuild take larger batches. */
export const REFRESH_BEFORE_SEARCH = 1000
const BATCH = 500

/** The documents of these rows, made a slice at a time (folding text is costly; other requests wait for no batch). */
async function loadDocs(db: Db, kind: SearchKind, ids: number[]): Promise<SearchDocValues[]> {
  if (kind === 'space') return mapInSlices(await loadSpaces(db, ids), spaceDoc)
  if (kind === 'host') return mapInSlices(await loadHosts(db, ids), hostDoc)
  if (kind === 'reading') return mapInSlices(await loadReading(db, ids), readingDoc)
  return mapInSlices(await loadGlossary(db, ids), glossaryDoc)
}

/**
 * The documents of rows, in id order: new documents are numbered in the order they are written, and
 * a search ranks the highest numbers (search.queries.ts), so both databases must write them alike.
 */
async function docsFor(db: Db, kind: SearchKind, ids: number[]): Promise<SearchDocValues[]> {
  return (await loadDocs(db, kind, ids)).sort((a, b) => a.ref_id - b.ref_id)
}

/**
 * Brings the index up to date for at most `limit` marked rows, oldest first, and answers how many it
 * took. Each row is read afresh from its source (missing: its document goes), the documents and the
 * removal of the marks are one transaction, so a kill leaves the marks to do again; doing one twice
 * writes the same document. A host's change refreshes its Spaces too (they carry its name).
 */
export async function refreshSearchIndex(db: Db, limit = BATCH): Promise<number> {
  const marks = await readDirty(db, limit)
  if (marks.length === 0) return 0
  const byKind = new Map<SearchKind, Set<number>>()
  for (const mark of marks) {
    const set = byKind.get(mark.kind) ?? new Set<number>()
    set.add(mark.ref_id)
    byKind.set(mark.kind, set)
  }
  await db.transaction().execute(async (trx) => {
    const hosts = [...(byKind.get('host') ?? [])]
    if (hosts.length > 0) {
      const spaces = byKind.get('space') ?? new Set<number>()
      for (const { id } of await spaceIdsOfHosts(trx, hosts)) spaces.add(id)
      byKind.set('space', spaces)
    }
    for (const [kind, set] of byKind) {
      const all = [...set]
      // A host's marks bring in all their Spaces: read and write them a slice at a time.
      for (let i = 0; i < all.length; i += BATCH) {
        const ids = all.slice(i, i + BATCH)
        const docs = await docsFor(trx, kind, ids)
        const found = new Set(docs.map((d) => d.ref_id))
        await upsertDocs(trx, docs)
        await deleteDocs(
          trx,
          kind,
          ids.filter((id) => !found.has(id)),
        )
      }
    }
    await deleteDirty(
      trx,
      marks.map((m) => m.id),
    )
  })
  return marks.length
}

/** Refreshes until nothing is marked; answers how many marks it took. */
export async function drainSearchIndex(db: Db): Promise<number> {
  let total = 0
  for (;;) {
    const done = await refreshSearchIndex(db, BATCH)
    total += done
    if (done === 0) return total
  }
}

/** Documents written (or deleted) per transaction by a rebuild. */
const REBUILD_BATCH = 2000

/**
 * Rebuilds the index from the sources (the operator's `search-rebuild`), batch by batch, each its own
 * transaction: empties it, then reads each kind's rows in id order (hosts, reading, glossary, then
 * Spaces, so the newest Spaces get the highest document ids) and writes their documents. Marks made
 * before it started are taken with it (it reads every row afresh); later ones stay for the refresh.
 * Searches meanwhile find what is already rebuilt.
 */
export async function rebuildSearchIndex(db: Db): Promise<{ documents: number }> {
  const upTo = await lastDirtyId(db)
  while ((await deleteSomeDocs(db, REBUILD_BATCH)) > 0) {
    // Batch after batch until the index is empty.
  }
  for (const kind of ['host', 'reading', 'glossary', 'space'] as const) {
    let after = 0
    for (;;) {
      const ids = await sourceIdsAfter(db, kind, after, REBUILD_BATCH)
      if (ids.length === 0) break
      await db.transaction().execute(async (trx) => upsertDocs(trx, await docsFor(trx, kind, ids)))
      after = ids[ids.length - 1] as number
    }
  }
  await deleteDirtyUpTo(db, upTo)
  await settleIndex(db, db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite')
  return { documents: await countDocs(db) }
}

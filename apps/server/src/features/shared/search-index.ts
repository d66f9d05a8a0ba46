import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import type { SearchKind } from '../../db/search-tables'
import { mapInSlices } from '../../lib/slices'
import { glossaryDoc, hostDoc, readingDoc, type SearchDocValues, spaceDoc } from './search-docs'
import {
  countDocs,
  deleteAllDocs,
  deleteDirty,
  deleteDocs,
  loadGlossary,
  loadHosts,
  loadReading,
  loadSpaces,
  markEverything,
  readDirty,
  spaceIdsOfHosts,
  upsertDocs,
} from './search-index.queries'

type Db = Kysely<Database>

/** Marked rows a search refreshes before it runs; the job and a rebuild take larger batches. */
export const REFRESH_BEFORE_SEARCH = 1000
const BATCH = 500

/** The documents of these rows, made a slice at a time (folding text is costly; other requests wait for no batch). */
async function docsFor(db: Db, kind: SearchKind, ids: number[]): Promise<SearchDocValues[]> {
  if (kind === 'space') return mapInSlices(await loadSpaces(db, ids), spaceDoc)
  if (kind === 'host') return mapInSlices(await loadHosts(db, ids), hostDoc)
  if (kind === 'reading') return mapInSlices(await loadReading(db, ids), readingDoc)
  return mapInSlices(await loadGlossary(db, ids), glossaryDoc)
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

/**
 * Rebuilds the index from the sources (the operator's `search-rebuild`): empties it, marks every
 * row and refreshes them all. Searches meanwhile find what is already rebuilt.
 */
export async function rebuildSearchIndex(db: Db): Promise<{ documents: number }> {
  await deleteAllDocs(db)
  await markEverything(db)
  await drainSearchIndex(db)
  return { documents: await countDocs(db) }
}

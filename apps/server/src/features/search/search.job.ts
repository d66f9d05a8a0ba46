import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import type { Job } from '../../lib/jobs'
import { refreshSearchIndex } from '../shared/search-index'

/**
 * Takes every row writes marked into the search index, so the index keeps up without searches (a
 * search also takes a batch before it runs). Several instances may run it at once: a row done twice
 * is written the same, and its mark goes in the same transaction.
 */
export function searchIndexJob(db: Kysely<Database>): Job {
  return {
    name: 'search-index',
    intervalMs: 5_000,
    // After a bulk import or a restore it may take minutes; start-up must not wait for it (a search
    // refreshes a batch before it runs, so answers stay right meanwhile).
    inBackground: true,
    run: async (run) => {
      while (!run.stopping && (await refreshSearchIndex(db)) > 0) {
        // Batch after batch until nothing is marked, or the app is closing.
      }
    },
  }
}

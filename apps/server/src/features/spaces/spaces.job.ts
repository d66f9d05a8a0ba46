import { randomUUID } from 'node:crypto'
import { SPACE_DEFAULT_DURATION_SECONDS } from '@spaces/shared/limits'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import type { Job } from '../../lib/jobs'
import { acquireLease } from '../../lib/lease'
import { nowSeconds } from '../../lib/time'
import { markEndedSpaces } from './spaces.queries'

const INTERVAL_SECONDS = 60
/**
 * Held, not released, for most of an interval: the other instances' ticks within it do nothing, and
 * the holder's next tick renews it. When the holder dies another instance takes over within this.
 */
const LEASE_SECONDS = 50

/**
 * Marks upcoming Spaces ended once their default duration has passed, every minute, on one instance
 * at a time (a lease). One conditional UPDATE (spaces.queries.ts) changes only the Spaces that end,
 * so a minute where none ends moves no data version (cache/data-sets.ts).
 */
export function spacesJob(db: Kysely<Database>, owner: string = randomUUID()): Job {
  return {
    name: 'mark-ended-spaces',
    intervalMs: INTERVAL_SECONDS * 1000,
    run: async () => {
      const lease = await acquireLease(db, 'mark-ended-spaces', owner, LEASE_SECONDS)
      if (!lease) return 0
      return markEndedSpaces(db, nowSeconds(), SPACE_DEFAULT_DURATION_SECONDS)
    },
  }
}

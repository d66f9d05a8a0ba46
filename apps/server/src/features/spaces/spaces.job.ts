import { SPACE_DEFAULT_DURATION_SECONDS } from '@spaces/shared/limits'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import type { Job } from '../../lib/jobs'
import { nowSeconds } from '../../lib/time'
import { markEndedSpaces } from './spaces.queries'

/**
 * Marks upcoming Spaces ended once their default duration has passed, every minute. One conditional
 * UPDATE (spaces.queries.ts): instances running it at once never conflict.
 */
export function spacesJob(db: Kysely<Database>): Job {
  return {
    name: 'mark-ended-spaces',
    intervalMs: 60 * 1000,
    run: () => markEndedSpaces(db, nowSeconds(), SPACE_DEFAULT_DURATION_SECONDS),
  }
}

import { hasSpaceEnded } from '@spaces/shared/domain/space-status'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { msg, waitMessage } from '../../i18n/message'
import { tooManyRequests } from '../../lib/errors'
import { nowSeconds } from '../../lib/time'
import { listSpaceCreationTimes, lockHostRow } from './spaces.queries'

const DAY_SECONDS = 24 * 60 * 60

/** The stored state of a Space starting then: 'ended' once hasSpaceEnded (packages/shared) says so. */
export function stateFor(scheduledStart: number, now = nowSeconds()): 'upcoming' | 'ended' {
  return hasSpaceEnded(scheduledStart, now) ? 'ended' : 'upcoming'
}

/** How many new Spaces one profile may get in any 24 hours (SPACES_PER_HOST_PER_DAY). */
export interface SpaceQuota {
  perDay: number
}

/**
 * Refuses, with 429 and the wait until enough of the day's Spaces age out, a create that would take
 * the host past the quota. Runs inside the creating transaction after locking the host's row, so
 * concurrent creates for one profile (the API's and the X import's) cannot both slip under the limit.
 */
export async function claimSpaceQuota(
  trx: Kysely<Database>,
  hostId: number,
  adding: number,
  quota: SpaceQuota,
  now: number,
): Promise<void> {
  await lockHostRow(trx, hostId)
  const created = await listSpaceCreationTimes(trx, hostId, now - DAY_SECONDS)
  const excess = created.length + adding - quota.perDay
  if (excess <= 0) return
  const freedAt = adding > quota.perDay ? now + DAY_SECONDS : (created[excess - 1] ?? now) + DAY_SECONDS
  const wait = Math.max(1, freedAt - now)
  throw tooManyRequests(
    wait,
    msg('This profile has reached its limit of {max} new Spaces a day. Try again in {wait}.', {
      max: quota.perDay,
      wait: waitMessage(wait),
    }),
  )
}

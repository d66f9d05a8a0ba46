import type { Kysely } from 'kysely'
import type { Database } from '../db/database'
import { nowSeconds } from './time'

/**
 * A named lease in `job_leases`: one holder at a time across every instance on the database, taken
 * with one atomic statement. A holder that dies (kill -9) simply stops renewing, and once
 * `leased_until` has passed the next instance takes the lease over. Work that must not run twice at
 * once (the X import) holds it for a run; row-by-row work (the newsletter outbox) claims rows instead.
 */
export interface Lease {
  /** Whether this holder still has it; extends it by `seconds` from now. */
  renew: () => Promise<boolean>
  /** Gives it up at once (only if still held by this holder). */
  release: () => Promise<void>
}

/** Takes the lease `name` for `seconds`, or returns null when another holder has it. */
export async function acquireLease(
  db: Kysely<Database>,
  name: string,
  owner: string,
  seconds: number,
): Promise<Lease | null> {
  const now = nowSeconds()
  const taken = await db
    .insertInto('job_leases')
    .values({ name, owner, leased_until: now + seconds })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ owner, leased_until: now + seconds })
        .where((eb) => eb.or([eb('job_leases.leased_until', '<', now), eb('job_leases.owner', '=', owner)])),
    )
    .returning('owner')
    .executeTakeFirst()
  if (taken?.owner !== owner) return null
  return {
    renew: async () => {
      const result = await db
        .updateTable('job_leases')
        .set({ leased_until: nowSeconds() + seconds })
        .where('name', '=', name)
        .where('owner', '=', owner)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },
    release: async () => {
      await db.deleteFrom('job_leases').where('name', '=', name).where('owner', '=', owner).execute()
    },
  }
}

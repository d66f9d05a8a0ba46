import type { Kysely } from 'kysely'
import type { Database } from '../database'
import { insertArchive } from './seed-archive'
import { insertNewsletter } from './seed-newsletter'
import { insertReading } from './seed-reading'
import { insertSpaces } from './seed-spaces'
import { AlreadyHasUsers, insertHelperGrants, insertLinks, insertUsers } from './seed-users'

export interface SeedOptions {
  /** Unix seconds that count as "now" (tests pin it); defaults to the clock. */
  now?: number
}

export interface SeedResult {
  seeded: boolean
  /** Rows this call inserted (0 when it did not seed). */
  users: number
  spaces: number
}

/**
 * Writes the demo community (sandbox fixture) in one transaction, only into a database without users.
 * Two instances seeding at once cannot both succeed: user inserts skip conflicts, and a short count
 * rolls the loser back.
 */
export async function seedDemoData(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedResult> {
  const now = options.now ?? Math.floor(Date.now() / 1000)
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst()
      if (existing) throw new AlreadyHasUsers()
      const ids = await insertUsers(trx, now)
      await insertLinks(trx, ids, now)
      await insertHelperGrants(trx, ids, now)
      const spaces = (await insertSpaces(trx, ids, now)) + (await insertArchive(trx, ids, now))
      await insertReading(trx, ids, now)
      await insertNewsletter(trx, ids, now)
      return { seeded: true, users: ids.size, spaces }
    })
  } catch (error) {
    if (error instanceof AlreadyHasUsers) return { seeded: false, users: 0, spaces: 0 }
    throw error
  }
}

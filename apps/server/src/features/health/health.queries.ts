import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/database'

/** The cheapest round trip to the database: throws when it cannot be reached. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db)
}

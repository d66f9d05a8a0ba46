import type { Kysely } from 'kysely'
import type { Database } from '../db/database'
import { randomToken } from './crypto'
import { nowSeconds } from './time'

/**
 * The session secret: SESSION_SECRET when set, otherwise one generated once and kept in the
 * database (so it lives in DATA_DIR with SQLite, and every instance sharing a PostgreSQL database
 * agrees on it without configuration). The first instance to insert wins; the others read it.
 */
export async function resolveSessionSecret(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured
  await db
    .insertInto('app_secrets')
    .values({ name: 'session_secret', value: randomToken(48), created_at: nowSeconds() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', 'session_secret')
    .executeTakeFirstOrThrow()
  return row.value
}

/**
 * A value made once and kept in `app_secrets` under `name` (VAPID keys, the notifications' signing
 * key): the first instance to insert wins, every other one reads the same value.
 */
export async function resolveStoredSecret(
  db: Kysely<Database>,
  name: string,
  make: () => string,
): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name, value: make(), created_at: nowSeconds() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow()
  return row.value
}

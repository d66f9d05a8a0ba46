import type { Insertable, Kysely } from 'kysely'
import type { Database } from '../../db/database'
import type { ApiTokensTable } from '../../db/webhook-tables'

const COLUMNS = ['id', 'name', 'scope', 'hint', 'created_at', 'last_used_at'] as const

/** A person's live tokens (revoked ones are gone from the list), newest first. */
export function listTokens(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('api_tokens')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .execute()
}

export type TokenRow = Awaited<ReturnType<typeof listTokens>>[number]

export async function countTokens(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('api_tokens')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export function insertToken(db: Kysely<Database>, row: Insertable<ApiTokensTable>) {
  return db.insertInto('api_tokens').values(row).returning(COLUMNS).executeTakeFirstOrThrow()
}

/** Revokes one of the user's tokens; false when they have no such live token. */
export async function revokeToken(db: Kysely<Database>, userId: number, id: number, now: number) {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

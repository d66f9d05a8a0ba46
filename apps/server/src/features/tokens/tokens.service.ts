import { API_TOKENS_PER_USER, type TApiToken, type TApiTokenCreated } from '@spaces/shared/schemas/webhooks'
import type { Kysely } from 'kysely'
import { API_TOKEN_PREFIX } from '../../auth/api-tokens'
import type { Database, UserRow } from '../../db/database'
import { msg } from '../../i18n/message'
import { randomToken, sha256Hex } from '../../lib/crypto'
import { AppError } from '../../lib/errors'
import { nowSeconds } from '../../lib/time'
import { countTokens, insertToken, revokeToken, type TokenRow } from './tokens.queries'

export function presentToken(row: TokenRow): TApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    hint: row.hint,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
  }
}

/** Makes a token; the answer carries it this once: only its hash is kept. */
export async function createToken(
  db: Kysely<Database>,
  user: UserRow,
  input: { name: string; scope: 'read' | 'write' },
): Promise<TApiTokenCreated> {
  if ((await countTokens(db, user.id)) >= API_TOKENS_PER_USER) {
    throw new AppError(
      'CONFLICT',
      msg('You can have at most {count} API tokens; revoke one first.', { count: API_TOKENS_PER_USER }),
    )
  }
  const token = `${API_TOKEN_PREFIX}${randomToken(32)}`
  const row = await insertToken(db, {
    user_id: user.id,
    name: input.name,
    scope: input.scope,
    token_hash: sha256Hex(token),
    hint: token.slice(-4),
    created_at: nowSeconds(),
  })
  return { ...presentToken(row), token }
}

/** Revokes a token at once: the next call with it is refused. */
export async function revokeOwnToken(db: Kysely<Database>, user: UserRow, id: number): Promise<void> {
  if (!(await revokeToken(db, user.id, id, nowSeconds()))) {
    throw new AppError('NOT_FOUND', 'You have no such API token (it may have been revoked already).')
  }
}

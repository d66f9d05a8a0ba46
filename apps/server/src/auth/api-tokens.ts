import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database, UserRow } from '../db/database'
import { sha256Hex } from '../lib/crypto'
import { SAFE_METHODS } from '../lib/route-rules'
import { nowSeconds } from '../lib/time'

declare module 'fastify' {
  interface FastifyRequest {
    /** The API token the call was made with (`Authorization: Bearer sct_…`), or null for a browser's. */
    apiToken: { id: number; scope: 'read' | 'write' } | null
  }
}

/** Every API token starts so, which tells it from other bearer secrets at a glance (and in a leak scan). */
export const API_TOKEN_PREFIX = 'sct_'
/** `last_used_at` is written at most this often per token, not on every call. */
const TOUCH_INTERVAL_SECONDS = 60

/**
 * The bearer token of a call to the API, or null when it carries none. Routes that take a bearer
 * secret of their own (the mail provider's bounce webhook, metrics) are left to it.
 */
export function bearerTokenOf(req: FastifyRequest): string | null {
  const access = req.routeOptions.schema?.access
  if (access === 'webhook' || access === 'metrics') return null
  const header = req.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match?.[1] ?? ''
}

/**
 * The user an API token acts for, with the token, or a refusal: an unknown or revoked token (401),
 * a read token on a write (403). A token acts with its owner's permissions as they are now.
 */
export async function authenticateApiToken(
  db: Kysely<Database>,
  req: FastifyRequest,
  token: string,
): Promise<{ user: UserRow; id: number; scope: 'read' | 'write' } | { status: 401 | 403; error: string }> {
  const invalid = { status: 401 as const, error: 'This API token is not valid: it may have been revoked.' }
  if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 100) return invalid
  const row = await db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .selectAll('users')
    .select([
      'api_tokens.id as token_id',
      'api_tokens.scope as token_scope',
      'api_tokens.last_used_at as token_used_at',
    ])
    .where('api_tokens.token_hash', '=', sha256Hex(token))
    .where('api_tokens.revoked_at', 'is', null)
    .executeTakeFirst()
  if (!row) return invalid
  const { token_id, token_scope, token_used_at, ...user } = row
  if (token_scope === 'read' && !SAFE_METHODS.has(req.method)) {
    return {
      status: 403,
      error: 'This API token can only read. Make a token with the write scope to change anything.',
    }
  }
  const now = nowSeconds()
  if (token_used_at === null || now - token_used_at >= TOUCH_INTERVAL_SECONDS) {
    await db.updateTable('api_tokens').set({ last_used_at: now }).where('id', '=', token_id).execute()
  }
  return { user, id: token_id, scope: token_scope }
}

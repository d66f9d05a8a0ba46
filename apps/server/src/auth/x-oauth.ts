import { LOGIN_ATTEMPT_TTL_SECONDS } from '@spaces/shared/limits'
import type { Kysely } from 'kysely'
import type { Database } from '../db/database'
import { randomToken, sha256Base64Url, sha256Hex } from '../lib/crypto'
import { nowSeconds } from '../lib/time'

/** Key-derivation purpose for the X access tokens kept with sessions. */
export const X_TOKEN_PURPOSE = 'x-access-token'

export interface LoginAttempt {
  state: string
  codeChallenge: string
}

/**
 * Starts an OAuth 2.0 Authorization Code + PKCE (S256) attempt: a fresh random state and verifier,
 * stored (state hashed) with the browser that asked, expiring after 10 minutes.
 */
export async function createLoginAttempt(db: Kysely<Database>, browserId: string): Promise<LoginAttempt> {
  const state = randomToken(32)
  const codeVerifier = randomToken(48) // 64 characters: within RFC 7636's 43–128
  const now = nowSeconds()
  await db
    .insertInto('oauth_login_attempts')
    .values({
      state_hash: sha256Hex(state),
      code_verifier: codeVerifier,
      browser_hash: sha256Hex(browserId),
      created_at: now,
      expires_at: now + LOGIN_ATTEMPT_TTL_SECONDS,
      used_at: null,
    })
    .execute()
  return { state, codeChallenge: sha256Base64Url(codeVerifier) }
}

/**
 * Consumes the attempt named by `state` and returns its PKCE verifier, or null when the state is
 * unknown, already used, expired, or was started by another browser. Single use is enforced by one
 * conditional UPDATE, so two callbacks racing with the same state cannot both win.
 */
export async function consumeLoginAttempt(
  db: Kysely<Database>,
  state: string | undefined,
  browserId: string | null,
): Promise<string | null> {
  if (!state || !browserId) return null
  const now = nowSeconds()
  const stateHash = sha256Hex(state)
  const claimed = await db
    .updateTable('oauth_login_attempts')
    .set({ used_at: now })
    .where('state_hash', '=', stateHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('browser_hash', '=', sha256Hex(browserId))
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) return null
  const row = await db
    .selectFrom('oauth_login_attempts')
    .select('code_verifier')
    .where('state_hash', '=', stateHash)
    .executeTakeFirst()
  return row?.code_verifier ?? null
}

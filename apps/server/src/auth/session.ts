import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database, UserRow } from '../db/database'
import { randomToken, sha256Hex } from '../lib/crypto'
import { nowSeconds } from '../lib/time'

export const SESSION_COOKIE = 'spaces_sid'
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60
/** Sliding expiry is written at most this often per session, not on every request. */
const SESSION_TOUCH_INTERVAL_SECONDS = 60 * 60
const BROWSER_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/

declare module 'fastify' {
  interface FastifyRequest {
    /** The opaque id in the session cookie: identifies the browser, and the session when logged in. */
    browserId: string | null
    /** The logged-in user, or null. */
    user: UserRow | null
  }
}

export interface CookieSettings {
  secure: boolean
}

export function readBrowserId(req: FastifyRequest): string | null {
  const value = req.cookies[SESSION_COOKIE]
  return value && BROWSER_ID_PATTERN.test(value) ? value : null
}

function setBrowserCookie(reply: FastifyReply, id: string, settings: CookieSettings): void {
  reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    maxAge: SESSION_TTL_SECONDS,
  })
}

/** The browser's id, issuing a new cookie when it has none. */
export function ensureBrowserId(req: FastifyRequest, reply: FastifyReply, settings: CookieSettings): string {
  if (req.browserId) return req.browserId
  const id = randomToken(32)
  setBrowserCookie(reply, id, settings)
  req.browserId = id
  return id
}

export async function loadSessionUser(db: Kysely<Database>, browserId: string): Promise<UserRow | null> {
  const now = nowSeconds()
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.last_seen_at as session_last_seen_at', 'sessions.id_hash as session_id_hash'])
    .where('sessions.id_hash', '=', sha256Hex(browserId))
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst()
  if (!row) return null
  const { session_last_seen_at, session_id_hash, ...user } = row
  if (now - session_last_seen_at >= SESSION_TOUCH_INTERVAL_SECONDS) {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now, expires_at: now + SESSION_TTL_SECONDS })
      .where('id_hash', '=', session_id_hash)
      .execute()
  }
  return user
}

/**
 * Logs the browser in as `userId` under a brand-new session id (rotation: an id known before login,
 * e.g. planted by an attacker, is worthless after it). The old session row, if any, is deleted.
 */
export async function startSession(
  db: Kysely<Database>,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  settings: CookieSettings,
  xToken: { sealed: string; expiresAt: number | null } | null = null,
): Promise<void> {
  const now = nowSeconds()
  const id = randomToken(32)
  await db.transaction().execute(async (trx) => {
    if (req.browserId)
      await trx.deleteFrom('sessions').where('id_hash', '=', sha256Hex(req.browserId)).execute()
    await trx
      .insertInto('sessions')
      .values({
        id_hash: sha256Hex(id),
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        expires_at: now + SESSION_TTL_SECONDS,
        user_agent: req.headers['user-agent']?.slice(0, 300) ?? null,
        x_access_token: xToken?.sealed ?? null,
        x_token_expires_at: xToken?.expiresAt ?? null,
      })
      .execute()
  })
  setBrowserCookie(reply, id, settings)
  req.browserId = id
}

/** Deletes the server-side session and gives the browser a fresh anonymous id. */
export async function endSession(
  db: Kysely<Database>,
  req: FastifyRequest,
  reply: FastifyReply,
  settings: CookieSettings,
): Promise<void> {
  if (req.browserId) await db.deleteFrom('sessions').where('id_hash', '=', sha256Hex(req.browserId)).execute()
  const id = randomToken(32)
  setBrowserCookie(reply, id, settings)
  req.browserId = id
  req.user = null
}

/** Removes expired sessions and login attempts; run by the periodic job. */
export async function deleteExpiredSessions(db: Kysely<Database>, now = nowSeconds()): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute()
  await db.deleteFrom('oauth_login_attempts').where('expires_at', '<=', now).execute()
}

/** The sealed X access token of this browser's session, when it has one that has not expired. */
export async function readSessionXToken(db: Kysely<Database>, browserId: string): Promise<string | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['x_access_token', 'x_token_expires_at'])
    .where('id_hash', '=', sha256Hex(browserId))
    .executeTakeFirst()
  if (!row?.x_access_token) return null
  if (row.x_token_expires_at !== null && row.x_token_expires_at <= nowSeconds()) return null
  return row.x_access_token
}

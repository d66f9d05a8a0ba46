import { createHash } from 'node:crypto'
import { hmacBase64Url, randomToken, safeEqual } from '../../lib/crypto'
import { nowSeconds } from '../../lib/time'
import { avatarPath } from './avatars'
import { SANDBOX_ACCOUNTS } from './fixture'

/** An account as the sandbox's X API answers it (X API v2 user object). */
export interface SandboxUser {
  id: string
  username: string
  name: string
  profile_image_url: string
  description: string
  location: string
  url: string
}

interface AuthorizationCode {
  clientId: string
  redirectUri: string
  codeChallenge: string
  userId: string
  expiresAt: number
  used: boolean
}

const CODE_TTL_SECONDS = 5 * 60
const TOKEN_TTL_SECONDS = 2 * 60 * 60

/** The app-only bearer token the sandbox accepts for its Spaces API (X_BEARER_TOKEN's stand-in). */
export { SANDBOX_APP_TOKEN } from '../sandbox-token'

export const HANDLE_PATTERN = /^[A-Za-z0-9_]{1,15}$/

/** A stable X-style numeric id for a handle that is not in the fixture, so restarts keep identities. */
export function sandboxIdFor(username: string): string {
  const digest = createHash('sha256').update(username.toLowerCase()).digest()
  return (1_600_000_000_000_000_000n + (digest.readBigUInt64BE(0) % 100_000_000_000_000_000n)).toString()
}

function fixtureUser(account: (typeof SANDBOX_ACCOUNTS)[number]): SandboxUser {
  return {
    id: account.id,
    username: account.username,
    name: account.name,
    profile_image_url: avatarPath(account.username),
    description: account.description,
    location: account.location,
    url: account.url ?? '',
  }
}

/**
 * The sandbox's state: fixture accounts, accounts made up on the authorize page, and authorization
 * codes. Codes live in memory (they last minutes); access tokens are signed, so they need no storage.
 */
export class SandboxStore {
  private readonly users = new Map<string, SandboxUser>()
  private readonly codes = new Map<string, AuthorizationCode>()
  private readonly tokenKey = randomToken(32)

  constructor() {
    for (const account of SANDBOX_ACCOUNTS)
      this.users.set(account.username.toLowerCase(), fixtureUser(account))
  }

  findByUsername(username: string): SandboxUser | undefined {
    return this.users.get(username.toLowerCase())
  }

  findById(id: string): SandboxUser | undefined {
    for (const user of this.users.values()) if (user.id === id) return user
    return undefined
  }

  /** Returns the account for a handle, creating it when new (as the authorize form does). */
  ensureUser(username: string): SandboxUser {
    const existing = this.findByUsername(username)
    if (existing) return existing
    const user: SandboxUser = {
      id: sandboxIdFor(username),
      username,
      name: username,
      profile_image_url: avatarPath(username),
      description: '',
      location: '',
      url: '',
    }
    this.users.set(username.toLowerCase(), user)
    return user
  }

  issueCode(grant: Omit<AuthorizationCode, 'expiresAt' | 'used'>): string {
    const code = randomToken(24)
    this.codes.set(code, { ...grant, expiresAt: nowSeconds() + CODE_TTL_SECONDS, used: false })
    return code
  }

  /** Single use: the code is spent by the first attempt, whether or not that attempt succeeds. */
  takeCode(code: string): AuthorizationCode | undefined {
    const grant = this.codes.get(code)
    if (!grant) return undefined
    this.codes.delete(code)
    if (grant.used || grant.expiresAt < nowSeconds()) return undefined
    return grant
  }

  issueAccessToken(userId: string): { token: string; expiresIn: number } {
    const payload = Buffer.from(
      JSON.stringify({ sub: userId, exp: nowSeconds() + TOKEN_TTL_SECONDS }),
    ).toString('base64url')
    return { token: `${payload}.${hmacBase64Url(this.tokenKey, payload)}`, expiresIn: TOKEN_TTL_SECONDS }
  }

  /** The user id a bearer token was issued to, or undefined when forged or expired. */
  verifyAccessToken(token: string): string | undefined {
    const [payload, signature] = token.split('.')
    if (!payload || !signature || !safeEqual(signature, hmacBase64Url(this.tokenKey, payload)))
      return undefined
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
        sub?: unknown
        exp?: unknown
      }
      if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || claims.exp < nowSeconds()) {
        return undefined
      }
      return claims.sub
    } catch {
      return undefined
    }
  }
}

import { dropUnsafeCharacters, toSingleLine } from '@spaces/shared/domain/clean-text'
import { z } from 'zod'
import type { XConfig } from '../config'

/**
 * X's free text, cleaned where it comes in, so that what the API would refuse never reaches
 * a row through a login, "Sync from X" or the import: names and titles as one line, and no character
 * that XML cannot carry.
 */
const ZXLine = z.string().transform(toSingleLine)
const ZXText = z.string().transform(dropUnsafeCharacters)

/** The fields of X's user object that the product uses (X API v2, `user.fields`). */
export const ZXUser = z.object({
  id: z.string(),
  username: z.string(),
  name: ZXLine.optional(),
  profile_image_url: z.string().optional(),
  description: ZXText.optional(),
  location: ZXLine.optional(),
  url: z.string().optional(),
})
export type XUser = z.infer<typeof ZXUser>

const ZUserResponse = z.object({ data: ZXUser })
const ZTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.string(),
  expires_in: z.number().optional(),
})
const ZUserLookup = z.object({ data: ZXUser.optional(), errors: z.array(z.unknown()).optional() })

export const USER_FIELDS = 'profile_image_url,description,location,url'

export class XApiError extends Error {}

/** X answered 429: no call before `resetAt` (unix seconds, from x-rate-limit-reset). */
export class XRateLimitError extends XApiError {
  constructor(readonly resetAt: number) {
    super(`X's rate limit was reached; it resets at ${new Date(resetAt * 1000).toISOString()}`)
  }
}

/** X API v2 Space object, the fields the import asks for (`space.fields`). */
export const ZXApiSpace = z.object({
  id: z.string(),
  state: z.string(),
  title: ZXLine.optional(),
  creator_id: z.string().optional(),
  scheduled_start: z.string().optional(),
  started_at: z.string().optional(),
  ended_at: z.string().optional(),
  participant_count: z.number().int().nonnegative().optional(),
})
export type XApiSpace = z.infer<typeof ZXApiSpace>
const ZSpacesResponse = z.object({
  data: z.array(ZXApiSpace).optional(),
  errors: z.array(z.unknown()).optional(),
})

/** X's rate-limit headers of the last answer, when it sent them. */
export interface XRateInfo {
  remaining: number | undefined
  /** Unix seconds. */
  reset: number | undefined
}

export interface XSpacesAnswer {
  spaces: XApiSpace[]
  rate: XRateInfo
}

export const SPACE_FIELDS =
  'title,state,creator_id,host_ids,scheduled_start,started_at,ended_at,participant_count'
/** X's limit on ids per call, for both `user_ids` and `ids`. */
export const X_IDS_PER_CALL = 100
const X_CALL_TIMEOUT_MS = 15_000

function readRate(res: Response): XRateInfo {
  const number = (name: string) => {
    const value = res.headers.get(name)
    return value !== null && /^\d+$/.test(value) ? Number(value) : undefined
  }
  return { remaining: number('x-rate-limit-remaining'), reset: number('x-rate-limit-reset') }
}

export interface XTokens {
  accessToken: string
  /** Seconds until the token expires, when X says. */
  expiresIn: number | undefined
}

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>

export interface XClient {
  authorizeUrl(params: { state: string; codeChallenge: string; redirectUri: string }): string
  exchangeCode(params: { code: string; codeVerifier: string; redirectUri: string }): Promise<XTokens>
  getMe(accessToken: string): Promise<XUser>
  /** Looks a handle up with the app's bearer token; null when X has no such user. */
  getUserByUsername(username: string): Promise<XUser | null>
  /** Live and scheduled Spaces of up to 100 creators (app bearer token). Throws XRateLimitError on 429. */
  getSpacesByCreators(userIds: string[]): Promise<XSpacesAnswer>
  /** Spaces by id, up to 100; ids X no longer knows are simply absent. Throws XRateLimitError on 429. */
  getSpacesByIds(ids: string[]): Promise<XSpacesAnswer>
}

/**
 * Talks to X (or the sandbox, which has X's URL and JSON shapes) through `fetchImpl`. In sandbox mode
 * the app passes a fetch that goes through its own in-process router, so no network is involved.
 */
export function createXClient(config: XConfig, fetchImpl: FetchLike): XClient {
  const apiUrl = (path: string) => `${config.apiBase}${path}`

  async function readJson(res: Response, what: string): Promise<unknown> {
    const text = await res.text()
    if (!res.ok) throw new XApiError(`X ${what} failed with status ${res.status}: ${text.slice(0, 200)}`)
    try {
      return JSON.parse(text)
    } catch {
      throw new XApiError(`X ${what} answered something that is not JSON`)
    }
  }

  async function getSpaces(path: string, what: string): Promise<XSpacesAnswer> {
    if (!config.bearerToken) throw new XApiError('X_BEARER_TOKEN is not set, so Spaces cannot be read from X')
    const res = await fetchImpl(apiUrl(path), {
      headers: { authorization: `Bearer ${config.bearerToken}` },
      signal: AbortSignal.timeout(X_CALL_TIMEOUT_MS),
    })
    const rate = readRate(res)
    if (res.status === 429) {
      await res.text().catch(() => '')
      throw new XRateLimitError(rate.reset ?? Math.floor(Date.now() / 1000) + 60)
    }
    const parsed = ZSpacesResponse.safeParse(await readJson(res, what))
    if (!parsed.success) throw new XApiError(`X ${what} answered an unexpected shape`)
    return { spaces: parsed.data.data ?? [], rate }
  }

  const checkCount = (ids: string[]) => {
    if (ids.length === 0 || ids.length > X_IDS_PER_CALL)
      throw new XApiError('Ask X for 1 to 100 ids at a time')
    return ids.map(encodeURIComponent).join(',')
  }

  return {
    async getSpacesByCreators(userIds) {
      const list = checkCount(userIds)
      return getSpaces(
        `/spaces/by/creator_ids?user_ids=${list}&space.fields=${SPACE_FIELDS}`,
        'spaces/by/creator_ids',
      )
    },

    async getSpacesByIds(ids) {
      const list = checkCount(ids)
      return getSpaces(`/spaces?ids=${list}&space.fields=${SPACE_FIELDS}`, 'spaces')
    },

    authorizeUrl({ state, codeChallenge, redirectUri }) {
      const params = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: redirectUri,
        scope: config.scopes,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      })
      return `${config.authorizeUrl}?${params}`
    },

    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }
      const body = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      })
      if (config.clientSecret) {
        const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')
        headers.authorization = `Basic ${basic}`
      } else {
        body.set('client_id', config.clientId)
      }
      const res = await fetchImpl(config.tokenUrl, { method: 'POST', headers, body: body.toString() })
      const parsed = ZTokenResponse.safeParse(await readJson(res, 'token exchange'))
      if (!parsed.success) throw new XApiError('X token exchange answered without an access token')
      return { accessToken: parsed.data.access_token, expiresIn: parsed.data.expires_in }
    },

    async getMe(accessToken) {
      const res = await fetchImpl(apiUrl(`/users/me?user.fields=${USER_FIELDS}`), {
        headers: { authorization: `Bearer ${accessToken}` },
      })
      const parsed = ZUserResponse.safeParse(await readJson(res, 'users/me'))
      if (!parsed.success) throw new XApiError('X users/me answered an unexpected shape')
      return parsed.data.data
    },

    async getUserByUsername(username) {
      if (!config.bearerToken)
        throw new XApiError('X_BEARER_TOKEN is not set, so handles cannot be looked up on X')
      const res = await fetchImpl(
        apiUrl(`/users/by/username/${encodeURIComponent(username)}?user.fields=${USER_FIELDS}`),
        {
          headers: { authorization: `Bearer ${config.bearerToken}` },
        },
      )
      const parsed = ZUserLookup.safeParse(await readJson(res, 'users/by/username'))
      if (!parsed.success) throw new XApiError('X users/by/username answered an unexpected shape')
      return parsed.data.data ?? null
    },
  }
}

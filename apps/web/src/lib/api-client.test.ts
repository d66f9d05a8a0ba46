import { ZCurrentUserResponse, ZMessageResponse } from '@spaces/shared/schemas/auth'
import { ZHostsResponse } from '@spaces/shared/schemas/spaces'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import {
  ApiError,
  createApiClient,
  type FetchLike,
  shouldRetryRequest,
  toApiError,
  UNEXPECTED_ANSWER_MESSAGE,
} from './api-client'

/** For the tests about sending, where the answer's shape does not matter. */
const ANY = z.unknown()

type Call = {
  path: string
  method: string
  headers: Record<string, string>
  body: unknown
  credentials: unknown
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/** A fake server: answers from `handler`, records every call. */
function fakeFetch(handler: (call: Call, index: number) => Response | Promise<Response>) {
  const calls: Call[] = []
  const fetchImpl: FetchLike = async (path, init) => {
    const call: Call = {
      path,
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init?.credentials,
    }
    calls.push(call)
    return handler(call, calls.length - 1)
  }
  return { calls, fetchImpl }
}

describe('toApiError', () => {
  it("uses the server's error sentence and issues", () => {
    const error = toApiError(400, {
      error: 'Title is too long',
      issues: [{ path: 'title', message: 'Too long' }],
    })
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(400)
    expect(error.message).toBe('Title is too long')
    expect(error.issues).toEqual([{ path: 'title', message: 'Too long' }])
  })

  it('falls back to a sentence per status when the body has no error field', () => {
    expect(toApiError(500, '<html>oops</html>').message).toBe('The server had a problem. Please try again.')
    expect(toApiError(404, undefined).message).toBe('Not found.')
    expect(toApiError(418, { error: '   ' }).message).toBe('Request failed (418).')
  })

  it('drops malformed issues', () => {
    expect(
      toApiError(400, { error: 'Bad', issues: [{ path: 1, message: 'x' }, 'junk', { path: 'a' }] }).issues,
    ).toEqual([{ path: '', message: 'x' }])
  })
})

describe('createApiClient', () => {
  it('sends credentials on GET and returns the parsed body without fetching a CSRF token', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(200, { user: null }))
    const client = createApiClient(fetchImpl)
    await expect(client.get('/api/auth/user', ZCurrentUserResponse)).resolves.toEqual({ user: null })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.credentials).toBe('include')
    expect(calls[0]?.headers['X-CSRF-Token']).toBeUndefined()
  })

  it('fetches the CSRF token once and sends it on every non-GET call', async () => {
    const { calls, fetchImpl } = fakeFetch((call) =>
      call.path === '/csrf-token' ? json(200, { csrfToken: 'tok-1' }) : json(200, { ok: true }),
    )
    const client = createApiClient(fetchImpl)
    await Promise.all([
      client.post('/api/a', ANY, { x: 1 }),
      client.put('/api/b', ANY),
      client.delete('/api/c', ANY),
    ])
    expect(calls.filter((c) => c.path === '/csrf-token')).toHaveLength(1)
    const writes = calls.filter((c) => c.path !== '/csrf-token')
    expect(writes.map((c) => c.method)).toEqual(['POST', 'PUT', 'DELETE'])
    expect(writes.every((c) => c.headers['X-CSRF-Token'] === 'tok-1' && c.credentials === 'include')).toBe(
      true,
    )
    expect(writes[0]?.body).toEqual({ x: 1 })
    expect(writes[0]?.headers['Content-Type']).toBe('application/json')
    expect(writes[1]?.headers['Content-Type']).toBeUndefined()
  })

  it('refetches the token and retries once after a CSRF 403', async () => {
    let tokenCount = 0
    const { calls, fetchImpl } = fakeFetch((call) => {
      if (call.path === '/csrf-token') return json(200, { csrfToken: `tok-${++tokenCount}` })
      return call.headers['X-CSRF-Token'] === 'tok-2'
        ? json(200, { message: 'Logged out' })
        : json(403, { error: 'Missing or invalid CSRF token' })
    })
    const client = createApiClient(fetchImpl)
    await expect(client.post('/api/auth/logout', ZMessageResponse)).resolves.toEqual({
      message: 'Logged out',
    })
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /csrf-token',
      'POST /api/auth/logout',
      'GET /csrf-token',
      'POST /api/auth/logout',
    ])
  })

  it('retries only once when the CSRF failure persists', async () => {
    const { calls, fetchImpl } = fakeFetch((call) =>
      call.path === '/csrf-token'
        ? json(200, { csrfToken: 'stale' })
        : json(403, { error: 'Missing or invalid CSRF token' }),
    )
    const client = createApiClient(fetchImpl)
    await expect(client.post('/api/x', ANY)).rejects.toMatchObject({
      status: 403,
      message: 'Missing or invalid CSRF token',
    })
    expect(calls.filter((c) => c.path === '/api/x')).toHaveLength(2)
  })

  it('does not retry a 403 that is not about CSRF', async () => {
    const { calls, fetchImpl } = fakeFetch((call) =>
      call.path === '/csrf-token'
        ? json(200, { csrfToken: 't' })
        : json(403, { error: 'Only admins can do that' }),
    )
    const client = createApiClient(fetchImpl)
    await expect(client.delete('/api/spaces/1', ZMessageResponse)).rejects.toMatchObject({
      status: 403,
      message: 'Only admins can do that',
    })
    expect(calls).toHaveLength(2)
  })

  it('fetches a fresh token after clearCsrfToken', async () => {
    let tokenCount = 0
    const { calls, fetchImpl } = fakeFetch((call) =>
      call.path === '/csrf-token'
        ? json(200, { csrfToken: `tok-${++tokenCount}` })
        : new Response(null, { status: 204 }),
    )
    const client = createApiClient(fetchImpl)
    await client.post('/api/a', ANY)
    client.clearCsrfToken()
    await expect(client.post('/api/b', ANY)).resolves.toBeUndefined()
    expect(calls.filter((c) => c.path !== '/csrf-token').map((c) => c.headers['X-CSRF-Token'])).toEqual([
      'tok-1',
      'tok-2',
    ])
  })

  it('does not cache a failed token fetch', async () => {
    const { calls, fetchImpl } = fakeFetch((call, index) => {
      if (call.path === '/csrf-token')
        return index === 0 ? json(503, { error: 'Try later' }) : json(200, { csrfToken: 't' })
      return json(200, {})
    })
    const client = createApiClient(fetchImpl)
    await expect(client.post('/api/a', ANY)).rejects.toMatchObject({ status: 503, message: 'Try later' })
    await expect(client.post('/api/a', ANY)).resolves.toEqual({})
    expect(calls.filter((c) => c.path === '/csrf-token')).toHaveLength(2)
  })

  it('turns a network failure into an ApiError with status 0', async () => {
    const client = createApiClient(async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(client.get('/api/hosts', ZHostsResponse)).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
    })
  })
})

describe('parsed answers', () => {
  it('resolves to the answer as its schema reads it (unknown keys left out)', async () => {
    const { fetchImpl } = fakeFetch(() => json(200, { hosts: [], extra: 1 }))
    await expect(createApiClient(fetchImpl).get('/api/hosts', ZHostsResponse)).resolves.toEqual({ hosts: [] })
  })

  it('turns an answer of another shape into a logged ApiError, on reads and writes', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { fetchImpl } = fakeFetch((call) =>
      call.path === '/csrf-token' ? json(200, { csrfToken: 't' }) : json(200, { hosts: 'none' }),
    )
    const client = createApiClient(fetchImpl)
    const expected = { name: 'ApiError', status: 200, message: UNEXPECTED_ANSWER_MESSAGE }
    await expect(client.get('/api/hosts', ZHostsResponse)).rejects.toMatchObject(expected)
    await expect(client.post('/api/spaces', ZMessageResponse)).rejects.toMatchObject(expected)
    expect(log).toHaveBeenCalledWith(
      'API: the answer to GET /api/hosts does not match its schema',
      expect.arrayContaining([expect.objectContaining({ path: ['hosts'] })]),
    )
    log.mockRestore()
  })

  it('takes the answer as sent when a production build passes no schema', async () => {
    const { fetchImpl } = fakeFetch(() => json(200, { hosts: 'none', extra: 1 }))
    const answer: unknown = await createApiClient(fetchImpl).get('/api/hosts', false)
    expect(answer).toEqual({ hosts: 'none', extra: 1 })
  })

  it('checks answers in the build the tests run (import.meta.env.DEV)', () => {
    expect(import.meta.env.DEV).toBe(true)
  })
})

describe('shouldRetryRequest', () => {
  it('tries once more after a network failure, a 5xx or a 429, never after another 4xx', () => {
    expect(shouldRetryRequest(0, new ApiError(0, 'offline'))).toBe(true)
    expect(shouldRetryRequest(0, new ApiError(503, 'busy'))).toBe(true)
    expect(shouldRetryRequest(0, new ApiError(429, 'slow down'))).toBe(true)
    expect(shouldRetryRequest(0, new TypeError('parse'))).toBe(true)
    expect(shouldRetryRequest(1, new ApiError(503, 'busy'))).toBe(false)
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(shouldRetryRequest(0, new ApiError(status, 'no'))).toBe(false)
    }
  })
})

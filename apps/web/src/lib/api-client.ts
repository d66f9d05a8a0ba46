import type { $ZodType, output } from 'zod/v4/core'
import { msg, t } from '../i18n/i18n'

/**
 * The only place in the web app that calls `fetch` (house style). It sends credentials, fetches the
 * CSRF token once and caches it, sends it on every non-GET call, turns non-2xx answers into a
 * typed {@link ApiError} carrying the server's `error` sentence, and parses every answer with the
 * shared zod response schema the server declares for the route, so a screen never works on an answer
 * of the wrong shape.
 *
 * The check runs in development and test builds only: call sites pass
 * `import.meta.env.DEV && ZSchema`, which a production build folds to `false`, so neither zod nor
 * the shared schema modules reach the first chunk. The server already checks every answer against
 * the same schema before it sends it (fastify-type-provider-zod's serializer), so in production the
 * second check only cost the home page 70 KB of JavaScript.
 */

export type ApiIssue = { path: string; message: string }

export class ApiError extends Error {
  readonly status: number
  readonly issues: readonly ApiIssue[]

  constructor(status: number, message: string, issues: readonly ApiIssue[] = []) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.issues = issues
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

/** A shared zod schema; parsed with its own `safeParse`, so this module adds no zod code to the bundle. */
export type ResponseSchema = $ZodType & {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: { issues: unknown } }
}

/**
 * The answer's schema, or `false` in a production build (`import.meta.env.DEV && ZSchema`): the
 * type of the answer comes from the schema's type either way.
 */
export type SchemaArg<S extends ResponseSchema> = S | false

export type ApiClient = {
  get<S extends ResponseSchema>(path: string, schema: SchemaArg<S>): Promise<output<S>>
  post<S extends ResponseSchema>(path: string, schema: SchemaArg<S>, body?: unknown): Promise<output<S>>
  put<S extends ResponseSchema>(path: string, schema: SchemaArg<S>, body?: unknown): Promise<output<S>>
  /** A body only where the API names the thing removed in it (`DELETE /api/push/subscriptions {endpoint}`). */
  delete<S extends ResponseSchema>(path: string, schema: SchemaArg<S>, body?: unknown): Promise<output<S>>
  /** Forget the cached CSRF token; call after login and logout because the server rotates the session. */
  clearCsrfToken(): void
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export const CSRF_TOKEN_PATH = '/csrf-token'
export const CSRF_HEADER = 'X-CSRF-Token'
export const NETWORK_ERROR_MESSAGE = msg('Could not reach the server. Check your connection and try again.')
export const UNEXPECTED_ANSWER_MESSAGE = msg(
  'The server sent an answer this page does not understand. Please reload the page.',
)

/** Fallback sentence when the server's answer carries no usable `error` field. */
export function fallbackErrorMessage(status: number): string {
  if (status === 401) return t('Please log in to continue.')
  if (status === 403) return t('You are not allowed to do that.')
  if (status === 404) return t('Not found.')
  if (status === 429) return t('Too many requests. Please wait a moment and try again.')
  if (status >= 500) return t('The server had a problem. Please try again.')
  return t('Request failed ({status}).', { status })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function readIssues(value: unknown): ApiIssue[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item) =>
    isRecord(item) && typeof item.message === 'string'
      ? [{ path: typeof item.path === 'string' ? item.path : '', message: item.message }]
      : [],
  )
}

/** Maps a non-2xx status and its (possibly absent or non-JSON) body to an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  const serverMessage = isRecord(body) && typeof body.error === 'string' ? body.error.trim() : ''
  const issues = isRecord(body) ? readIssues(body.issues) : []
  return new ApiError(status, serverMessage || fallbackErrorMessage(status), issues)
}

/**
 * Whether a failed load deserves one more try: a network failure, a 5xx or a 429 may pass, a 4xx
 * (404 not found, 403, 400…) will not, so the screen shows it at once.
 */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429)
    return false
  return failureCount < 1
}

/** True for the server's answer to a missing or stale CSRF token, which deserves one retry. */
export function isCsrfFailure(error: ApiError): boolean {
  return error.status === 403 && /csrf/i.test(error.message)
}

/**
 * The answer as its schema reads it; an answer of another shape (a server newer or older than this
 * page, a proxy's page) is logged with what differs and becomes an {@link ApiError}. Without a
 * schema (a production build) the answer is taken as the server sent it.
 */
export function parseAnswer<S extends ResponseSchema>(
  method: Method,
  path: string,
  status: number,
  schema: SchemaArg<S>,
  body: unknown,
): output<S> {
  if (!schema) return body as output<S>
  const result = schema.safeParse(body)
  if (result.success) return result.data as output<S>
  console.error(`API: the answer to ${method} ${path} does not match its schema`, result.error.issues)
  throw new ApiError(status, t(UNEXPECTED_ANSWER_MESSAGE))
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export function createApiClient(fetchImpl: FetchLike): ApiClient {
  let csrfToken: Promise<string> | null = null

  async function send(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response
    try {
      response = await fetchImpl(path, { credentials: 'include', ...init })
    } catch {
      throw new ApiError(0, t(NETWORK_ERROR_MESSAGE))
    }
    const body = await readBody(response)
    if (!response.ok) throw toApiError(response.status, body)
    return { status: response.status, body }
  }

  function getCsrfToken(): Promise<string> {
    if (!csrfToken) {
      const pending = send(CSRF_TOKEN_PATH, { method: 'GET', headers: { Accept: 'application/json' } }).then(
        ({ body }) => {
          if (isRecord(body) && typeof body.csrfToken === 'string') return body.csrfToken
          throw new ApiError(500, 'The server sent no CSRF token.')
        },
      )
      // A failed fetch must not poison the cache: the next call tries again.
      pending.catch(() => {
        if (csrfToken === pending) csrfToken = null
      })
      csrfToken = pending
    }
    return csrfToken
  }

  async function sendWithCsrf(method: Method, path: string, body: unknown) {
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    const init = (token: string): RequestInit => ({
      method,
      headers: { ...headers, [CSRF_HEADER]: token },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    try {
      return await send(path, init(await getCsrfToken()))
    } catch (error) {
      if (!(error instanceof ApiError) || !isCsrfFailure(error)) throw error
      csrfToken = null
      return send(path, init(await getCsrfToken()))
    }
  }

  /** Sends, then parses the answer with the schema. */
  async function call<S extends ResponseSchema>(
    method: Method,
    path: string,
    schema: SchemaArg<S>,
    body?: unknown,
  ) {
    const answer =
      method === 'GET'
        ? await send(path, { method, headers: { Accept: 'application/json' } })
        : await sendWithCsrf(method, path, body)
    return parseAnswer(method, path, answer.status, schema, answer.body)
  }

  return {
    get: (path, schema) => call('GET', path, schema),
    post: (path, schema, body) => call('POST', path, schema, body),
    put: (path, schema, body) => call('PUT', path, schema, body),
    delete: (path, schema, body) => call('DELETE', path, schema, body),
    clearCsrfToken: () => {
      csrfToken = null
    },
  }
}

/** The app's client: `api.get('/api/hosts', import.meta.env.DEV && ZHostsResponse)` resolves to the answer. */
export const api: ApiClient = createApiClient((input, init) => fetch(input, init))

export const clearCsrfToken = (): void => api.clearCsrfToken()

/**
 * The only place in the web app that calls `fetch` (house style). It sends credentials, fetches the
 * CSRF token once and caches it, sends it on every non-GET call, and turns non-2xx answers into a
 * typed {@link ApiError} carrying the server's `error` sentence.
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

export type ApiClient = {
  get<T>(path: string): Promise<T>
  post<T>(path: string, body?: unknown): Promise<T>
  put<T>(path: string, body?: unknown): Promise<T>
  delete<T>(path: string): Promise<T>
  /** Forget the cached CSRF token; call after login and logout because the server rotates the session. */
  clearCsrfToken(): void
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export const CSRF_TOKEN_PATH = '/csrf-token'
export const CSRF_HEADER = 'X-CSRF-Token'
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.'

/** Fallback sentence when the server's answer carries no usable `error` field. */
export function fallbackErrorMessage(status: number): string {
  if (status === 401) return 'Please log in to continue.'
  if (status === 403) return 'You are not allowed to do that.'
  if (status === 404) return 'Not found.'
  if (status === 429) return 'Too many requests. Please wait a moment and try again.'
  if (status >= 500) return 'The server had a problem. Please try again.'
  return `Request failed (${status}).`
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

/** True for the server's answer to a missing or stale CSRF token, which deserves one retry. */
export function isCsrfFailure(error: ApiError): boolean {
  return error.status === 403 && /csrf/i.test(error.message)
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

  async function send(path: string, init: RequestInit): Promise<unknown> {
    let response: Response
    try {
      response = await fetchImpl(path, { credentials: 'include', ...init })
    } catch {
      throw new ApiError(0, NETWORK_ERROR_MESSAGE)
    }
    const body = await readBody(response)
    if (!response.ok) throw toApiError(response.status, body)
    return body
  }

  function getCsrfToken(): Promise<string> {
    if (!csrfToken) {
      const pending = send(CSRF_TOKEN_PATH, { method: 'GET', headers: { Accept: 'application/json' } }).then(
        (body) => {
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

  async function sendWithCsrf(method: Method, path: string, body: unknown): Promise<unknown> {
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

  return {
    get: <T>(path: string) =>
      send(path, { method: 'GET', headers: { Accept: 'application/json' } }) as Promise<T>,
    post: <T>(path: string, body?: unknown) => sendWithCsrf('POST', path, body) as Promise<T>,
    put: <T>(path: string, body?: unknown) => sendWithCsrf('PUT', path, body) as Promise<T>,
    delete: <T>(path: string) => sendWithCsrf('DELETE', path, undefined) as Promise<T>,
    clearCsrfToken: () => {
      csrfToken = null
    },
  }
}

const defaultClient = createApiClient((input, init) => fetch(input, init))

export const apiGet = <T>(path: string): Promise<T> => defaultClient.get<T>(path)
export const apiPost = <T>(path: string, body?: unknown): Promise<T> => defaultClient.post<T>(path, body)
export const apiPut = <T>(path: string, body?: unknown): Promise<T> => defaultClient.put<T>(path, body)
export const apiDelete = <T>(path: string): Promise<T> => defaultClient.delete<T>(path)
export const clearCsrfToken = (): void => defaultClient.clearCsrfToken()

import type { FastifyInstance } from 'fastify'
import type { FetchLike } from './x-client'

/**
 * The X client's fetch. Root-relative URLs are the in-process sandbox, reached through this app's
 * own router (no network); absolute ones go out over HTTP (real X, or another instance's sandbox).
 */
export function xFetchFor(app: FastifyInstance): FetchLike {
  const injectFetch: FetchLike = async (url, init) => {
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url,
      headers: (init?.headers ?? {}) as Record<string, string>,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one))
    }
    // app.inject hands back the body decoded; the encoding header would make Response decode it again.
    headers.delete('content-encoding')
    return new Response(res.statusCode === 204 ? null : res.rawPayload, { status: res.statusCode, headers })
  }
  return (url, init) => (url.startsWith('/') ? injectFetch(url, init) : fetch(url, init))
}

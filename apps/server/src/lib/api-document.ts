import { ZErrorResponse } from '@spaces/shared/schemas/common'
import type { FastifySchema, RouteOptions } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { SESSION_COOKIE } from '../auth/session'
import { isApiRoute, limitsFor, needsCsrfToken } from './route-rules'

/**
 * Who may call a route, as the API document says it (the permission matrix test checks it against
 * the answers each kind of caller really gets):
 * - public: anyone; `personalized`: anyone, and a session adds what the viewer may do;
 * - session: a logged-in user (401 without); admin: an admin (401 without a session, 403 for others);
 * - webhook: a caller holding NEWSLETTER_WEBHOOK_SECRET as a bearer token;
 * - metrics: a caller holding METRICS_TOKEN as a bearer token (Prometheus).
 */
export type RouteAccess = 'public' | 'personalized' | 'session' | 'admin' | 'webhook' | 'metrics'

/** The refusals a route's handler or service can answer with, beyond those derived from its shape. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 501 | 502 | 503

declare module 'fastify' {
  interface FastifySchema {
    /** Who may call the route (RouteAccess): its security and 401/403 in the API document. */
    access?: RouteAccess
    /** What else it refuses with (see describeRefusals for the statuses every route of its kind gets). */
    errors?: readonly ErrorStatus[]
    /** Where it sends the browser with a 302, when it does. */
    redirect?: string
  }
}

export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The browser id and, once logged in through X, the session. Set by GET /csrf-token or the login; HttpOnly.',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description:
      'Every non-GET call needs the token from GET /csrf-token, bound to the session cookie sent with it.',
  },
  webhookSecret: {
    type: 'http',
    scheme: 'bearer',
    description: 'NEWSLETTER_WEBHOOK_SECRET, sent by the mail provider’s bounce webhook.',
  },
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API token (`sct_…`, made at POST /api/tokens): acts as its owner without cookies or CSRF. A `read` token is refused on every non-GET call (403).',
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'METRICS_TOKEN, sent by Prometheus (bearer_token or authorization in its scrape configuration).',
  },
} as const

const ERROR_SCHEMA_REF = '#/components/schemas/ErrorResponse'

/** `{ error, issues? }` as JSON Schema for the document's components (OpenAPI 3.0 dialect). */
export function errorResponseJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(ZErrorResponse, { target: 'openapi-3.0' })
  return schema
}

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'The request is not valid: `error` names the first problem, `issues` lists each one.',
  401: 'No valid session (or secret): log in first.',
  403: 'Not allowed for this caller, or the X-CSRF-Token header is missing or wrong.',
  404: 'Nothing by this id or name exists.',
  409: 'It conflicts with the current state (already there, already done, or busy).',
  413: 'The request body is too large.',
  415: 'The request body is not JSON.',
  429: 'Too many requests: wait for the seconds in Retry-After.',
  501: 'The answer is not available in the requested format (oEmbed: only format=json).',
  502: 'The mail server refused or failed the message.',
  503: 'Briefly unavailable (the database, X or the picture drawing): retry after Retry-After.',
}

// Response headers in @fastify/swagger's form: a JSON Schema each, its description lifted out.
const RETRY_AFTER = {
  'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again.' },
}

type Security = Record<string, string[]>[]

/** The operation's security requirements: its access, plus the CSRF header for unsafe calls. */
export function describeSecurity(
  access: RouteAccess | undefined,
  method: string,
  config: RouteOptions['config'],
): Security | undefined {
  if (access === undefined) return undefined
  if (access === 'webhook') return [{ webhookSecret: [] }]
  if (access === 'metrics') return [{ metricsToken: [] }]
  // The token is bound to the cookie's browser id: an unsafe call needs both, logged in or not; an
  // API token alone stands for a logged-in user.
  if (needsCsrfToken(method, config)) {
    return access === 'public'
      ? [{ sessionCookie: [], csrfToken: [] }]
      : [{ sessionCookie: [], csrfToken: [] }, { apiToken: [] }]
  }
  if (access === 'public') return []
  if (access === 'personalized') return [{}, { sessionCookie: [] }, { apiToken: [] }]
  return [{ sessionCookie: [] }, { apiToken: [] }]
}

/** What the route answers with when it refuses: derived from its shape and access, plus its own. */
export function describeRefusals(route: {
  method: string
  url: string
  config: RouteOptions['config']
  schema: FastifySchema
}): ErrorStatus[] {
  const { method, url, config, schema } = route
  const statuses = new Set<ErrorStatus>(schema.errors ?? [])
  // Schema failures are 400 with issues; a path parameter that names nothing is 404 (error-handler.ts).
  if (schema.body || schema.querystring) statuses.add(400)
  if (schema.body) for (const status of [413, 415] as const) statuses.add(status)
  if (schema.params) statuses.add(404)
  const { access } = schema
  if (access === 'session' || access === 'admin' || access === 'webhook' || access === 'metrics')
    statuses.add(401)
  if (access === 'admin' || access === 'metrics' || needsCsrfToken(method, config)) statuses.add(403)
  if (limitsFor(method, url, config?.limit).length > 0) statuses.add(429)
  // Every API call reads the session: while the database is away it answers 503.
  if (isApiRoute(url)) statuses.add(503)
  return [...statuses].sort((a, b) => a - b)
}

const isBinary = (mediaType: string) => mediaType.startsWith('image/')

/** A body of one of the route's own media types (feeds, pictures, pages, CSV), described as text or bytes. */
function mediaContent(types: readonly string[]) {
  return Object.fromEntries(
    types.map((type) => [
      type,
      { schema: isBinary(type) ? { type: 'string', format: 'binary' } : { type: 'string' } },
    ]),
  )
}

function refusal(status: ErrorStatus, produces: readonly string[] | undefined) {
  // An HTML page's refusal of an unknown link is a page too ("This link is not valid").
  const isPage = status === 404 && produces?.includes('text/html')
  return {
    description: ERROR_DESCRIPTIONS[status],
    ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
    content: isPage
      ? mediaContent(['text/html'])
      : { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } },
  }
}

/** The responses of an operation: its success answers (in its own media types), redirect and refusals. */
function describeResponses(
  converted: Record<string, unknown> | undefined,
  schema: FastifySchema,
  refusals: ErrorStatus[],
): Record<string, unknown> {
  const responses: Record<string, unknown> = { ...converted }
  const hasSuccess = Object.keys(responses).some((code) => code.startsWith('2'))
  if (!hasSuccess && !schema.redirect) responses['200'] = { description: 'Done.' }
  if (schema.produces) {
    for (const code of Object.keys(responses).filter((c) => c.startsWith('2'))) {
      responses[code] = { description: 'Done.', content: mediaContent(schema.produces) }
    }
  }
  if (schema.redirect) {
    // `type: 'null'`: @fastify/swagger then documents no body.
    responses['302'] = {
      type: 'null',
      description: schema.redirect,
      headers: { Location: { type: 'string', description: 'Where the browser goes next.' } },
    }
  }
  for (const status of refusals) responses[String(status)] = refusal(status, schema.produces)
  return responses
}

/**
 * @fastify/swagger's transform: the zod schemas become JSON Schema (fastify-type-provider-zod), and
 * every operation gets, from one place, its security, the refusals it really gives with the shared
 * `{ error }` schema, and the media types of answers that are not JSON.
 */
export const documentRoute: typeof jsonSchemaTransform = (input) => {
  const result = jsonSchemaTransform(input)
  const source = input.schema as FastifySchema | undefined
  if (!source || result.schema.hide) return result
  const { access, errors: _errors, redirect: _redirect, ...converted } = result.schema
  const method = String(input.route.method)
  const { config } = input.route
  const security = describeSecurity(access, method, config)
  const refusals = describeRefusals({ method, url: input.url, config, schema: source })
  return {
    url: result.url,
    schema: {
      ...converted,
      ...(security ? { security } : {}),
      response: describeResponses(
        converted.response as Record<string, unknown> | undefined,
        source,
        refusals,
      ),
    },
  }
}

/**
 * OpenAPI 3.0 allows `nullable` only beside a `type`; zod writes a nullable union as `anyOf` with
 * `nullable` beside it. Each branch of such a union takes the `nullable` instead (null matched the
 * union before, and matches each branch now), across the whole document.
 */
export function moveNullableIntoUnions(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) moveNullableIntoUnions(item)
    return
  }
  if (typeof node !== 'object' || node === null) return
  const schema = node as Record<string, unknown>
  const branches = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined
  if (schema.nullable === true && schema.type === undefined && Array.isArray(branches)) {
    delete schema.nullable
    for (const branch of branches) branch.nullable = true
  }
  for (const value of Object.values(schema)) moveNullableIntoUnions(value)
}

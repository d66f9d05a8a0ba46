import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findRepoRoot } from '../src/lib/repo-root'
import {
  type Context,
  createCatalogueContext,
  methodOf,
  ROUTE_CATALOGUE,
  resolvePath,
} from './route-catalogue'
import { startTestServer, type TestServer } from './test-app'

/**
 * Issue 19: the API document (/api/openapi.json) as clients we did not write read it. Redocly's linter
 * with its recommended rules finds no error, and the document says what the routes really do: who may
 * call each (checked against the permission matrix), the statuses they answer with, and the media
 * type of every answer.
 */
interface Operation {
  operationId?: string
  summary?: string
  security?: Record<string, string[]>[]
  responses: Record<string, { content?: Record<string, unknown> }>
}
interface ApiDocument {
  paths: Record<string, Record<string, Operation>>
}

/**
 * The warnings the recommended rules still give, each for a reason:
 * - operation-4xx-response: a few operations refuse nothing (/healthz, /readyz, /csrf-token,
 *   /api/auth/user, /api/hosts, the sitemap and robots.txt); the document claims no status they never give.
 * - operation-2xx-response: the OAuth callback only ever redirects (302).
 * - info-license: the project names no licence, and the document does not invent one.
 */
const ACCEPTED_WARNINGS = new Set(['operation-4xx-response', 'operation-2xx-response', 'info-license'])

/** Routes the catalogue has and the document leaves out: the document itself and the mail's tracking links. */
/** The document itself, the tracking links, and the catch-all for cut-short mail links (a page, no API). */
const UNDOCUMENTED = [
  'GET /api/openapi.json',
  'GET /newsletter/o/:token',
  'GET /newsletter/c/:token/:linkId',
  'GET /newsletter/*',
]

/**
 * Issue 22 names `/api/spaces/{id}/reminder`, beside the older `/api/spaces/user/{username}`. They
 * cannot meet: a Space id is digits only (zPathId), so `user` never names a Space.
 */
const isAcceptedAmbiguity = (problem: string) =>
  problem.startsWith('no-ambiguous-paths:') &&
  problem.includes('`/api/spaces/user/{username}` and `/api/spaces/{id}/reminder`')

let server: TestServer
let document: ApiDocument

beforeAll(async () => {
  server = await startTestServer()
  const res = await fetch(`${server.baseUrl}/api/openapi.json`)
  expect(res.status).toBe(200)
  document = (await res.json()) as ApiDocument
})
afterAll(() => server?.close())

/** Every operation as 'METHOD /route/:param', the catalogue's keys. */
function operations(): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(
      ([method, op]) =>
        [`${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`, op] as [string, Operation],
    ),
  )
}

interface LintProblem {
  ruleId: string
  severity: 'error' | 'warn'
  message: string
  location: { pointer: string }[]
}

describe('@redocly/cli lint, recommended rules', () => {
  it('finds no error in the document the app serves', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'spaces-openapi-'))
    try {
      const file = path.join(dir, 'openapi.json')
      writeFileSync(file, JSON.stringify(document))
      const cli = path.join(findRepoRoot(), 'node_modules/@redocly/cli/bin/cli.js')
      const args = [cli, 'lint', file, '--extends=recommended', '--format=json', '--max-problems=10000']
      // No telemetry and no update check: the linter must never reach the network.
      const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }
      const stdout = await promisify(execFile)(process.execPath, args, {
        cwd: dir,
        env,
        timeout: 50_000,
      }).then(
        (result) => result.stdout,
        // The CLI exits 1 when it finds errors; its report is on stdout all the same.
        (err: { stdout?: string }) => err.stdout ?? '',
      )
      const report = JSON.parse(stdout) as { problems: LintProblem[] }
      const describe = (p: LintProblem) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`
      expect(report.problems.filter((p) => p.severity === 'error').map(describe)).toEqual([])
      const unexpected = report.problems.filter(
        (p) => !ACCEPTED_WARNINGS.has(p.ruleId) && !isAcceptedAmbiguity(describe(p)),
      )
      expect(unexpected.map(describe)).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the API document', () => {
  it('documents every route of the catalogue but the document itself and the tracking links', () => {
    const documented = operations().map(([key]) => key)
    expect(documented.filter((key) => !(key in ROUTE_CATALOGUE))).toEqual([])
    expect(Object.keys(ROUTE_CATALOGUE).filter((key) => !documented.includes(key))).toEqual(UNDOCUMENTED)
  })

  it('gives each operation a summary sentence and a unique operationId', () => {
    const ops = operations()
    for (const [key, op] of ops) {
      expect(op.summary, key).toMatch(/^[A-Z].{10,}\.$/)
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z]+$/)
    }
    const ids = ops.map(([, op]) => op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('documents every status the permission matrix sees, and security that matches who gets in', () => {
    for (const [key, op] of operations()) {
      const row = ROUTE_CATALOGUE[key]
      if (!row) continue
      const seen = [...new Set(Object.values(row.expect))].map(String).sort()
      expect(
        seen.filter((status) => !(status in op.responses)),
        key,
      ).toEqual([])

      const security = op.security
      expect(security, key).toBeDefined()
      const requirements = security ?? []
      const isOpen = requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0)
      // Refused without a session (or secret): no requirement may be empty.
      if (row.expect.anonymous === 401) expect(isOpen, `${key} is not open to anonymous callers`).toBe(false)
      if (methodOf(key) === 'GET' && row.expect.anonymous < 400) expect(isOpen, `${key} is public`).toBe(true)
      if (methodOf(key) !== 'GET' && !row.ownProof && key.split(' ')[1]?.startsWith('/api/')) {
        // A browser needs the cookie and the CSRF header; an API token stands alone (it never rides along).
        expect(
          requirements.filter((r) => !('apiToken' in r)),
          key,
        ).toEqual([{ sessionCookie: [], csrfToken: [] }])
        expect(op.responses, key).toHaveProperty('403')
      }
      if (row.ownProof === 'secret-header') expect(requirements, key).toEqual([{ webhookSecret: [] }])
      if (row.ownProof === 'token-in-path') expect(requirements, key).toEqual([])
    }
  })

  it('documents every refusal with the shared { error } schema', () => {
    for (const [key, op] of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue
        const json = response.content?.['application/json'] ?? response.content?.['text/html']
        expect(json, `${key} ${status}`).toBeDefined()
        if (response.content?.['application/json']) {
          expect(response.content['application/json'], `${key} ${status}`).toEqual({
            schema: { $ref: '#/components/schemas/ErrorResponse' },
          })
        }
      }
    }
  })

  describe('answers as documented', () => {
    let ctx: Context
    beforeAll(async () => {
      ctx = await createCatalogueContext(server)
    })

    it('has, for each route called by an admin, the status and media type the document names', {
      timeout: 60_000,
    }, async () => {
      const mismatches: string[] = []
      for (const [key, op] of operations()) {
        const row = ROUTE_CATALOGUE[key]
        if (!row) continue
        const admin = ctx.actors.admin
        const routePath = await resolvePath(row, ctx)
        const method = methodOf(key)
        const res =
          method === 'GET'
            ? await admin.client.get(routePath)
            : await admin.client.send(method, routePath, row.body?.(ctx))
        const documented = op.responses[String(res.status)]
        if (!documented) {
          mismatches.push(`${key}: ${res.status} is not documented`)
          continue
        }
        const mediaType = res.headers.get('content-type')?.split(';')[0]?.trim()
        const types = Object.keys(documented.content ?? {})
        if (mediaType ? !types.includes(mediaType) : types.length > 0) {
          mismatches.push(`${key}: ${res.status} answered ${mediaType}, documented ${types.join(', ')}`)
        }
      }
      expect(mismatches).toEqual([])
    })
  })
})

import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/database'
import { type Actor, createActor } from '../actors'
import { PRODUCT_TABLES } from '../db-snapshot'
import { rawRequest } from '../raw-request'
import {
  type Context,
  createCatalogueContext,
  methodOf,
  ROUTE_CATALOGUE,
  registeredRouteKeys,
  resolvePath,
} from '../route-catalogue'
import { startTestServer, type TestServer } from '../test-app'

/**
 * Generated bad input — control characters, lone surrogates, astral text, huge and negative numbers,
 * wrong types, extra fields, huge arrays, malformed ids and tokens — sent to every route of the
 * catalogue, on SQLite and on PostgreSQL: the API, and the pages, feeds, embeds, pictures and mail
 * links outside it. No answer is ≥ 500; an API refusal is `{ error }`, any other says why in its
 * page; and no refused request changes a row (the notification tables and the mail count included).
 *
 * FUZZ_RUNS sets the runs per route (50 by default, to keep CI quick); FUZZ_SEED replays a failure.
 * The routes are dealt out to the shard files beside this one (each with its own server and
 * database), so the test runner spreads them over its workers.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50)
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED)

let server: TestServer
let ctx: Context

/**
 * Every table a request may write, beyond the product's own: follows, reminders, settings, push
 * subscriptions, the alerts' delivery log, the mail count. (Embed views are left out: they are
 * written in batches on a timer, not by the request that counts them.)
 */
const WRITTEN_TABLES: (keyof Database)[] = [
  ...PRODUCT_TABLES,
  'follows',
  'space_reminders',
  'notification_settings',
  'push_subscriptions',
  'notification_deliveries',
  'mail_sends',
]

/**
 * What the written tables hold, compared before and after each refused request. SQLite answers in
 * process, so the rows themselves (a difference is shown row by row); PostgreSQL answers a digest of
 * each table in one statement, since a query per table per request was most of this file's time there.
 */
async function snapshotDatabase(db: TestServer['app']['db']): Promise<Record<string, unknown>> {
  const snapshot: Record<string, unknown> = {}
  if (server.config.databaseUrl) {
    const digests = WRITTEN_TABLES.map(
      (table) =>
        sql`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.table(table)} t) as ${sql.ref(table)}`,
    )
    const result = await sql<Record<string, string>>`select ${sql.join(digests)}`.execute(db)
    return result.rows[0] ?? snapshot
  }
  for (const table of WRITTEN_TABLES) snapshot[table] = await db.selectFrom(table).selectAll().execute()
  return snapshot
}

// ---- generators ----------------------------------------------------------------------------

/** encodeURIComponent, with lone surrogates sent as U+FFFD as a browser sends them (it would throw). */
const encode = (text: string) =>
  encodeURIComponent(
    text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  )

const controlChar = fc.integer({ min: 0, max: 0x1f }).map((n) => String.fromCharCode(n))
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((n) => String.fromCharCode(n))

const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u007f',
    '\ud800',
    '\udc00x',
    '🎙️'.repeat(300),
    '𠀋'.repeat(1500),
    'x'.repeat(5000),
    '0x10',
    ' 5',
    '-1',
    '1e309',
    '2147483648',
    'null',
    '<script>alert(1)</script>',
    "'; drop table spaces; --",
    'https://x.com/i/spaces/1\u0000',
    'javascript:alert(1)',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.oneof(controlChar, loneSurrogate, fc.constant('a')), maxLength: 20 }),
)

const nastyNumber = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    2 ** 31 - 1,
    2 ** 53 - 1,
    -(2 ** 53),
    -1,
    0,
    -0,
    0.5,
    1e308,
    8.64e12,
    4_102_444_801,
    946_684_799,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 3 }),
  fc.array(fc.constant('tag'), { minLength: 500, maxLength: 3000 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
)

/** A valid body with fields replaced, dropped or added; or something else entirely. */
function bodyArb(valid: Record<string, unknown> | undefined): fc.Arbitrary<unknown> {
  const base = valid ?? {}
  const keys = Object.keys(base)
  const mutated = fc
    .record({
      replace: fc.subarray(keys),
      drop: fc.subarray(keys, { maxLength: Math.min(1, keys.length) }),
      values: fc.array(nastyValue, { minLength: keys.length, maxLength: keys.length }),
      extra: fc.dictionary(fc.string({ maxLength: 12 }), nastyValue, { maxKeys: 2 }),
    })
    .map(({ replace, drop, values, extra }) => {
      const body: Record<string, unknown> = { ...base, ...extra }
      replace.forEach((key, i) => {
        body[key] = values[i]
      })
      for (const key of drop) delete body[key]
      return body
    })
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.array(fc.constant(base), { minLength: 1000, maxLength: 2000 }) },
  )
}

/** A path parameter: the real one, or something that should name nothing. */
function segmentArb(real: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(real) },
    {
      weight: 3,
      arbitrary: fc.oneof(
        fc.constantFrom(
          '0',
          '-1',
          '0x10',
          '%205',
          '2147483648',
          '99999999999999999999',
          '1e3',
          '007',
          '%00',
          '%E0%A4%A',
          '%',
          '..',
        ),
        nastyString.map(encode),
      ),
    },
  )
}

function queryArb(keys: string[]): fc.Arbitrary<string> {
  const entry = fc.tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...(keys.length ? keys : ['q'])) },
      fc.string({ maxLength: 6 }),
    ),
    fc.oneof(nastyString, nastyNumber.map(String)),
  )
  return fc
    .array(entry, { maxLength: 3 })
    .map((pairs) =>
      pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encode(k)}=${encode(String(v))}`).join('&')}`,
    )
}

// ---- the test ------------------------------------------------------------------------------

/**
 * Splits a concrete path along its route template, to keep or replace each parameter (`:id`, the part
 * of `:token.ics` before its suffix, and `*`); a replaced parameter keeps its suffix.
 */
function pathParts(
  template: string,
  concrete: string,
): { literal: string; param: string | null; suffix: string }[] {
  const [concretePath = ''] = concrete.split('?')
  const real = concretePath.split('/')
  return template.split('/').map((part, i) => {
    const param = /^:\w+(.*)$/.exec(part)
    if (!param && part !== '*') return { literal: part, param: null, suffix: '' }
    const suffix = param?.[1] ?? ''
    const value = real[i] ?? '1'
    return {
      literal: part,
      param: suffix && value.endsWith(suffix) ? value.slice(0, -suffix.length) : value,
      suffix,
    }
  })
}

/** Addresses of pictures: a refusal there is a bare 404, as a mail client or a crawler shows no text. */
const PICTURES = new Set([
  'GET /newsletter/o/:token',
  'GET /og/site.png',
  'GET /og/spaces/:id.png',
  'GET /og/profile/:username.png',
])

/** A refusal says why: `{ error }` from the API (and JSON answers), a page or text from anything else. */
function expectSaysWhy(res: Awaited<ReturnType<typeof rawRequest>>, key: string, what: string): void {
  const type = String(res.headers['content-type'] ?? '')
  if (PICTURES.has(key) && res.status === 404 && res.text === '') return
  if (key.split(' ')[1]?.startsWith('/api/') || type.startsWith('application/json')) {
    expect(typeof res.json?.error, what).toBe('string')
  } else {
    expect(res.text.trim().length, what).toBeGreaterThan(0)
  }
}

/** Fuzzes every `count`th route of the catalogue from the `index`th (from 0); shard 0 also checks the catalogue is whole. */
export function fuzzRouteShard(index: number, count: number): void {
  beforeAll(async () => {
    server = await startTestServer()
    ctx = await createCatalogueContext(server)
    // The site's notification keys are made on first use, by whichever request comes first, even a
    // refused one; made here, before the first snapshot, so that write is not taken for the refusal's.
    expect((await fetch(`${server.baseUrl}/api/push/key`)).status).toBe(200)
  })
  afterAll(() => server.close())

  describe(`fuzzing every route with bad input (routes ${index + 1} of every ${count})`, () => {
    if (index === 0) {
      it('covers every route the app registers', () => {
        const registered = registeredRouteKeys(server)
        expect(registered.filter((key) => !(key in ROUTE_CATALOGUE))).toEqual([])
        expect(Object.keys(ROUTE_CATALOGUE).filter((key) => !registered.includes(key))).toEqual([])
      })
    }
    fuzzRoutes(Object.keys(ROUTE_CATALOGUE).filter((_, position) => position % count === index))
  })
}

function fuzzRoutes(keys: string[]): void {
  for (const key of keys) {
    it(`${key}: never ≥ 500, refusals say why and change nothing`, { timeout: 120_000 }, async () => {
      const row = ROUTE_CATALOGUE[key]
      if (!row) throw new Error(`no catalogue row for ${key}`)
      const method = methodOf(key)
      const template = key.slice(method.length + 1)
      const route = server.app.routeList.find((r) => r.method === method && r.url === template)
      // Fresh actors per route: a logout or a removed host must not end the next route's session.
      const actors: Actor[] = [
        await createActor(server, 'admin'),
        await createActor(server, 'host'),
        await createActor(server, 'anonymous'),
      ]
      const tokens = await Promise.all(actors.map((a) => a.client.fetchCsrfToken()))
      const parts = pathParts(template, await resolvePath(row, ctx))
      const validBody = row.body?.(ctx) as Record<string, unknown> | undefined

      let current = await snapshotDatabase(server.app.db)
      const request = fc.record({
        actor: fc.constantFrom(0, 0, 1, 2),
        segments: fc.tuple(
          ...parts.map((p) =>
            p.param === null ? fc.constant(p.literal) : segmentArb(p.param).map((v) => `${v}${p.suffix}`),
          ),
        ),
        query: queryArb(route?.queryKeys ?? []),
        body: method === 'GET' ? fc.constant(undefined) : bodyArb(validBody),
      })

      await fc.assert(
        fc.asyncProperty(request, async ({ actor, segments, query, body }) => {
          const path = `${segments.join('/')}${query}`
          const client = actors[actor] as Actor
          const payload = body === undefined ? undefined : JSON.stringify(body)
          const res = await rawRequest(server.baseUrl, method, path, {
            headers: {
              cookie: client.client.cookieHeader(),
              'x-csrf-token': tokens[actor] as string,
              ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
            body: payload,
          })
          const what = `${method} ${path.slice(0, 200)} → ${res.status} ${res.text.slice(0, 200)}`
          expect(res.status, what).toBeGreaterThanOrEqual(200)
          // oEmbed 1.0 answers 501 for the one format it names and the site does not make.
          const isOEmbedXml = key === 'GET /oembed' && res.status === 501 && /[?&]format=xml(&|$)/.test(path)
          if (!isOEmbedXml) expect(res.status, what).toBeLessThan(500)
          if (res.status >= 400) {
            expectSaysWhy(res, key, what)
            expect(await snapshotDatabase(server.app.db), what).toEqual(current)
          } else {
            current = await snapshotDatabase(server.app.db)
          }
        }),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
      )
    })
  }
}

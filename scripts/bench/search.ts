/**
 * Search at 100,000 Spaces (BENCH_SPACES, and 100 with a Japanese title): GET /api/search from 10
 * connections at once for BENCH_SECONDS, cycling over representative queries (a common word matching
 * every Space, a rare one, a phrase, a prefix, an exclusion, a Japanese substring, a host with a typo);
 * p50 and p95 per query and overall, on the database the run uses (SQLite, or PostgreSQL with
 * BENCH_DATABASE_URL). The index is built first (search-rebuild's function, timed), and the search
 * query of each is explained on it (SQLite `EXPLAIN QUERY PLAN`, PostgreSQL `EXPLAIN ANALYZE`).
 * Then each query alone, one request at a time (its own time, no queue), and the server's CPU time a
 * request: on a machine shared with other runs, the figures least moved by them. Goal: p95 ≤ 50 ms.
 *
 * Standalone: `npx tsx scripts/bench/search.ts` (the same settings; builds its own bundle).
 */
import os from 'node:os'
import { rebuildSearchIndex } from '../../apps/server/src/features/shared/search-index'
import { type BenchSettings, readSettings } from './config'
import { createBenchDatabase } from './database'
import { explainSearch, SEARCH_QUERIES, type SearchPlan, seedJapanese } from './search-cases'
import { seedSpaces } from './seed'
import { buildBundle, cpuMsOf, freePort, READ_LIMIT_OFF, serverEnv, startServer } from './server-process'

export const SEARCH_CONNECTIONS = 10
export const SEARCH_GOAL_MS = 50

export interface SearchQueryFigures {
  q: string
  requests: number
  p50: number
  p95: number
  /** One connection, one request at a time: the time of the search itself, with no queue before it. */
  aloneP50: number
}

export interface SearchFigures {
  database: 'sqlite' | 'postgres'
  spaces: number
  connections: number
  seconds: number
  rebuildSeconds: number
  /** The machine's load average (1, 5, 15 minutes) as the measured load began: others share the cores. */
  loadAverage: number[]
  overall: {
    requests: number
    errors: number
    p50: number
    p95: number
    requestsPerSecond: number
    /** The server process's CPU time (user + system) over the measured load, per request answered. */
    serverCpuMsPerRequest: number
  }
  queries: SearchQueryFigures[]
  plans: SearchPlan[]
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)

/** Requests asked alone, one after the other, of each query. */
const ALONE_REQUESTS = 40

/** Each query asked alone ALONE_REQUESTS times: p50 in ms. */
async function alone(origin: string): Promise<Map<string, number>> {
  const out = new Map<string, number>()
  for (const q of SEARCH_QUERIES) {
    const times: number[] = []
    for (let i = 0; i < ALONE_REQUESTS; i += 1) {
      const started = performance.now()
      const res = await fetch(`${origin}/api/search?q=${encodeURIComponent(q)}`)
      await res.arrayBuffer()
      times.push(performance.now() - started)
    }
    out.set(
      q,
      percentile(
        times.sort((a, b) => a - b),
        50,
      ),
    )
  }
  return out
}

/** 10 clients, each asking its next query as soon as the last answered, for `seconds`. */
async function load(origin: string, seconds: number) {
  const times = new Map<string, number[]>(SEARCH_QUERIES.map((q) => [q, []]))
  let errors = 0
  let turn = 0
  const until = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: SEARCH_CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const q = SEARCH_QUERIES[turn++ % SEARCH_QUERIES.length] as string
        const started = performance.now()
        const res = await fetch(`${origin}/api/search?q=${encodeURIComponent(q)}`)
        await res.arrayBuffer()
        if (res.status !== 200) errors += 1
        times.get(q)?.push(performance.now() - started)
      }
    }),
  )
  return { times, errors }
}

export async function benchSearch(
  settings: BenchSettings,
  bundle: string,
  log: (line: string) => void,
): Promise<SearchFigures> {
  const database = await createBenchDatabase('search', settings.pgAdminUrl)
  try {
    const now = Math.floor(Date.now() / 1000)
    const handle = await database.open()
    log(`search: seeding ${settings.spacesLarge.toLocaleString('en-US')} Spaces…`)
    await seedSpaces(handle.db, settings.spacesLarge, now)
    await seedJapanese(handle, now)
    const started = performance.now()
    await rebuildSearchIndex(handle.db)
    const rebuildSeconds = (performance.now() - started) / 1000
    log(`search: index built in ${rebuildSeconds.toFixed(1)} s; plans…`)
    const plans = await explainSearch(handle, now)
    await handle.close()
    const port = await freePort()
    const { server } = await startServer({
      args: [bundle],
      env: serverEnv(database.env, port, { RATE_LIMIT_READS_PER_MINUTE: READ_LIMIT_OFF }),
    })
    try {
      log(`search: ${SEARCH_CONNECTIONS} connections for ${settings.seconds} s…`)
      await load(server.origin, settings.warmupSeconds)
      const loadAverage = os.loadavg()
      const cpuBefore = cpuMsOf(server.pid)
      const { times, errors } = await load(server.origin, settings.seconds)
      const cpuMs = cpuMsOf(server.pid) - cpuBefore
      log('search: each query alone…')
      const aloneP50 = await alone(server.origin)
      const all = [...times.values()].flat().sort((a, b) => a - b)
      return {
        database: settings.pgAdminUrl ? 'postgres' : 'sqlite',
        spaces: settings.spacesLarge,
        connections: SEARCH_CONNECTIONS,
        seconds: settings.seconds,
        rebuildSeconds,
        loadAverage,
        overall: {
          requests: all.length,
          errors,
          p50: percentile(all, 50),
          p95: percentile(all, 95),
          requestsPerSecond: all.length / settings.seconds,
          serverCpuMsPerRequest: all.length > 0 ? cpuMs / all.length : 0,
        },
        queries: SEARCH_QUERIES.map((q) => {
          const sorted = [...(times.get(q) ?? [])].sort((a, b) => a - b)
          return {
            q,
            requests: sorted.length,
            p50: percentile(sorted, 50),
            p95: percentile(sorted, 95),
            aloneP50: aloneP50.get(q) ?? 0,
          }
        }),
        plans,
      }
    } finally {
      await server.stop()
    }
  } finally {
    await database.drop()
  }
}

/** The search section of the report, as Markdown. */
export function searchMarkdown(s: SearchFigures): string {
  const ms = (v: number) => v.toFixed(1)
  const met = s.overall.p95 <= SEARCH_GOAL_MS ? 'met' : 'not met'
  return [
    `## Search, GET /api/search, ${s.spaces.toLocaleString('en-US')} Spaces on ${s.database}, ${s.connections} connections`,
    '',
    `Index built in ${s.rebuildSeconds.toFixed(1)} s. Overall p50 ${ms(s.overall.p50)} ms, **p95 ${ms(s.overall.p95)} ms** (goal ≤ ${SEARCH_GOAL_MS} ms: ${met}), ${Math.round(s.overall.requestsPerSecond)} req/s, ${s.overall.errors} errors; the server's CPU ${ms(s.overall.serverCpuMsPerRequest)} ms a request. Machine load average as it began: ${s.loadAverage.map((l) => l.toFixed(1)).join(', ')}.`,
    '',
    `| query | requests | p50 ms | p95 ms | alone, p50 ms (${ALONE_REQUESTS} one at a time) |`,
    '|---|---|---|---|---|',
    ...s.queries.map(
      (q) => `| \`${q.q}\` | ${q.requests} | ${ms(q.p50)} | ${ms(q.p95)} | ${ms(q.aloneP50)} |`,
    ),
    '',
    '| plan of | query | on the index | plan |',
    '|---|---|---|---|',
    ...s.plans.map(
      (p) =>
        `| ${p.what} | \`${p.q}\` | ${p.usesIndex ? 'yes' : '**no**'} | ${p.plan.replaceAll('|', '\\|')} |`,
    ),
    '',
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const settings = readSettings()
  const log = (line: string) => process.stderr.write(`bench: ${line}\n`)
  const bundle = await buildBundle()
  try {
    const figures = await benchSearch(settings, bundle.file, log)
    console.log(settings.json ? JSON.stringify(figures, null, 2) : searchMarkdown(figures))
  } finally {
    await bundle.remove()
  }
}

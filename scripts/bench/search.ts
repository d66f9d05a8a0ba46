/**
 * Search at 100,000 Spaces (BENCH_SPACES): GET /api/search from 10 connections at once for
 * BENCH_SECONDS, cycling over a set of queries (a selective one, a broad one matching every Space, a
 * phrase, an exclusion, a host with a typo); p50 and p95 per query and overall, on the database the
 * run uses (SQLite, or PostgreSQL with BENCH_DATABASE_URL). The index is built first (search-rebuild's
 * function, timed), and the search query's plan is explained on it. Goal: p95 ≤ 50 ms.
 *
 * Standalone: `npx tsx scripts/bench/search.ts` (the same settings; builds its own bundle).
 */
import { parseSearchQuery } from '@spaces/shared/domain/search-query'
import { latestEndedStart } from '@spaces/shared/domain/space-status'
import type { DbHandle } from '../../apps/server/src/db/client'
import { searchDocs } from '../../apps/server/src/features/search/search.queries'
import { rebuildSearchIndex } from '../../apps/server/src/features/shared/search-index'
import { type BenchSettings, readSettings } from './config'
import { createBenchDatabase } from './database'
import { compiledBy, explain } from './plans'
import { seedSpaces } from './seed'
import { buildBundle, freePort, READ_LIMIT_OFF, serverEnv, startServer } from './server-process'

export const SEARCH_CONNECTIONS = 10
export const SEARCH_GOAL_MS = 50

/** What visitors might type: selective, broad, a phrase, an exclusion, a host with a typo. */
export const SEARCH_QUERIES = [
  'number 4242',
  'neighbourhood',
  '"community space" 777',
  'number 31337 -city',
  'bnech host 7',
  'communit',
] as const

export interface SearchQueryFigures {
  q: string
  requests: number
  p50: number
  p95: number
}

export interface SearchFigures {
  database: 'sqlite' | 'postgres'
  spaces: number
  connections: number
  seconds: number
  rebuildSeconds: number
  overall: { requests: number; errors: number; p50: number; p95: number; requestsPerSecond: number }
  queries: SearchQueryFigures[]
  plans: { q: string; plan: string; usesIndex: boolean }[]
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)

async function explainSearch(handle: DbHandle, now: number): Promise<SearchFigures['plans']> {
  const plans: SearchFigures['plans'] = []
  for (const q of SEARCH_QUERIES.slice(0, 3)) {
    const query = await compiledBy(handle.dialect, (db) =>
      searchDocs(db, handle.dialect, {
        query: parseSearchQuery(q),
        kind: undefined,
        sort: 'rank',
        upcomingFrom: latestEndedStart(now),
        forgivenHosts: [],
        offset: 0,
        limit: 21,
      }),
    )
    const { plan } = await explain(handle, q, query)
    const usesIndex =
      handle.dialect === 'sqlite' ? /search_fts VIRTUAL TABLE/.test(plan) : /search_docs_trgm/.test(plan)
    plans.push({ q, plan, usesIndex })
  }
  return plans
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
      const { times, errors } = await load(server.origin, settings.seconds)
      const all = [...times.values()].flat().sort((a, b) => a - b)
      return {
        database: settings.pgAdminUrl ? 'postgres' : 'sqlite',
        spaces: settings.spacesLarge,
        connections: SEARCH_CONNECTIONS,
        seconds: settings.seconds,
        rebuildSeconds,
        overall: {
          requests: all.length,
          errors,
          p50: percentile(all, 50),
          p95: percentile(all, 95),
          requestsPerSecond: all.length / settings.seconds,
        },
        queries: SEARCH_QUERIES.map((q) => {
          const sorted = [...(times.get(q) ?? [])].sort((a, b) => a - b)
          return { q, requests: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) }
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
    `Index built in ${s.rebuildSeconds.toFixed(1)} s. Overall p50 ${ms(s.overall.p50)} ms, **p95 ${ms(s.overall.p95)} ms** (goal ≤ ${SEARCH_GOAL_MS} ms: ${met}), ${Math.round(s.overall.requestsPerSecond)} req/s, ${s.overall.errors} errors.`,
    '',
    '| query | requests | p50 ms | p95 ms |',
    '|---|---|---|---|',
    ...s.queries.map((q) => `| \`${q.q}\` | ${q.requests} | ${ms(q.p50)} | ${ms(q.p95)} |`),
    '',
    '| plan of | uses the trigram index | plan |',
    '|---|---|---|',
    ...s.plans.map(
      (p) => `| \`${p.q}\` | ${p.usesIndex ? 'yes' : '**no**'} | ${p.plan.replaceAll('|', '\\|')} |`,
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

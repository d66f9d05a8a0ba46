/**
 * Caches under rebuild, PostgreSQL with two instances (BENCH_DATABASE_URL; skipped on SQLite):
 * 1. /healthz on both instances while the site's calendar feed and the sitemap are made again on both
 *    after a Space changed (BENCH_REBUILD_ROUNDS rounds): latencies from probe processes of their
 *    own, for as long as the new bytes are not yet there;
 * 2. idle, with the jobs running on both instances (RUN_JOBS, as in production): the response-cache
 *    rebuilds of the feed, the sitemap and a month in BENCH_IDLE_SECONDS (default 300), each asked
 *    for every 10 s on both instances, from `/metrics`; and how many Spaces ended meanwhile (a Space
 *    ending is a change, and rightly rebuilds).
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import type { HealthzLatency } from './attack'
import type { BenchSettings } from './config'
import { createBenchDatabase } from './database'
import { ACCEPT_ENCODING } from './list'
import { DAY, seedSpaces } from './seed'
import { freePort, type ServerProcess, serverEnv, startServer } from './server-process'

const PROBE = fileURLToPath(new URL('healthz-probe.mjs', import.meta.url))
const METRICS_TOKEN = 'bench-metrics-token-0123456789'
const CACHED = ['/feeds/spaces.ics', '/sitemap.xml']
const ASK_EVERY_MS = 10_000
const REBUILD_MAX_MS = 120_000

export interface RebuildFigures {
  spacesStored: number
  instances: number
  rounds: number
  /** /healthz on both instances while the feed and the sitemap were made again. */
  healthz: HealthzLatency
  /** From the change to the new feed and sitemap on both instances, per round, in ms. */
  rebuildMs: number[]
  idle: { seconds: number; rebuilds: number; spacesEnded: number }
}

export async function benchRebuilds(
  settings: BenchSettings,
  bundle: string,
  log: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RebuildFigures | undefined> {
  if (!settings.pgAdminUrl) return undefined
  const rounds = Number(env.BENCH_REBUILD_ROUNDS ?? 5)
  const idleSeconds = Number(env.BENCH_IDLE_SECONDS ?? 300)
  const database = await createBenchDatabase('rebuild', settings.pgAdminUrl)
  const servers: ServerProcess[] = []
  const handle = await database.open()
  try {
    log(`rebuilds: seeding ${settings.spacesLarge} Spaces on PostgreSQL…`)
    const now = Math.floor(Date.now() / 1000)
    await seedSpaces(handle.db, settings.spacesLarge, now)
    for (let i = 0; i < 2; i++) {
      const extra: Record<string, string> = { RUN_JOBS: 'true', METRICS_TOKEN }
      servers.push(
        (
          await startServer({
            args: [bundle],
            env: serverEnv(database.env, await freePort(), extra),
          })
        ).server,
      )
    }
    for (const server of servers) for (const path of CACHED) await get(server, path)

    const latencies: number[] = []
    const rebuildMs: number[] = []
    for (let round = 0; round < rounds; round++) {
      log(
        `rebuilds: round ${round + 1} of ${rounds}, /healthz while the feed and the sitemap are made again…`,
      )
      const before = await Promise.all(servers.flatMap((s) => CACHED.map((path) => get(s, path))))
      const started = performance.now()
      await sql`update spaces set title = title || '.' where id = (select min(id) from spaces)`.execute(
        handle.db,
      )
      let rebuilt = false
      const rebuild = (async () => {
        const pairs = servers.flatMap((s) => CACHED.map((path) => ({ s, path })))
        for (const [i, { s, path }] of pairs.entries()) {
          while ((await get(s, path)).etag === before[i]?.etag) {
            if (performance.now() - started > REBUILD_MAX_MS) throw new Error(`${path} was never made again`)
            await sleep(20)
          }
        }
        rebuildMs.push(Math.round(performance.now() - started))
        rebuilt = true
      })()
      await Promise.all(
        servers.map(async (s) => {
          while (!rebuilt) latencies.push(...(await probe(`${s.origin}/healthz`, 20)))
        }),
      )
      await rebuild
    }

    log(`rebuilds: ${idleSeconds} s idle with the jobs running on both instances…`)
    const idleStart = Math.floor(Date.now() / 1000)
    const month = `/api/spaces?from=${idleStart - 15 * DAY}&to=${idleStart + 16 * DAY}`
    for (const s of servers) await get(s, month)
    const rebuildsWarm = await sumRebuilds(servers)
    const until = Date.now() + idleSeconds * 1000
    while (Date.now() < until) {
      await sleep(Math.min(ASK_EVERY_MS, Math.max(0, until - Date.now())))
      for (const s of servers) for (const path of [...CACHED, month]) await get(s, path)
    }
    const rebuilds = (await sumRebuilds(servers)) - rebuildsWarm
    const ended = await handle.db
      .selectFrom('spaces')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', '=', 'ended')
      .where('updated_at', '>=', idleStart)
      .executeTakeFirst()
    const sorted = latencies.sort((a, b) => a - b)
    const at = (q: number) =>
      round1(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0)
    return {
      spacesStored: settings.spacesLarge,
      instances: servers.length,
      rounds,
      healthz: { probes: sorted.length, p50: at(0.5), p99: at(0.99), max: round1(sorted.at(-1) ?? 0) },
      rebuildMs,
      idle: { seconds: idleSeconds, rebuilds, spacesEnded: Number(ended?.n ?? 0) },
    }
  } finally {
    for (const server of servers) await server.stop()
    await handle.close()
    await database.drop()
  }
}

async function get(server: ServerProcess, path: string): Promise<{ status: number; etag: string | null }> {
  const res = await fetch(`${server.origin}${path}`, { headers: { 'accept-encoding': ACCEPT_ENCODING } })
  await res.arrayBuffer()
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
  return { status: res.status, etag: res.headers.get('etag') }
}

/** The response cache's rebuilds so far, every route, both instances (`/metrics`). */
async function sumRebuilds(servers: ServerProcess[]): Promise<number> {
  let sum = 0
  for (const server of servers) {
    const res = await fetch(`${server.origin}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
    const text = await res.text()
    for (const line of text.split('\n')) {
      if (line.startsWith('spaces_response_cache_rebuilds_total{')) sum += Number(line.split(' ').at(-1))
    }
  }
  return sum
}

/** `count` sequential /healthz GETs from a probe process of its own: their latencies in ms. */
async function probe(url: string, count: number): Promise<number[]> {
  const child = spawn(process.execPath, [PROBE, url, String(count)], {
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk
  })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`The /healthz probe failed (${code})`)
  return JSON.parse(stdout) as number[]
}

const round1 = (value: number) => Math.round(value * 10) / 10
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

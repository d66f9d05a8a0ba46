/**
 * The one-month list, GET /api/spaces?from&to, on a database holding a given number of Spaces:
 *
 * - served by the compiled server (a child process, as `npm start` runs it) with the cache warm, and
 *   with the cache bypassed: every request asks for a one-month window starting one whole UTC day
 *   earlier than the one before, cycling over the seeded span (see dayWindows), so every request
 *   misses (reads the data version, queries a page of the month, serialises it, hashes its ETag,
 *   compresses it and stores it in the cache);
 * - the server's CPU time per answered request, for each load and for the bare server;
 * - against a bare node:http server (also a child process) answering with the very bytes and headers
 *   the app answers the warm request with: brotli-compressed, as a browser asks for it;
 * - the server's memory: idle after start (before and after a full GC), peak while under each load,
 *   and its high-water mark.
 */
import { SPACES_PAGE_SIZE } from '@spaces/shared/limits'
import type { DbHandle } from '../../apps/server/src/db/client'
import { listSpacesPage } from '../../apps/server/src/features/spaces/spaces.queries'
import { startBareServer } from './bare'
import type { BenchSettings } from './config'
import type { BenchDatabase } from './database'
import type { ListFigures } from './list-figures'
import { sameHeaders } from './list-http'
import { readMonth, runListLoads } from './list-loads'
import { readMemory } from './memory'
import { compiledBy, explain } from './plans'
import { DAY, SPAN, seedSpaces } from './seed'
import { freePort, READ_LIMIT_OFF, serverEnv, startServer } from './server-process'

// feed.ts, attack.ts and huge.ts ask with the same headers and read answers the same way.
export { ACCEPT_ENCODING, getRaw, getSettled, sameHeaders } from './list-http'

export async function benchList(
  settings: BenchSettings,
  database: BenchDatabase,
  spaces: number,
  bundle: string,
  log: (line: string) => void,
): Promise<ListFigures> {
  const now = Math.floor(Date.now() / 1000)
  const from = now - 15 * DAY
  const to = from + 31 * DAY

  log(`seeding ${spaces.toLocaleString('en-US')} Spaces…`)
  const handle = await database.open()
  const seedStarted = performance.now()
  let queryPlan: string
  try {
    await seedSpaces(handle.db, spaces, now)
    queryPlan = await explainMonth(handle, from, to)
  } finally {
    await handle.close()
  }
  const seedMs = Math.round(performance.now() - seedStarted)

  const { server } = await startServer({
    args: [bundle],
    env: serverEnv(database.env, await freePort(), { RATE_LIMIT_READS_PER_MINUTE: READ_LIMIT_OFF }),
    gcHook: true,
  })
  try {
    await sleep(500)
    const idleMiB = readMemory(server.pid).rssMiB
    await server.gc()
    await sleep(200)
    const idleAfterGcMiB = readMemory(server.pid).rssMiB

    const { warmPath, answer, month } = await readMonth(server.origin, from, to, log)
    const bare = await startBareServer(answer.body, sameHeaders(answer.headers))
    try {
      const bareIdleMiB = readMemory(bare.pid).rssMiB
      const paths = { warmPath, bypassPath: dayWindows(now, 31) }
      const measured = await runListLoads(settings, server, bare, paths, log)
      return {
        spacesStored: spaces,
        seedMs,
        queryPlan,
        month,
        loads: measured.loads,
        memory: {
          idleMiB,
          idleAfterGcMiB,
          peakWarmMiB: measured.peakWarmMiB,
          peakBypassedMiB: measured.peakBypassedMiB,
          highWaterMiB: readMemory(server.pid).highWaterMiB,
          bareIdleMiB,
        },
      }
    } finally {
      await bare.stop()
    }
  } finally {
    await server.stop()
  }
}

/**
 * Paths of /api/spaces windows `days` long that never hit the response cache: request N starts N
 * whole UTC days before the newest such window in the seeded span, cycling over the span's start
 * days (about 1,800 for a month over five years), each further cycle a day shorter (up to 7 days
 * shorter, then round again), so no two of the first ~14,000 windows are the same. The server widens
 * a window to whole UTC days, so windows one second apart would share a cache entry; whole days
 * apart they do not, and the cache keeps 500 entries, least recently used first out.
 */
export function dayWindows(now: number, days: number, wide?: { every: number; days: number }) {
  const newest = Math.floor((now + SPAN / 2) / DAY) * DAY - days * DAY
  const cycle = Math.floor(SPAN / DAY) - days
  let n = 0
  return () => {
    n += 1
    const from = newest - (n % cycle) * DAY
    // Every `wide.every`-th request asks for more than the cap: answered 400 before any work.
    const length = wide && n % wide.every === 0 ? wide.days : days - (Math.floor(n / cycle) % 8)
    return `/api/spaces?from=${from}&to=${from + length * DAY}`
  }
}

/** How the database finds the month's first page: the server's own query, as it normalises the window. */
async function explainMonth(handle: DbHandle, from: number, to: number): Promise<string> {
  const window = { from: Math.floor(from / DAY) * DAY, to: Math.ceil(to / DAY) * DAY }
  const query = await compiledBy(handle.dialect, (db) =>
    listSpacesPage(db, { ...window, limit: SPACES_PAGE_SIZE + 1 }),
  )
  return (await explain(handle, 'month', query)).plan
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

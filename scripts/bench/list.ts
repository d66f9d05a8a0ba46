/**
 * The one-month list, GET /api/spaces?from&to, on a database holding a given number of Spaces:
 *
 * - served by the compiled server (a child process, as `npm start` runs it) with the cache warm, and
 *   with the cache bypassed: every request asks for a window one second earlier than the one before
 *   (from and to both), so every request misses (reads the data version, queries the month,
 *   serialises it, hashes its ETag, brotli-compresses it and stores it in the cache);
 * - against a bare node:http server (also a child process) answering with the very bytes and headers
 *   the app answers the warm request with: brotli-compressed, as a browser asks for it;
 * - the server's memory: idle after start (before and after a full GC), peak while under each load,
 *   and its high-water mark.
 */
import type { OutgoingHttpHeaders } from 'node:http'
import http from 'node:http'
import { brotliDecompressSync } from 'node:zlib'
import { sql } from 'kysely'
import type { DbHandle } from '../../apps/server/src/db/client'
import { startBareServer } from './bare'
import type { BenchSettings } from './config'
import type { BenchDatabase } from './database'
import { type LoadFigures, runLoad } from './load'
import { peakRssDuring, readMemory } from './memory'
import { DAY, seedSpaces } from './seed'
import { freePort, serverEnv, startServer } from './server-process'

/** What Chromium sends; the app answers br. The bare server sends the same br bytes whatever is asked. */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

export interface ListLoads {
  connections: number
  bare: LoadFigures
  warm: LoadFigures
  bypassed: LoadFigures
}

export interface ListFigures {
  spacesStored: number
  seedMs: number
  queryPlan: string
  month: {
    from: number
    to: number
    spaces: number
    jsonBytes: number
    encoding: string
    encodedBytes: number
  }
  loads: ListLoads[]
  memory: {
    /** Compiled server, idle after start: just after the first 200, then after a full GC. */
    idleMiB: number
    idleAfterGcMiB: number
    /** Highest VmRSS sampled while under the warm loads, then the bypassing loads. */
    peakWarmMiB: number
    peakBypassedMiB: number
    /** VmHWM at the end: the highest RSS of the server's whole life, start-up included. */
    highWaterMiB: number
    /** The bare node:http server with the answer in memory: what node itself takes. */
    bareIdleMiB: number
  }
}

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
    env: serverEnv(database.env, await freePort()),
    gcHook: true,
  })
  try {
    await sleep(500)
    const idleMiB = readMemory(server.pid).rssMiB
    await server.gc()
    await sleep(200)
    const idleAfterGcMiB = readMemory(server.pid).rssMiB

    const warmPath = `/api/spaces?from=${from}&to=${to}`
    const answer = await getRaw(`${server.origin}${warmPath}`, { 'accept-encoding': ACCEPT_ENCODING })
    if (answer.status !== 200 || answer.headers['content-encoding'] !== 'br') {
      throw new Error(
        `GET ${warmPath} answered ${answer.status} with content-encoding ${answer.headers['content-encoding']}, not br`,
      )
    }
    const json = brotliDecompressSync(answer.body)
    const month = {
      from,
      to,
      spaces: (JSON.parse(json.toString()) as { data: unknown[] }).data.length,
      jsonBytes: json.length,
      encoding: 'br',
      encodedBytes: answer.body.length,
    }
    log(
      `one month: ${month.spaces.toLocaleString('en-US')} Spaces, ${month.jsonBytes.toLocaleString('en-US')} bytes of JSON, ${month.encodedBytes.toLocaleString('en-US')} as br`,
    )

    const bare = await startBareServer(answer.body, sameHeaders(answer.headers))
    try {
      const bareIdleMiB = readMemory(bare.pid).rssMiB
      let shift = 0
      const bypassPath = () => {
        shift += 1
        return `/api/spaces?from=${from - shift}&to=${to - shift}`
      }
      const headers = { 'accept-encoding': ACCEPT_ENCODING }
      const load = (url: string, connections: number, seconds: number, nextPath?: () => string) =>
        runLoad({ url, connections, seconds, headers, ...(nextPath ? { nextPath } : {}) })

      const warmUpConnections = settings.connections[0] ?? 10
      if (settings.warmupSeconds > 0) {
        log(`warming up (${settings.warmupSeconds} s per target)…`)
        await load(bare.url, warmUpConnections, settings.warmupSeconds)
        await load(`${server.origin}${warmPath}`, warmUpConnections, settings.warmupSeconds)
        await load(`${server.origin}${warmPath}`, warmUpConnections, settings.warmupSeconds, bypassPath)
      }

      const warmRuns = await peakRssDuring(server.pid, async () => {
        const runs: Array<{ bare: LoadFigures; warm: LoadFigures }> = []
        for (const connections of settings.connections) {
          log(`${connections} connections: bare node:http, then the app with the cache warm…`)
          runs.push({
            bare: await load(bare.url, connections, settings.seconds),
            warm: await load(`${server.origin}${warmPath}`, connections, settings.seconds),
          })
        }
        return runs
      })
      const bypassedRuns = await peakRssDuring(server.pid, async () => {
        const runs: LoadFigures[] = []
        for (const connections of settings.connections) {
          log(`${connections} connections: the app with the cache bypassed…`)
          runs.push(await load(`${server.origin}${warmPath}`, connections, settings.seconds, bypassPath))
        }
        return runs
      })

      return {
        spacesStored: spaces,
        seedMs,
        queryPlan,
        month,
        loads: settings.connections.map((connections, i) => ({
          connections,
          bare: warmRuns.result[i]?.bare as LoadFigures,
          warm: warmRuns.result[i]?.warm as LoadFigures,
          bypassed: bypassedRuns.result[i] as LoadFigures,
        })),
        memory: {
          idleMiB,
          idleAfterGcMiB,
          peakWarmMiB: warmRuns.peakMiB,
          peakBypassedMiB: bypassedRuns.peakMiB,
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

/** The app's headers for the bare server to send as they are; node:http adds its own date and connection. */
export function sameHeaders(headers: http.IncomingHttpHeaders): OutgoingHttpHeaders {
  const copy: OutgoingHttpHeaders = { ...headers }
  for (const name of ['date', 'connection', 'keep-alive', 'transfer-encoding']) delete copy[name]
  return copy
}

export function getRaw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        )
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

/** How the database finds the month (the same query shape as listSpaces). */
async function explainMonth(handle: DbHandle, from: number, to: number): Promise<string> {
  const where = sql`s.scheduled_start >= ${from} and s.scheduled_start < ${to}`
  const query = sql`select s.id from spaces s join users u on u.id = s.host_id where ${where} order by s.scheduled_start desc, s.id desc`
  if (handle.dialect === 'sqlite') {
    const { rows } = await sql<{ detail: string }>`explain query plan ${query}`.execute(handle.db)
    return rows.map((row) => row.detail).join(' | ')
  }
  const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(handle.db)
  return rows.map((row) => row['QUERY PLAN'].trim()).join(' | ')
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

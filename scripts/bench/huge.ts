/**
 * 1,000,000 Spaces (BENCH_SPACES_HUGE; 0 skips it), on SQLite or PostgreSQL like the rest of the run:
 *
 * - the seeding time (batched multi-row inserts, many to a transaction; PostgreSQL then ANALYZEd, as
 *   autovacuum would soon do after such a load);
 * - the plans of the server's own list queries (plans.ts), with whether each avoids a full scan and a
 *   sort of the table;
 * - the X import's writes, run from the bench process with the server's own functions: an imported
 *   Space inserted as the import does it (in a transaction, after the host's daily quota claim), the
 *   linked rows looked up by X id in batches of 100, and a linked row updated;
 * - over HTTP, the compiled server (read limit off, see READ_LIMIT_OFF) at the first connection
 *   count: the month list with the cache warm and bypassed, a host profile's first page, and the
 *   calendar and RSS feeds (both cached per data version: the first request misses, the rest hit).
 */
import { SPACES_PAGE_SIZE } from '@spaces/shared/limits'
import { sql } from 'kysely'
import type { DbHandle } from '../../apps/server/src/db/client'
import { claimSpaceQuota } from '../../apps/server/src/features/shared/space-quota'
import { listSpacesPage } from '../../apps/server/src/features/spaces/spaces.queries'
import {
  findLinkedSpaces,
  insertImportedSpace,
  updateLinkedSpace,
} from '../../apps/server/src/features/x-sync/x-sync.queries'
import type { BenchSettings } from './config'
import { createBenchDatabase } from './database'
import { ACCEPT_ENCODING, dayWindows, getRaw } from './list'
import { type LoadFigures, runLoad } from './load'
import { explainListQueries, type QueryPlan } from './plans'
import { DAY, seedSpaces } from './seed'
import { freePort, READ_LIMIT_OFF, serverEnv, startServer } from './server-process'

/** Imported Spaces written (each claims the quota, which reads the host's last day: see the plans). */
const X_WRITES = 300
const X_LOOKUP_BATCH = 100

export interface HugeLoad {
  name: string
  path: string
  /** What the first request answered: status, bytes as sent, and the Spaces (or items) in it. */
  status: number
  encodedBytes: number
  items: number
  load: LoadFigures
}

export interface HugeFigures {
  spacesStored: number
  seedMs: number
  plans: QueryPlan[]
  xImport: {
    /** Per operation, µs (mean over the operations, run one after the other). */
    insertUs: number
    inserts: number
    lookupUs: number
    lookups: number
    lookupBatch: number
    updateUs: number
    updates: number
  }
  loads: HugeLoad[]
}

export async function benchHuge(
  settings: BenchSettings,
  bundle: string,
  log: (line: string) => void,
): Promise<HugeFigures> {
  const spaces = settings.spacesHuge
  const database = await createBenchDatabase('huge', settings.pgAdminUrl)
  try {
    const now = Math.floor(Date.now() / 1000)
    const month = {
      from: Math.floor((now - 15 * DAY) / DAY) * DAY,
      to: Math.ceil((now + 16 * DAY) / DAY) * DAY,
    }
    log(`seeding ${spaces.toLocaleString('en-US')} Spaces…`)
    const handle = await database.open()
    let seedMs: number
    let plans: QueryPlan[]
    let xImport: HugeFigures['xImport']
    try {
      const seedStarted = performance.now()
      await seedSpaces(handle.db, spaces, now)
      if (handle.dialect === 'postgres') await sql`analyze`.execute(handle.db)
      seedMs = Math.round(performance.now() - seedStarted)
      log(`seeded in ${(seedMs / 1000).toFixed(1)} s; query plans…`)
      const host = await handle.db
        .selectFrom('users')
        .select('id')
        .where('username_key', '=', 'bench_host_0')
        .executeTakeFirstOrThrow()
      const firstPage = await listSpacesPage(handle.db, { ...month, limit: SPACES_PAGE_SIZE })
      const last = firstPage.at(-1)
      plans = await explainListQueries(handle, {
        ...month,
        hostId: host.id,
        after: last ? { start: last.scheduled_start, id: last.id } : { start: month.to, id: 0 },
        now,
        xIds: Array.from({ length: X_LOOKUP_BATCH }, (_, i) => `19${String(i).padStart(11, '0')}`),
      })
      log('the X import’s writes…')
      xImport = await benchXImport(handle, host.id, now)
    } finally {
      await handle.close()
    }

    const { server } = await startServer({
      args: [bundle],
      env: serverEnv(database.env, await freePort(), { RATE_LIMIT_READS_PER_MINUTE: READ_LIMIT_OFF }),
    })
    try {
      const headers = { 'accept-encoding': ACCEPT_ENCODING }
      const connections = settings.connections[0] ?? 10
      const monthPath = `/api/spaces?from=${month.from}&to=${month.to}`
      const targets: Array<{ name: string; path: string; nextPath?: () => string }> = [
        { name: 'month, cache warm', path: monthPath },
        { name: 'month, cache bypassed', path: monthPath, nextPath: dayWindows(now, 31) },
        { name: "host profile's first page", path: '/api/spaces/user/bench_host_0' },
        { name: 'calendar feed', path: '/feeds/spaces.ics' },
        { name: 'RSS feed', path: '/feeds/spaces.xml' },
      ]
      const loads: HugeLoad[] = []
      for (const target of targets) {
        const answer = await getRaw(`${server.origin}${target.path}`, headers)
        if (answer.status !== 200) throw new Error(`GET ${target.path} answered ${answer.status}`)
        const text = (await decode(answer.body, answer.headers['content-encoding'])).toString()
        const items = target.path.startsWith('/api/')
          ? (JSON.parse(text) as { data: unknown[] }).data.length
          : text.split(target.path.endsWith('.ics') ? 'BEGIN:VEVENT' : '<item>').length - 1
        const run = (seconds: number) =>
          runLoad({
            url: `${server.origin}${target.path}`,
            connections,
            seconds,
            headers,
            pid: server.pid,
            ...(target.nextPath ? { nextPath: target.nextPath } : {}),
          })
        if (settings.warmupSeconds > 0) await run(settings.warmupSeconds)
        log(`${spaces.toLocaleString('en-US')} Spaces, ${connections} connections: ${target.name}…`)
        loads.push({
          name: target.name,
          path: target.path,
          status: answer.status,
          encodedBytes: answer.body.length,
          items,
          load: await run(settings.seconds),
        })
      }
      return { spacesStored: spaces, seedMs, plans, xImport, loads }
    } finally {
      await server.stop()
    }
  } finally {
    await database.drop()
  }
}

/** The import's three writes, each X_WRITES times (lookups in batches), timed one after the other. */
async function benchXImport(handle: DbHandle, hostId: number, now: number): Promise<HugeFigures['xImport']> {
  const db = handle.db
  const xIds = Array.from({ length: X_WRITES }, (_, i) => `19${String(i).padStart(11, '0')}`)
  const timed = async (count: number, task: (i: number) => Promise<unknown>) => {
    const started = performance.now()
    for (let i = 0; i < count; i++) await task(i)
    return Math.round(((performance.now() - started) * 1000) / count)
  }
  const insertUs = await timed(X_WRITES, (i) =>
    db.transaction().execute(async (trx) => {
      await claimSpaceQuota(trx, hostId, 1, { perDay: 1_000_000_000 }, now)
      const start = now + DAY + i * 600
      return insertImportedSpace(trx, {
        host_id: hostId,
        title: `Imported Space ${i}`,
        description: null,
        space_url: `https://x.com/i/spaces/${xIds[i]}`,
        scheduled_start: start,
        state: 'upcoming',
        host_timezone: 'UTC',
        x_space_id: xIds[i] as string,
        x_import_id: xIds[i] as string,
        source: 'x',
        x_state: 'scheduled',
        created_by: null,
        created_at: now,
        updated_at: now,
      })
    }),
  )
  const lookups = X_WRITES / X_LOOKUP_BATCH
  const linked: Array<{ id: number }> = []
  const lookupUs = await timed(lookups, async (i) => {
    linked.push(...(await findLinkedSpaces(db, xIds.slice(i * X_LOOKUP_BATCH, (i + 1) * X_LOOKUP_BATCH))))
  })
  if (linked.length !== X_WRITES) throw new Error(`Found ${linked.length} imported Spaces, not ${X_WRITES}.`)
  const updateUs = await timed(X_WRITES, (i) =>
    updateLinkedSpace(db, (linked[i] as { id: number }).id, {
      live_listeners: i,
      x_state: 'live',
      updated_at: now,
    }),
  )
  return {
    insertUs,
    inserts: X_WRITES,
    lookupUs,
    lookups,
    lookupBatch: X_LOOKUP_BATCH,
    updateUs,
    updates: X_WRITES,
  }
}

async function decode(body: Buffer, encoding: string | string[] | undefined): Promise<Buffer> {
  const zlib = await import('node:zlib')
  if (encoding === 'br') return zlib.brotliDecompressSync(body)
  if (encoding === 'gzip') return zlib.gunzipSync(body)
  if (encoding === 'zstd')
    return (zlib as unknown as { zstdDecompressSync: (b: Buffer) => Buffer }).zstdDecompressSync(body)
  return body
}

/**
 * The site's calendar feed, GET /feeds/spaces.ics, with 1,000 upcoming Spaces stored:
 * requests/s of the compiled server against a bare node:http server sending the same bytes and
 * headers, at 10 connections, as a calendar app asks for it (br accepted). The feed is cached per
 * data version, so this measures the cached path: the version read, the ETag, the compressed bytes.
 */
import { brotliDecompressSync } from 'node:zlib'
import type { Kysely } from 'kysely'
import type { Database } from '../../apps/server/src/db/database'
import { startBareServer } from './bare'
import type { BenchSettings } from './config'
import { createBenchDatabase } from './database'
import { ACCEPT_ENCODING, getSettled, sameHeaders } from './list'
import { type LoadFigures, runLoad } from './load'
import { freePort, serverEnv, startServer } from './server-process'

export const FEED_PATH = '/feeds/spaces.ics'
const FEED_CONNECTIONS = 10
const FEED_HOSTS = 20
const HOUR = 3600

export interface FeedFigures {
  path: string
  spacesStored: number
  events: number
  icsBytes: number
  encoding: string
  encodedBytes: number
  connections: number
  bare: LoadFigures
  app: LoadFigures
}

/** `count` upcoming Spaces, one every two hours from the next hour, over FEED_HOSTS hosts. */
async function seedUpcomingSpaces(db: Kysely<Database>, count: number, now: number): Promise<void> {
  const hosts = await db
    .insertInto('users')
    .values(
      Array.from({ length: FEED_HOSTS }, (_, i) => ({
        x_user_id: `bench-feed-${i}`,
        username: `feed_host_${i}`,
        username_key: `feed_host_${i}`,
        display_name: `Feed Host ${i}`,
        bio: null,
        location: null,
        website: null,
        profile_image_url: null,
        role: 'host' as const,
        host_timezone: 'America/New_York',
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute()
  const rows = Array.from({ length: count }, (_, n) => ({
    host_id: hosts[n % hosts.length]?.id as number,
    title: `Community Space number ${n}: rents, wages; and what comes next`,
    description: 'A conversation about the neighbourhood, the city and what comes next.\nBring questions.',
    space_url: `https://x.com/i/spaces/1Feed${n}`,
    scheduled_start: now + HOUR + n * 2 * HOUR,
    state: 'upcoming' as const,
    recording_url: null,
    recording_platform: null,
    host_timezone: 'America/New_York',
    series_id: null,
    recurrence_pattern: null,
    series_index: null,
    x_space_id: null,
    created_by: null,
    created_at: now,
    updated_at: now,
  }))
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('spaces')
        .values(rows.slice(i, i + 500))
        .execute()
  })
}

/** A cached GET measured against bare node:http sending its bytes: what it is and how to count its items. */
export interface CachedTarget {
  name: string
  path: string
  headers: Record<string, string>
  /** Items in the decompressed body (events, Spaces…). */
  count: (body: string) => number
}

export interface CachedFigures {
  items: number
  bodyBytes: number
  encodedBytes: number
  bare: LoadFigures
  app: LoadFigures
}

/**
 * Seeds `spaces` upcoming Spaces in a database of its own, starts the bundle on it, and loads
 * `target.path` (br) and a bare node:http server sending the same bytes and headers, at FEED_CONNECTIONS.
 */
export async function benchCachedPath(
  settings: BenchSettings,
  bundle: string,
  log: (line: string) => void,
  target: CachedTarget,
  spaces: number,
): Promise<CachedFigures> {
  const database = await createBenchDatabase(target.name.replace(/\W+/g, '_'), settings.pgAdminUrl)
  try {
    log(`${target.name}: seeding ${spaces.toLocaleString('en-US')} upcoming Spaces…`)
    const handle = await database.open()
    try {
      await seedUpcomingSpaces(handle.db, spaces, Math.floor(Date.now() / 1000))
    } finally {
      await handle.close()
    }
    const { server } = await startServer({ args: [bundle], env: serverEnv(database.env, await freePort()) })
    try {
      const { headers, path } = target
      const answer = await getSettled(`${server.origin}${path}`, headers)
      if (answer.status !== 200 || answer.headers['content-encoding'] !== 'br') {
        throw new Error(
          `GET ${path} answered ${answer.status} with content-encoding ${answer.headers['content-encoding']}, not br`,
        )
      }
      const body = brotliDecompressSync(answer.body).toString()
      const items = target.count(body)
      log(
        `${target.name}: ${items} items, ${body.length.toLocaleString('en-US')} bytes, ${answer.body.length} as br`,
      )
      const bare = await startBareServer(answer.body, sameHeaders(answer.headers))
      try {
        const load = (url: string, seconds: number) =>
          runLoad({ url, connections: FEED_CONNECTIONS, seconds, headers })
        if (settings.warmupSeconds > 0) {
          await load(bare.url, settings.warmupSeconds)
          await load(`${server.origin}${path}`, settings.warmupSeconds)
        }
        log(`${target.name}, ${FEED_CONNECTIONS} connections: bare node:http, then the app…`)
        const bareLoad = await load(bare.url, settings.seconds)
        const appLoad = await load(`${server.origin}${path}`, settings.seconds)
        return {
          items,
          bodyBytes: Buffer.byteLength(body),
          encodedBytes: answer.body.length,
          bare: bareLoad,
          app: appLoad,
        }
      } finally {
        await bare.stop()
      }
    } finally {
      await server.stop()
    }
  } finally {
    await database.drop()
  }
}

export async function benchFeed(
  settings: BenchSettings,
  bundle: string,
  log: (line: string) => void,
  spaces = 1000,
): Promise<FeedFigures> {
  const figures = await benchCachedPath(
    settings,
    bundle,
    log,
    {
      name: 'calendar feed',
      path: FEED_PATH,
      headers: { 'accept-encoding': ACCEPT_ENCODING },
      count: (ics) => ics.split('\r\nBEGIN:VEVENT\r\n').length - 1,
    },
    spaces,
  )
  return {
    path: FEED_PATH,
    spacesStored: spaces,
    events: figures.items,
    icsBytes: figures.bodyBytes,
    encoding: 'br',
    encodedBytes: figures.encodedBytes,
    connections: FEED_CONNECTIONS,
    bare: figures.bare,
    app: figures.app,
  }
}

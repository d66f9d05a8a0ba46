/**
 * `npm run bench`: GET /api/spaces?from&to for one month with 100,000 Spaces stored, against a bare
 * node:http server sending the same bytes, in the same run; then newsletter delivery throughput
 * (newsletter.ts) against nodemailer alone. Prints requests/s and their ratio; no
 * thresholds (timings depend on the machine), so it informs and never fails a build.
 *
 *   BENCH_SPACES=100000 BENCH_SECONDS=8 BENCH_CONNECTIONS=10 BENCH_SUBSCRIBERS=10000 npm run bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench   (PostgreSQL, own database)
 */
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { sql } from 'kysely'
import pg from 'pg'
import { buildApp } from '../../apps/server/src/app'
import { loadConfig } from '../../apps/server/src/config'
import { benchNewsletter } from './newsletter'

const SPACES = Number(process.env.BENCH_SPACES ?? 100_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const HOSTS = 60
const DAY = 86_400

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spaces-bench-'))
  const pgAdmin = process.env.BENCH_DATABASE_URL
  let databaseUrl: string | undefined
  const dbName = `spaces_bench_${process.pid}`
  if (pgAdmin) {
    const client = new pg.Client({ connectionString: pgAdmin })
    await client.connect()
    await client.query(`CREATE DATABASE ${dbName}`)
    await client.end()
    const url = new URL(pgAdmin)
    url.pathname = `/${dbName}`
    databaseUrl = url.toString()
  }

  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: 'silent',
      RUN_JOBS: 'false',
      WEB_DIST_DIR: '/nonexistent',
    }),
  )
  const now = Math.floor(Date.now() / 1000)
  const seedStarted = Date.now()
  await seedSpaces(app.db, now)
  console.log(
    `database: ${app.dialect}; seeded ${SPACES} Spaces for ${HOSTS} hosts in ${Date.now() - seedStarted} ms`,
  )

  await app.listen({ port: 0, host: '127.0.0.1' })
  const appPort = (app.server.address() as AddressInfo).port
  const from = now - 15 * DAY
  const to = from + 31 * DAY
  const apiPath = `/api/spaces?from=${from}&to=${to}`
  const sample = await fetch(`http://127.0.0.1:${appPort}${apiPath}`)
  const body = Buffer.from(await sample.arrayBuffer())
  const count = (JSON.parse(body.toString()) as { data: unknown[] }).data.length
  console.log(`one month: ${count} Spaces, ${body.length} bytes per answer`)
  await printPlan(app, from, to)

  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length })
    res.end(body)
  })
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve))
  const barePort = (bare.address() as AddressInfo).port

  const rssBefore = process.memoryUsage().rss
  const baseline = await load(`http://127.0.0.1:${barePort}/`)
  const measured = await load(`http://127.0.0.1:${appPort}${apiPath}`)
  const rssAfter = process.memoryUsage().rss

  console.log('')
  console.log('| target | requests/s | p50 ms | p99 ms | errors |')
  console.log('|---|---|---|---|---|')
  for (const [name, r] of [
    ['bare node:http, same bytes', baseline],
    ['GET /api/spaces?from&to (one month)', measured],
  ] as const) {
    console.log(
      `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.non2xx} |`,
    )
  }
  console.log('')
  console.log(`ratio (app / bare): ${(measured.requests.average / baseline.requests.average).toFixed(3)}`)
  console.log(
    `process RSS: ${(rssBefore / 2 ** 20).toFixed(0)} MiB before load, ${(rssAfter / 2 ** 20).toFixed(0)} MiB after`,
  )

  bare.close()
  await app.close()

  const mail = await benchNewsletter(databaseUrl)
  console.log('')
  console.log(`newsletter delivery, ${mail.messages} subscribers to an SMTP server on loopback:`)
  console.log('| target | messages/s |')
  console.log('|---|---|')
  console.log(`| nodemailer alone, same pool, same size | ${mail.barePerSecond.toFixed(0)} |`)
  console.log(`| delivery job (claim, render, send, mark) | ${mail.appPerSecond.toFixed(0)} |`)
  console.log(`ratio (job / nodemailer alone): ${(mail.appPerSecond / mail.barePerSecond).toFixed(3)}`)

  if (pgAdmin) {
    const client = new pg.Client({ connectionString: pgAdmin })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
    await client.end()
  }
  rmSync(dataDir, { recursive: true, force: true })
}

function load(url: string): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: SECONDS })
}

type App = Awaited<ReturnType<typeof buildApp>>

/** Hosts, then Spaces spread over ±2.5 years around now, in batched transactions. */
async function seedSpaces(db: App['db'], now: number): Promise<void> {
  const hostIds: number[] = []
  for (let i = 0; i < HOSTS; i++) {
    const row = await db
      .insertInto('users')
      .values({
        x_user_id: `bench-${i}`,
        username: `bench_host_${i}`,
        username_key: `bench_host_${i}`,
        display_name: `Bench Host ${i}`,
        bio: null,
        location: null,
        website: null,
        profile_image_url: `/x-sandbox/avatars/bench_host_${i}.svg`,
        role: 'host',
        host_timezone: 'UTC',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    hostIds.push(row.id)
  }
  const span = 5 * 365 * DAY
  const batch = 1000
  for (let offset = 0; offset < SPACES; offset += batch) {
    const rows = Array.from({ length: Math.min(batch, SPACES - offset) }, (_, k) => {
      const n = offset + k
      const start = now - span / 2 + Math.floor((n * span) / SPACES)
      return {
        host_id: hostIds[n % HOSTS] as number,
        title: `Community Space number ${n}`,
        description: 'A conversation about the neighbourhood, the city and what comes next.',
        space_url: `https://x.com/i/spaces/1Bench${n}`,
        scheduled_start: start,
        state: start + 3600 <= now ? ('ended' as const) : ('upcoming' as const),
        recording_url: null,
        recording_platform: null,
        host_timezone: 'UTC',
        series_id: null,
        recurrence_pattern: null,
        series_index: null,
        x_space_id: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      }
    })
    await db.transaction().execute((trx) => trx.insertInto('spaces').values(rows).execute())
  }
}

async function printPlan(app: App, from: number, to: number): Promise<void> {
  const query =
    app.dialect === 'sqlite'
      ? sql<{
          detail: string
        }>`explain query plan select s.id from spaces s join users u on u.id = s.host_id where s.scheduled_start >= ${from} and s.scheduled_start < ${to} order by s.scheduled_start desc`
      : sql<{
          'QUERY PLAN': string
        }>`explain select s.id from spaces s join users u on u.id = s.host_id where s.scheduled_start >= ${from} and s.scheduled_start < ${to} order by s.scheduled_start desc`
  const rows = (await query.execute(app.db)).rows as Record<string, string>[]
  console.log(`query plan: ${rows.map((r) => r.detail ?? r['QUERY PLAN']).join(' | ')}`)
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})

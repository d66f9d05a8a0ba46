/**
 * `npm run bench` (Markdown tables) and `npm run -s bench -- --json` (one JSON object on stdout, to
 * compare runs; -s keeps npm's own banner out of it). Progress goes to stderr.
 *
 * 1. the one-month list, GET /api/spaces?from&to, cache warm and cache bypassed (each request a
 *    one-month window a whole UTC day from the one before, so it misses), against a bare node:http
 *    server sending the same bytes, at each connection count (list.ts), with the server's CPU time
 *    per answered request (µs, from /proc/<pid>/stat) beside each figure, bare node:http's included;
 * 2. the same with 1,000 and with 100,000 Spaces stored, and the ratio of the two;
 * 3. the server's RSS idle and peak under load (memory.ts);
 * 4. cold start to the first 200, compiled bundle against tsx (cold-start.ts);
 * 5. the "attack" figure on the 100,000 Spaces: /healthz p50/p99 while 8 clients send distinct wide
 *    windows (every one a cache miss, every fifth past the cap: 400), with the read limit off and
 *    with the default one, and how the attackers were answered (200/400/429/503) (attack.ts);
 * 6. the calendar feed (feed.ts), an embed page (embed.ts), the home page's bytes on the wire in each
 *    language (home-bytes.ts); on PostgreSQL, /healthz on two instances
 *    while the feed and sitemap are rebuilt, and idle rebuilds (rebuilds.ts); search p50/p95 (search.ts);
 * 7. 1,000,000 Spaces (BENCH_SPACES_HUGE, 0 skips it): seeding time, the plans of the list, feed and
 *    X import queries (index use checked), the X import's writes, and the month (warm, bypassed), a
 *    host profile's first page and the calendar and RSS feeds as requests/s (huge.ts);
 * 8. newsletter delivery against nodemailer alone (newsletter.ts), and reminders (reminders.ts);
 *    webhook deliveries to a loopback receiver against a bare fetch loop (webhooks.ts);
 * 8b. "live now": a Space going live on the sandbox to its Discord post (channels-live.ts);
 * 9. Lighthouse's mobile performance score and TBT on the five public pages (lighthouse.ts);
 * 10. the goals, met or not, from the figures above (report.ts; printed, never failing the run).
 *
 * The server is measured as `npm start` runs it: the esbuild bundle (built here into
 * apps/server/dist/bench-<pid>/ and deleted afterwards), plain node, a child process of its own.
 * Settings and their environment variables: config.ts. No thresholds: the bench fails on errors only.
 */
import os from 'node:os'
import { type AttackFigures, benchAttack } from './attack'
import { benchChannelsLive } from './channels-live'
import { benchColdStart } from './cold-start'
import { readSettings } from './config'
import { createBenchDatabase } from './database'
import { benchDeliveries } from './deliveries'
import { benchEmbed } from './embed'
import { benchFeed } from './feed'
import { benchHomeBytes } from './home-bytes'
import { benchHuge, type HugeFigures } from './huge'
import { benchLighthouse } from './lighthouse'
import { ACCEPT_ENCODING, benchList } from './list'
import type { ListFigures } from './list-figures'
import { shed } from './load'
import { benchRebuilds } from './rebuilds'
import { goalsOf, scalingOf, toMarkdown } from './report'
import type { BenchResults } from './results'
import { benchSearch } from './search'
import { buildBundle } from './server-process'

/** Undone in reverse order at the end, also on Ctrl-C. */
const cleanups: Array<() => unknown> = []
let cleaning: Promise<void> | undefined

/** Once, however often asked (Ctrl-C and the end of main may both ask): exit waits for the one run. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (let task = cleanups.pop(); task; task = cleanups.pop()) {
      try {
        await task()
      } catch (err) {
        console.error('clean-up failed:', err)
      }
    }
  })()
  return cleaning
}

// `on`, not `once`: Ctrl-C reaches this process twice (from the terminal and relayed by tsx), and a
// second signal without a handler would kill it in the middle of the clean-up.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void cleanUp().finally(() => process.exit(130))
  })
}

/** Progress goes to stderr: stdout holds the tables, or the JSON object alone. */
function log(text: string): void {
  process.stderr.write(`bench: ${text}\n`)
}

async function main(): Promise<number> {
  const settings = readSettings()
  const startedAt = new Date().toISOString()

  log('building the server bundle…')
  const bundle = await buildBundle()
  cleanups.push(bundle.remove)

  const list: ListFigures[] = []
  let coldStart: BenchResults['coldStart'] | undefined
  let attack: AttackFigures | undefined
  for (const [name, spaces] of [
    ['small', settings.spacesSmall],
    ['large', settings.spacesLarge],
  ] as const) {
    const database = await createBenchDatabase(name, settings.pgAdminUrl)
    cleanups.push(database.drop)
    list.push(await benchList(settings, database, spaces, bundle.file, log))
    // On the large database, migrated and seeded already.
    if (name === 'large') {
      coldStart = await benchColdStart(database, bundle.file, settings.coldStartRuns, log)
      attack = await benchAttack(database, spaces, bundle.file, log)
    }
    await cleanups.pop()?.()
  }

  const feed = await benchFeed(settings, bundle.file, log)
  const embed = await benchEmbed(settings, bundle.file, log)
  const search = await benchSearch(settings, bundle.file, log)
  const homeBytes = await benchHomeBytes(bundle.file, log)

  const rebuilds = await benchRebuilds(settings, bundle.file, log)

  let huge: HugeFigures | undefined
  if (settings.spacesHuge > 0) huge = await benchHuge(settings, bundle.file, log)

  const { newsletter, reminders, webhooks } = await benchDeliveries(settings.pgAdminUrl, cleanups, log)

  log('"live now" to a channel post…')
  const channelsLive = await benchChannelsLive(log)

  const [small, large] = list
  const cpus = os.cpus()
  const results: BenchResults = {
    startedAt,
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown CPU',
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    settings: {
      database: settings.pgAdminUrl ? 'postgres' : 'sqlite',
      secondsPerLoad: settings.seconds,
      warmupSeconds: settings.warmupSeconds,
      connections: settings.connections,
      acceptEncoding: ACCEPT_ENCODING,
      coldStartRuns: settings.coldStartRuns,
    },
    method: [
      'The app runs as `npm start` runs it: the esbuild bundle under plain node, in a child process of its own, with RUN_JOBS=false, the default LOG_LEVEL (info: one request line per request, to a discarded stdout) and its own DATA_DIR (or PostgreSQL database), seeded before it starts. The load comes from autocannon in the bench process.',
      `Every request sends \`accept-encoding: ${ACCEPT_ENCODING}\`, as Chromium does, and the app answers br. The bare node:http server (also a child process) answers every request with the app's own br bytes and headers, so app and bare are compared like for like.`,
      'Cache warm: the same month every request, served from the response cache. Cache bypassed: request N asks for a one-month window starting N whole UTC days before the newest one in the seeded span, cycling over its ~1,800 start days, each further cycle a day shorter (the server widens windows to whole UTC days, so windows a second apart would share a cache entry; the cache keeps 500 entries, least recently used out first, so this cycle always misses). Every such request pays for the version read, the query of a page (at most 500 Spaces), the JSON, the ETag, the compression and the cache store.',
      'The servers under the list and 1,000,000-Space loads run with RATE_LIMIT_READS_PER_MINUTE at its largest (999,999,999): every bypassed request is a cache miss from one address, and the default (300 misses a minute per IP) would answer 429 after the first few hundred, so the load would measure the 429 and not the miss. The attack figure runs once with this setting and once with the default.',
      "Server µs/req: the server process's CPU time (user + system, /proc/<pid>/stat, 10 ms ticks) over the measured load, divided by the requests it answered; the same for the bare node:http process. The load generator runs in the bench process and is not counted.",
      'Memory: VmRSS of the server process after start (before and after a full GC, asked for over IPC from a --expose-gc preload), the highest VmRSS sampled every 50 ms under the loads, and VmHWM.',
    ],
    list,
    scaling: small && large ? scalingOf(small, large) : [],
    coldStart: coldStart as BenchResults['coldStart'],
    newsletter,
    reminders,
    webhooks,
    errors: list.reduce(
      (sum, l) =>
        sum +
        l.loads.reduce(
          (s, load) => s + load.bare.errors + load.warm.errors + load.bypassed.errors - shed(load.bypassed),
          0,
        ),
      0,
    ),
  }
  results.feed = feed
  results.channelsLive = channelsLive
  results.embed = embed
  results.search = search
  results.homeBytes = homeBytes
  if (attack) results.attack = attack
  if (rebuilds) results.rebuilds = rebuilds
  if (huge) {
    results.huge = huge
    results.errors += huge.loads.reduce((sum, l) => sum + l.load.errors - shed(l.load), 0)
  }
  results.goals = goalsOf(results)
  if (settings.lighthouse) results.lighthouse = await benchLighthouse(settings, bundle.file, log)
  results.errors +=
    feed.bare.errors + feed.app.errors + embed.bare.errors + embed.app.errors + search.overall.errors
  console.log(settings.json ? JSON.stringify(results, null, 2) : toMarkdown(results))
  if (results.errors > 0) {
    console.error(`bench: ${results.errors} requests failed (connection errors, timeouts or non-2xx answers)`)
    return 1
  }
  return 0
}

main()
  .catch((err: unknown) => {
    console.error(err)
    return 1
  })
  .then(async (code) => {
    await cleanUp()
    process.exit(code)
  })

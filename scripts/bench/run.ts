/**
 * `npm run bench` (Markdown tables) and `npm run -s bench -- --json` (one JSON object on stdout, to
 * compare runs; -s keeps npm's own banner out of it). Progress goes to stderr.
 *
 * 1. the one-month list, GET /api/spaces?from&to, cache warm and cache bypassed, against a bare
 *    node:http server sending the same bytes, at each connection count (list.ts);
 * 2. the same with 1,000 and with 100,000 Spaces stored, and the ratio of the two;
 * 3. the server's RSS idle and peak under load (memory.ts);
 * 4. cold start to the first 200, compiled bundle against tsx (cold-start.ts);
 * 5. newsletter delivery against nodemailer alone (newsletter.ts).
 *
 * The server is measured as `npm start` runs it: the esbuild bundle (built here into
 * apps/server/dist/bench-<pid>/ and deleted afterwards), plain node, a child process of its own.
 * Settings and their environment variables: config.ts. No thresholds: the bench fails on errors only.
 */
import os from 'node:os'
import { benchColdStart } from './cold-start'
import { readSettings } from './config'
import { createBenchDatabase } from './database'
import { benchFeed } from './feed'
import { ACCEPT_ENCODING, benchList, type ListFigures } from './list'
import { benchNewsletter } from './newsletter'
import { type BenchResults, scalingOf, toMarkdown } from './report'
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
  for (const [name, spaces] of [
    ['small', settings.spacesSmall],
    ['large', settings.spacesLarge],
  ] as const) {
    const database = await createBenchDatabase(name, settings.pgAdminUrl)
    cleanups.push(database.drop)
    list.push(await benchList(settings, database, spaces, bundle.file, log))
    // On the large database, migrated and seeded already.
    if (name === 'large') coldStart = await benchColdStart(database, bundle.file, settings.coldStartRuns, log)
    await cleanups.pop()?.()
  }

  const feed = await benchFeed(settings, bundle.file, log)

  log(`newsletter delivery…`)
  const mailDatabase = settings.pgAdminUrl
    ? await createBenchDatabase('mail', settings.pgAdminUrl)
    : undefined
  if (mailDatabase) cleanups.push(mailDatabase.drop)
  const newsletter = await benchNewsletter(mailDatabase?.databaseUrl)

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
      'The app runs as `npm start` runs it: the esbuild bundle under plain node, in a child process of its own, with RUN_JOBS=false, LOG_LEVEL=silent and its own DATA_DIR (or PostgreSQL database), seeded before it starts. The load comes from autocannon in the bench process.',
      `Every request sends \`accept-encoding: ${ACCEPT_ENCODING}\`, as Chromium does, and the app answers br. The bare node:http server (also a child process) answers every request with the app's own br bytes and headers, so app and bare are compared like for like.`,
      'Cache warm: the same month every request, served from the response cache. Cache bypassed: each request asks for a window one second earlier than the one before (from and to both), so every request misses the cache and pays for the version read, the query, the JSON, the ETag, the brotli compression and the cache store.',
      'Memory: VmRSS of the server process after start (before and after a full GC, asked for over IPC from a --expose-gc preload), the highest VmRSS sampled every 50 ms under the loads, and VmHWM.',
    ],
    list,
    scaling: small && large ? scalingOf(small, large) : [],
    coldStart: coldStart as BenchResults['coldStart'],
    newsletter,
    errors: list.reduce(
      (sum, l) =>
        sum + l.loads.reduce((s, load) => s + load.bare.errors + load.warm.errors + load.bypassed.errors, 0),
      0,
    ),
  }
  results.feed = feed
  results.errors += feed.bare.errors + feed.app.errors
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

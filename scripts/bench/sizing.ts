/**
 * `npm run bench:sizing`: what one instance carries on this machine, for the sizing advice of
 * docs/operations.md. One built server (as `npm start` runs it) on a database of 10,000 Spaces
 * (BENCH_SPACES_SIZING), SQLite or, with BENCH_DATABASE_URL, PostgreSQL, measured with autocannon:
 * 1. writes: POST /api/spaces by one logged-in host (each a new Space, limits raised out of the way);
 * 2. reads of one month's list, answered from the response cache (what most visitors cost);
 * 3. reads of windows the cache never holds (the worst case: a query each);
 * 4. reads of the month while writes go on (each write makes the cached lists stale).
 * BENCH_SECONDS (5) per load, BENCH_CONNECTIONS (the first of the list, 10) for reads; writes use 4.
 * Prints a Markdown table; no thresholds (the figures depend on the machine).
 */
import os from 'node:os'
import { readSettings } from './config'
import { createBenchDatabase } from './database'
import { ACCEPT_ENCODING, dayWindows } from './list'
import { type LoadFigures, runLoad } from './load'
import { seedSpaces } from './seed'
import { buildBundle, freePort, READ_LIMIT_OFF, serverEnv, startServer } from './server-process'

const settings = readSettings([], process.env)
const spaces = Number(process.env.BENCH_SPACES_SIZING ?? 10_000)
const readConnections = settings.connections[0] ?? 10
const WRITE_CONNECTIONS = 4
const UNLIMITED = '999999999'

/** Logs a sandbox account in as a browser does and answers its cookie and CSRF token. */
async function hostSession(origin: string): Promise<{ cookie: string; csrf: string }> {
  const jar = new Map<string, string>()
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(path, origin), {
      ...init,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...init.headers },
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const eq = pair.indexOf('=')
      if (eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1))
    }
    return res
  }
  const start = (await (
    await call('/api/auth/twitter', { headers: { accept: 'application/json' } })
  ).json()) as {
    authUrl: string
  }
  const authorize = new URL(start.authUrl, origin)
  const form = new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), username: 'sizing_host' })
  const back = await call(authorize.pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  })
  const callback = new URL(back.headers.get('location') ?? '', origin)
  await call(`${callback.pathname}${callback.search}`)
  const { csrfToken } = (await (await call('/csrf-token')).json()) as { csrfToken: string }
  return { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), csrf: csrfToken }
}

function row(name: string, figures: LoadFigures): string {
  return `| ${name} | ${figures.connections} | ${figures.okPerSecond} | ${figures.p50} | ${figures.p99} | ${figures.serverCpuUsPerRequest ?? '–'} | ${figures.errors} |`
}

async function main(): Promise<void> {
  const bundle = await buildBundle()
  const database = await createBenchDatabase('sizing', settings.pgAdminUrl)
  const now = Math.floor(Date.now() / 1000)
  try {
    const handle = await database.open()
    await seedSpaces(handle.db, spaces, now)
    const port = await freePort()
    const env = serverEnv(database.env, port, {
      RATE_LIMIT_READS_PER_MINUTE: READ_LIMIT_OFF,
      RATE_LIMIT_WRITES_PER_MINUTE: UNLIMITED,
      RATE_LIMIT_AUTH_PER_MINUTE: UNLIMITED,
      SPACES_PER_HOST_PER_DAY: UNLIMITED,
    })
    const { server } = await startServer({ args: [bundle.file], env })
    try {
      const session = await hostSession(server.origin)
      await handle.db
        .updateTable('users')
        .set({ role: 'host' })
        .where('username_key', '=', 'sizing_host')
        .execute()
      await handle.close()
      const start = now + 30 * 86_400
      const write = {
        url: `${server.origin}/api/spaces`,
        connections: WRITE_CONNECTIONS,
        seconds: settings.seconds,
        pid: server.pid,
        headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, 'content-type': 'application/json' },
      }
      const month = `${server.origin}/api/spaces?from=${now}&to=${now + 30 * 86_400}`
      const read = {
        url: month,
        connections: readConnections,
        seconds: settings.seconds,
        pid: server.pid,
        headers: { 'accept-encoding': ACCEPT_ENCODING },
      }
      const body = JSON.stringify({ title: 'Sizing: a Space', scheduled_start: start })
      const writeLoad = () => runLoad({ ...write, method: 'POST', body })
      await runLoad({ ...read, seconds: settings.warmupSeconds || 1 })
      const figures: [string, LoadFigures][] = []
      figures.push(['writes (POST /api/spaces)', await writeLoad()])
      figures.push(['reads, cached month', await runLoad(read)])
      figures.push(['reads, never cached', await runLoad({ ...read, nextPath: dayWindows(now, 30) })])
      const [mixedReads, mixedWrites] = await Promise.all([runLoad(read), writeLoad()])
      figures.push(
        ['reads of the month during writes', mixedReads],
        ['writes during those reads', mixedWrites],
      )
      const where = database.databaseUrl ? 'PostgreSQL' : 'SQLite'
      console.log(
        `\nOne instance on ${where}, ${spaces.toLocaleString('en')} Spaces, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load average ${os.loadavg()[0]?.toFixed(1)} at the end:\n`,
      )
      console.log(
        '| load | connections | answers/s (2xx) | p50 ms | p99 ms | server CPU µs/request | errors |',
      )
      console.log('|---|---|---|---|---|---|---|')
      for (const [name, f] of figures) console.log(row(name, f))
    } finally {
      await server.stop()
    }
  } finally {
    await database.drop()
    bundle.remove()
  }
}

await main()

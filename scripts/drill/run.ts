/**
 * `npm run drill`: the operations drill. On its own PostgreSQL cluster, Redis and nginx (with the
 * repository's nginx configuration), two built instances of the app take a mixed load of reads and
 * writes for at least 30 s while each is restarted in turn (SIGTERM, wait for its exit, start it,
 * wait until ready): no request may fail and no write may be carried out twice. Then PostgreSQL is
 * restarted under the same load: only 503 with Retry-After meanwhile, and writes succeed again by
 * themselves. Prints its figures; exits 1 when anything failed.
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { DrillClient } from './client'
import { buildBundle, Instance } from './instances'
import { Load, verdictOf } from './load'
import { NGINX_CONFIG, startNginx } from './nginx'
import { freePort, sleep, stopAll, tail, waitUntil } from './processes'
import { checkWrites, type Restart, report, upstreamErrorsOf } from './report'
import { runDirectory, startPostgres, startRedis } from './services'

const CLIENTS = 6
/** The load lasts at least this long while the instances restart. */
const RESTART_PHASE_MS = 30_000
/** How long PostgreSQL stays down. */
const POSTGRES_DOWN_MS = 2_000
const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * nginx takes a failed instance back once fail_timeout has passed since its last failure: restarting
 * the other one sooner would leave nginx nothing to send requests to. The runbook says the same.
 */
function failTimeoutMs(): number {
  const match = /fail_timeout=(\d+)s/.exec(readFileSync(path.join(ROOT, NGINX_CONFIG), 'utf8'))
  if (!match) throw new Error(`${NGINX_CONFIG} has no fail_timeout=…s`)
  return Number(match[1]) * 1000
}

function instanceEnv(databaseUrl: string, redisUrl: string, nginxPort: number, dir: string) {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    HOST: '127.0.0.1',
    BASE_URL: `https://localhost:${nginxPort}`,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: 'drill:',
    DATA_DIR: dir,
    SESSION_SECRET: 'drill-session-secret-drill-session-secret',
    // The sandbox is X here (an https BASE_URL is a production site, where only X_SANDBOX=on allows it).
    X_SANDBOX: 'on',
    SEED_DEMO_DATA: 'false',
    TRUST_PROXY: '127.0.0.1',
    // Every connection comes from nginx; the drill's clients are few and busy, not abusive.
    MAX_CONNECTIONS_PER_IP: '0',
    RATE_LIMIT_WRITES_PER_MINUTE: '999999999',
    RATE_LIMIT_READS_PER_MINUTE: '999999999',
    SPACES_PER_HOST_PER_DAY: '999999999',
    WEB_DIST_DIR: path.join(dir, 'no-web-app'),
    LOG_LEVEL: 'warn',
  }
}

/** SIGTERM, wait for the exit, start again, wait until ready. */
async function restart(instance: Instance): Promise<Restart> {
  console.log(`  restarting ${instance.name}…`)
  const { code, ms } = await instance.stop()
  const readyMs = await instance.start()
  return { name: instance.name, exitCode: code, exitMs: ms, readyMs }
}

async function logIn(
  port: number,
  ca: string,
  databaseUrl: string,
  instancePort: number,
): Promise<DrillClient[]> {
  const clients = Array.from({ length: CLIENTS }, () => new DrillClient(port, ca))
  await Promise.all(clients.map((client, i) => client.login(`drillhost${i}`, instancePort)))
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  await db.query(`update users set role = 'host' where username_key like 'drillhost%'`)
  await db.end()
  return clients
}

async function drill(): Promise<string[]> {
  const began = Date.now()
  const dir = runDirectory(mkdtempSync(path.join(os.tmpdir(), 'spaces-drill-')))
  console.log(`Drill in ${dir}: building the server, starting PostgreSQL, Redis and nginx…`)
  const [args, postgres, redis] = await Promise.all([buildBundle(), startPostgres(dir), startRedis(dir)])
  const ports: [number, number] = [await freePort(), await freePort()]
  const nginx = await startNginx(dir, ports)
  const databaseUrl = postgres.url('spaces_drill')
  const env = instanceEnv(databaseUrl, redis.url, nginx.port, dir)
  const instances = [
    new Instance('instance A', ports[0], args, env, dir),
    new Instance('instance B', ports[1], args, env, dir),
  ]
  await Promise.all(instances.map((instance) => instance.start()))
  const clients = await logIn(nginx.port, nginx.ca, databaseUrl, ports[0])

  const runId = `${process.pid}-${Date.now()}`
  const load = new Load(clients, runId)
  console.log(`Load: ${CLIENTS} clients through nginx (https://localhost:${nginx.port}).`)
  load.start()
  const restarts: Restart[] = []
  await sleep(2000)
  for (const [index, instance] of instances.entries()) {
    restarts.push(await restart(instance))
    if (index < instances.length - 1) await sleep(failTimeoutMs() + 1000)
  }
  await sleep(Math.max(2000, RESTART_PHASE_MS - load.now()))
  const restartSeconds = load.now() / 1000

  load.phase = 'postgres'
  console.log('  restarting PostgreSQL…')
  await sleep(1000)
  const outageFrom = load.now()
  await postgres.stop()
  await sleep(POSTGRES_DOWN_MS)
  await postgres.start()
  const upAt = load.now()
  const firstWrite = () =>
    load.outcomes.find(
      (o) => o.phase === 'postgres' && o.method === 'POST' && o.at > upAt && verdictOf(o) === 'ok',
    )
  await waitUntil('a write after PostgreSQL came back', async () => firstWrite() !== undefined, 20_000).catch(
    () => {},
  )
  await sleep(2000)
  await load.stop()
  for (const client of clients) client.close()

  const recovered = firstWrite()
  const problems = report({
    outcomes: load.outcomes,
    restarts,
    restartSeconds,
    postgres: { downMs: upAt - outageFrom, recoveryMs: recovered && recovered.at - upAt, outageFrom, upAt },
    writes: await checkWrites(databaseUrl, runId, load.outcomes),
    upstreamErrors: upstreamErrorsOf(readFileSync(nginx.errorLog, 'utf8')),
    wallMs: Date.now() - began,
  })
  if (problems.length > 0) {
    for (const [name, file] of [...instances.map((i) => [i.name, i.logFile]), ['nginx', nginx.errorLog]]) {
      console.log(`\nThe end of ${name}'s log (${file}):\n${tail(file as string)}`)
    }
  }
  return problems
}

// Interrupted (Ctrl-C, a CI timeout): nothing the drill started may outlive it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping everything the drill started…`)
    void stopAll({ keepFiles: false }).finally(() => process.exit(130))
  })
}

let problems: string[]
try {
  problems = await drill()
} catch (err) {
  problems = [err instanceof Error ? (err.stack ?? err.message) : String(err)]
}
const keepFiles = process.env.DRILL_KEEP === '1'
if (problems.length > 0 && !keepFiles) console.log('(DRILL_KEEP=1 keeps the run directory and its logs.)')
await stopAll({ keepFiles })
if (problems.length > 0) {
  console.log(`\nDRILL FAILED:\n- ${problems.join('\n- ')}`)
  process.exit(1)
}
console.log(
  '\nDrill passed: no request failed, no write was carried out twice, PostgreSQL recovered by itself.',
)
process.exit(0)

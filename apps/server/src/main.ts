import { buildApp } from './app'
import { ConfigError, loadConfig, maskSecrets } from './config'
import { seedDemoData } from './db/seed/seed'
import { stopOnSignals } from './lib/shutdown'

/** Runs the server: config → app → (demo seed) → listen; drains and stops on SIGTERM/SIGINT (lib/shutdown.ts). */
async function main(): Promise<void> {
  const config = loadConfig()
  const app = await buildApp(config)

  if (config.seedDemoData) {
    const result = await seedDemoData(app.db, {})
    if (result.seeded) app.log.info(`Seeded demo data: ${result.users} users, ${result.spaces} Spaces.`)
  }
  // SIGTERM and SIGINT drain the instance, then stop it without cutting a request or a job's round;
  // from here on, so a stop during the first round of the jobs is as clean as any other.
  stopOnSignals(app, config.shutdown)
  // RUN_JOBS=false keeps every job out of this process from its first moment: a restored or staging
  // copy started that way sends nothing, not even the first round a normal start runs at once.
  if (config.runJobs) await app.jobs.runAll()
  // Told to stop before it listened: it stops without ever listening.
  if (app.drain.isDraining) return

  await app.listen({ port: config.port, host: config.host })
  const url = config.baseUrl
  if (config.x.publicDemo) {
    app.log.warn(
      'X_SANDBOX=on on a production site: this is a public demo where anyone can log in as any handle. ADMIN_USERNAMES is ignored for these logins; nobody is an admin.',
    )
  } else if (config.x.mode === 'sandbox') {
    app.log.info(
      `Spaces Calendar is running at ${url} with the X sandbox: click Login and pick a demo account (no real X account needed). ${reachLine(config.host)}`,
    )
  } else {
    app.log.info(`Spaces Calendar is running at ${url}, logging in through X.`)
  }
}

main().catch((err: unknown) => {
  // One clear line for the person starting the server; no stack trace for configuration mistakes.
  const message =
    err instanceof ConfigError ? `Configuration error: ${err.message}` : describeStartupError(err)
  // Whatever failed, the line never shows a secret or a URL's password.
  process.stderr.write(`${maskSecrets(message)}\n`)
  process.exit(1)
})

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost'])

/** Who can reach a sandbox server: anyone who can may log in as any demo account, the admin included. */
function reachLine(host: string): string {
  if (LOOPBACK_HOSTS.has(host)) {
    return `It listens on ${host} only: other machines cannot reach it (set HOST=0.0.0.0 to let them, and anyone who can reach it can log in as the demo admin).`
  }
  return `It listens on ${host}: other machines that can reach this one can open it and log in as any demo account, the admin included (unset HOST to listen on 127.0.0.1 only).`
}

function describeStartupError(err: unknown): string {
  const e = err as { code?: string; message?: string; address?: string; port?: number }
  if (e.code === 'EADDRINUSE')
    return `Cannot start: port ${e.port ?? ''} is already in use (set PORT to another port).`
  if (e.code === 'ECONNREFUSED' || e.code === 'ENOTFOUND' || e.code === '28P01' || e.code === '3D000') {
    return `Cannot connect to the database (DATABASE_URL): ${e.message ?? e.code}.`
  }
  return `Cannot start: ${e.message ?? String(err)}`
}

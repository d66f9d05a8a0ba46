import type { ChildProcess } from 'node:child_process'
import http from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useCrashRig } from './crash-rig'
import { insertActiveSubscribers } from './factories'
import { TestClient } from './http-client'
import { spawnServer, waitForHealth } from './server-process'
import { freePort } from './test-app'
import { createTestDatabase, type TestDatabase } from './test-db'

/**
 * SIGTERM drains the built server (as `npm start` runs it) before it stops, on SQLite and on
 * PostgreSQL (TEST_DATABASE_URL): `/readyz` answers 503 at once while everything else is still
 * served, with `Connection: close`; a proxy's reads are handed back before the server stops
 * accepting; a request in flight when it stops accepting is still answered; a job's round in hand
 * finishes, however long, until SHUTDOWN_TIMEOUT_SECONDS; the exit code is 0 (1 when forced).
 */
interface Got {
  status?: number
  connection?: string
  body?: string
  error?: string
}

/** A GET on a connection of its own: its status and Connection header, or the error's code. */
function get(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<Got> {
  return new Promise((resolve) => {
    const req = http.get(`${baseUrl}${path}`, { agent: false, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8').on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection, body }))
    })
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }))
  })
}

/** Whether a new connection to the port is refused (the server stopped accepting). */
function isRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'))
  })
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

describe('SIGTERM: drain, hand-off, stop', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database?.drop())

  const start = async (env: Record<string, string>) => {
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const child = spawnServer({
      PORT: String(port),
      BASE_URL: baseUrl,
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'error',
      ...env,
    })
    await waitForHealth(baseUrl)
    return { child, port, baseUrl, exited: exitOf(child) }
  }

  it('answers /readyz 503 at once, serves the rest, finishes the request in flight, exits 0', {
    timeout: 60_000,
  }, async () => {
    const { child, port, baseUrl, exited } = await start({ SHUTDOWN_DRAIN_SECONDS: '2' })
    try {
      const before = await get(baseUrl, '/readyz')
      expect(before).toMatchObject({ status: 200 })
      // Ready, and telling: the jobs of the start-up round ran here and say so.
      expect(JSON.parse(before.body ?? '{}')).toMatchObject({
        status: 'ready',
        checks: {
          database: { status: 'ok' },
          jobs: { 'mark-ended-spaces': { status: 'ok', last_success_at: expect.any(Number) } },
        },
      })
      const client = new TestClient(baseUrl)
      const token = await client.fetchCsrfToken()
      // In flight across the whole shutdown: its headers and half its body are on the wire now, the
      // rest follows once the server has stopped accepting new connections.
      const inFlight = http.request(`${baseUrl}/api/auth/logout`, {
        method: 'POST',
        agent: false,
        headers: {
          cookie: client.cookieHeader(),
          'x-csrf-token': token,
          'content-type': 'application/json',
          'content-length': '2',
        },
      })
      const answer = new Promise<Got>((resolve) => {
        inFlight.on('response', (res) => {
          res.resume()
          resolve({ status: res.statusCode, connection: res.headers.connection })
        })
        inFlight.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code }))
      })
      inFlight.write('{')
      await new Promise((r) => setTimeout(r, 200))

      child.kill('SIGTERM')
      // The signal reaches the server's event loop a moment later; from then on /readyz is 503.
      let ready = await get(baseUrl, '/readyz')
      for (let i = 0; i < 100 && ready.status === 200; i++) {
        await new Promise((r) => setTimeout(r, 20))
        ready = await get(baseUrl, '/readyz')
      }
      expect(ready.status).toBe(503)
      expect(JSON.parse(ready.body ?? '{}')).toEqual({ error: 'This instance is shutting down.' })
      for (const path of ['/healthz', '/api/spaces', '/api/hosts', '/csrf-token']) {
        const res = await get(baseUrl, path)
        expect(res, path).toMatchObject({ status: 200, connection: 'close' })
      }

      const deadline = Date.now() + 20_000
      while (!(await isRefused(port)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
      expect(await isRefused(port)).toBe(true)
      inFlight.end('}')
      expect(await answer).toEqual({ status: 200, connection: 'close' })
      expect(await exited).toBe(0)
    } finally {
      child.kill('SIGKILL')
    }
  })

  it('hands reads that came through a proxy back, then stops accepting; direct reads are served', {
    timeout: 60_000,
  }, async () => {
    const { child, port, baseUrl, exited } = await start({ SHUTDOWN_DRAIN_SECONDS: '1' })
    try {
      child.kill('SIGTERM')
      const proxied: Got[] = []
      const direct: Got[] = []
      // New connections keep coming, as from a proxy that does not know: the hand-off lasts its
      // longest (3 s) and the server then stops accepting.
      const deadline = Date.now() + 20_000
      while (!(await isRefused(port)) && Date.now() < deadline) {
        proxied.push(await get(baseUrl, '/healthz', { 'x-forwarded-for': '203.0.113.9' }))
        direct.push(await get(baseUrl, '/healthz'))
        await new Promise((r) => setTimeout(r, 100))
      }
      expect(await exited).toBe(0)
      const served = (g: Got) => g.status === 200
      const cutOff = (g: Got) => g.error === 'ECONNRESET' || g.error === 'ECONNREFUSED'
      // While draining, proxied reads are served; then closed unanswered (a proxy sends them to
      // another instance), never answered with an error status.
      expect(proxied[0], 'first proxied read').toSatisfy(served)
      const firstClosed = proxied.findIndex((g) => g.error === 'ECONNRESET')
      expect(firstClosed).toBeGreaterThan(0)
      expect(proxied.slice(0, firstClosed).every(served)).toBe(true)
      expect(proxied.slice(0, firstClosed).some((g) => g.connection === 'close')).toBe(true)
      expect(proxied.slice(firstClosed).every(cutOff)).toBe(true)
      // A read straight from a client is served until the server stops accepting; after that it
      // is refused, or reset when its connection raced the closing listener.
      const lastServed = direct.findLastIndex(served)
      expect(lastServed).toBeGreaterThan(firstClosed)
      expect(direct.slice(lastServed + 1).every(cutOff)).toBe(true)
    } finally {
      child.kill('SIGKILL')
    }
  })
})

describe('SIGTERM during a long job round', () => {
  // Each message is accepted only after 17 s: longer than the 15 s a stop was once cut off at.
  const rig = useCrashRig({ smtpDelayMs: 17_000 })
  const ADMIN = 'shutdown_admin'

  /**
   * Starts the server, adds `recipients` subscribers, queues a campaign to every subscriber (at most
   * 4, the SMTP connections a round uses at once), resolves once all its deliveries are claimed.
   */
  async function sendingRound(env: Record<string, string>, prefix: string, recipients: number) {
    const child = rig.start(
      { ADMIN_USERNAMES: ADMIN, SHUTDOWN_DRAIN_SECONDS: '1', ...env },
      { stdio: 'pipe' },
    )
    const exited = exitOf(child)
    let log = ''
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      log += chunk
    })
    child.stderr?.resume()
    await waitForHealth(rig.baseUrl)
    const { db, close } = await rig.openDb()
    const emails = await insertActiveSubscribers(db, prefix, recipients)
    const admin = new TestClient(rig.baseUrl)
    await admin.login(ADMIN)
    const created = await admin.send('POST', '/api/newsletter/campaigns', {
      subject: prefix,
      content: '<p>Hi</p>',
    })
    const id = created.json.campaign.id as number
    expect((await admin.send('POST', `/api/newsletter/campaigns/${id}/send`)).status).toBe(202)
    const statuses = () =>
      db
        .selectFrom('newsletter_deliveries')
        .select(['status', 'claimed_by'])
        .where('campaign_id', '=', id)
        .execute()
    // Claimed (a worker's name on every row, still pending): the round is sending them now.
    const deadline = Date.now() + 30_000
    while (!(await statuses()).every((d) => d.claimed_by !== null) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50))
    }
    // Every active subscriber gets the campaign: those of an earlier test too.
    const claimed = await statuses()
    expect(claimed.length).toBeGreaterThanOrEqual(recipients)
    expect(claimed.every((d) => d.status === 'pending' && d.claimed_by !== null)).toBe(true)
    return { child, exited, emails, statuses, close, log: () => log }
  }

  it('lets the round in hand finish and record its deliveries, then exits 0', {
    timeout: 90_000,
  }, async () => {
    const round = await sendingRound({}, 'long-round-', 3)
    try {
      round.child.kill('SIGTERM')
      expect(await round.exited).toBe(0)
      expect(await round.statuses()).toEqual(Array(3).fill({ status: 'sent', claimed_by: null }))
      const counts = rig.smtp.countsByRecipient()
      for (const email of round.emails) expect(counts.get(email), email).toBe(1)
    } finally {
      await round.close()
    }
  })

  it('exits 1 at SHUTDOWN_TIMEOUT_SECONDS when the round takes longer', { timeout: 90_000 }, async () => {
    const round = await sendingRound({ SHUTDOWN_TIMEOUT_SECONDS: '3' }, 'cut-round-', 2)
    try {
      const before = rig.smtp.mails.length
      round.child.kill('SIGTERM')
      expect(await round.exited).toBe(1)
      expect(rig.smtp.mails.length).toBe(before)
      expect(round.log()).toContain(
        'Shutdown did not finish within SHUTDOWN_TIMEOUT_SECONDS (3 s): exiting with work unfinished.',
      )
    } finally {
      await round.close()
    }
  })
})

import { networkInterfaces } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NEWSLETTER_JOB } from '../src/features/newsletter/delivery/delivery.job'
import { holdMail, releaseMail } from '../src/lib/mail-hold'
import { createActor } from './actors'
import { insertActiveSubscribers, userValues } from './factories'
import { ensurePromtool, promtoolCheck, readScrape, type Scrape } from './prometheus-readers'
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher'
import { freePort, startTestServer, type TestServer } from './test-app'
import { createTestDatabase } from './test-db'

/**
 * `/metrics` (docs/operations.md, "Metrics"), on SQLite and on PostgreSQL (TEST_DATABASE_URL): off
 * without METRICS_TOKEN; with it, refused without the token (401) or with another (403); read by
 * Prometheus's own linter and an npm parser, every named series there; and moving when a request
 * is answered, a mail goes through a real SMTP server, a job runs, mail is held, the X import fails.
 * METRICS_PORT serves it on loopback without a token.
 */
const TOKEN = 'metrics-test-token-0123456789abcdef'
const isPostgres = Boolean(process.env.TEST_DATABASE_URL)

/** Every series the operator's documentation names, present from the first scrape. */
const ALWAYS = [
  'spaces_process_cpu_seconds_total',
  'spaces_process_resident_memory_bytes',
  'spaces_process_start_time_seconds',
  'spaces_nodejs_eventloop_lag_seconds',
  'spaces_nodejs_eventloop_lag_p99_seconds',
  'spaces_nodejs_eventloop_lag_max_seconds',
  'spaces_build_info',
  'spaces_http_requests_total',
  'spaces_http_request_duration_seconds',
  'spaces_response_cache_hits_total',
  'spaces_response_cache_rebuilds_total',
  'spaces_hot_answers_total',
  'spaces_db_pool_connections',
  'spaces_db_pool_max_connections',
  'spaces_outbox_depth',
  'spaces_outbox_oldest_age_seconds',
  'spaces_outbox_messages',
  'spaces_mail_held',
  'spaces_mail_server_up',
  'spaces_x_import_last_run_timestamp_seconds',
  'spaces_x_import_last_run_failed',
  'spaces_x_import_lag_seconds',
  'spaces_x_import_errors_total',
  'spaces_job_last_success_timestamp_seconds',
  'spaces_job_last_duration_seconds',
  'spaces_job_lag_seconds',
  'spaces_job_running',
  'spaces_job_last_run_failed',
  'spaces_job_runs_total',
]
const POSTGRES_ONLY = ['spaces_db_pool_idle_connections', 'spaces_db_pool_waiting_requests']

async function scrape(url: string, token: string | undefined = TOKEN): Promise<Scrape> {
  const res = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {})
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
  return readScrape(await res.text())
}

/**
 * Scrapes until `check` holds (the database figures are read at most every second or 5 s); gives up
 * after 45 s, which only a loaded machine comes near.
 */
async function scrapeUntil(url: string, check: (s: Scrape) => boolean, what: string): Promise<Scrape> {
  const deadline = Date.now() + 45_000
  for (;;) {
    const s = await scrape(url)
    if (check(s)) return s
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${s.text}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

describe('/metrics with METRICS_TOKEN', () => {
  let server: TestServer
  let smtp: SmtpCatcher
  let url: string
  beforeAll(async () => {
    ensurePromtool()
    smtp = await startSmtpCatcher()
    server = await startTestServer({
      METRICS_TOKEN: TOKEN,
      SMTP_URL: smtp.url,
      NEWSLETTER_RATE_PER_MINUTE: '100000',
    })
    url = `${server.baseUrl}/metrics`
  })
  afterAll(async () => {
    await server?.close()
    await smtp?.close()
  })

  it('refuses a scrape without the token (401) or with another (403), and shows no series', async () => {
    const without = await fetch(url)
    expect(without.status).toBe(401)
    expect(without.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
    expect(await without.json()).toEqual({
      error: 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>.',
    })
    for (const header of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, TOKEN]) {
      const res = await fetch(url, { headers: { authorization: header } })
      expect(res.status, header).toBe(header.startsWith('Bearer') ? 403 : 401)
      expect(await res.text(), header).not.toContain('spaces_')
    }
    expect((await fetch(url, { headers: { authorization: `bearer ${TOKEN}` } })).status).toBe(200)
  })

  it('is Prometheus text that promtool accepts and a parser reads, with every named series', async () => {
    await server.app.jobs.run('mark-ended-spaces')
    const s = await scrape(url)
    expect(promtoolCheck(s.text)).toEqual({ status: 0, output: '' })
    const names = [...ALWAYS, ...(isPostgres ? POSTGRES_ONLY : [])]
    expect(names.filter((name) => !s.families.has(name))).toEqual([])
    for (const name of isPostgres ? [] : POSTGRES_ONLY) expect(s.families.has(name), name).toBe(false)
    expect(s.families.get('spaces_http_request_duration_seconds')?.type).toBe('HISTOGRAM')
    expect(s.families.get('spaces_http_requests_total')?.type).toBe('COUNTER')
    expect(s.families.get('spaces_outbox_depth')?.type).toBe('GAUGE')
    expect([...s.families.keys()].filter((name) => !name.startsWith('spaces_'))).toEqual([])
    expect(s.labelSets('spaces_outbox_depth').map((l) => l.outbox)).toEqual([
      'newsletter_deliveries',
      'notification_deliveries',
    ])
    expect(s.value('spaces_db_pool_max_connections')).toBe(isPostgres ? 10 : 1)
    expect(s.value('spaces_build_info', { version: '0.1.0', commit: 'unknown' })).toBe(1)
  })

  it('counts a request by its route pattern and status, never by its URL', async () => {
    const labels = { method: 'GET', route: '/api/spaces/:id', status: '404' }
    const before = await scrape(url)
    expect((await fetch(`${server.baseUrl}/api/spaces/987654`)).status).toBe(404)
    expect((await fetch(`${server.baseUrl}/api/spaces/987655`)).status).toBe(404)
    const after = await scrape(url)
    const counted = (s: Scrape) => s.value('spaces_http_requests_total', labels) ?? 0
    expect(counted(after) - counted(before)).toBe(2)
    const timed = (s: Scrape) => s.histogramCount('spaces_http_request_duration_seconds', labels) ?? 0
    expect(timed(after) - timed(before)).toBe(2)
    expect(after.text).not.toContain('987654')
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' }
    await fetch(`${server.baseUrl}/no/such/page-4242`)
    const later = await scrape(url)
    expect(later.value('spaces_http_requests_total', unmatched)).toBeGreaterThanOrEqual(1)
    expect(later.text).not.toContain('page-4242')
  })

  it('counts the response cache’s rebuilds and hits, and the hot answers', async () => {
    const route = { route: '/api/spaces' }
    const before = await scrape(url)
    const list = `${server.baseUrl}/api/spaces?month=2031-02`
    const first = await fetch(list)
    await fetch(list)
    await fetch(list, { headers: { 'if-none-match': first.headers.get('etag') ?? '' } })
    const after = await scrape(url)
    const delta = (name: string, labels?: Record<string, string>) =>
      (after.value(name, labels) ?? 0) - (before.value(name, labels) ?? 0)
    expect(delta('spaces_response_cache_rebuilds_total', route)).toBe(1)
    // The second is sent again before the framework; the third asks with its ETag: a hit, 304.
    expect(delta('spaces_hot_answers_total')).toBe(1)
    expect(delta('spaces_response_cache_hits_total', route)).toBe(1)
  })

  it('moves with a campaign sent to a real SMTP server: queue, sent count, job and mail server', async () => {
    const admin = await createActor(server, 'admin')
    await insertActiveSubscribers(server.app.db, `metrics-${process.pid}-`, 3)
    const created = await admin.client.send('POST', '/api/newsletter/campaigns', {
      subject: 'Counted',
      content: '<p>Hello</p>',
    })
    const id = created.json.campaign.id as number
    expect((await admin.client.send('POST', `/api/newsletter/campaigns/${id}/send`)).status).toBe(202)
    const news = { outbox: 'newsletter_deliveries' }
    const sent = { ...news, channel: 'email', status: 'sent' }
    const queued = await scrapeUntil(url, (s) => s.value('spaces_outbox_depth', news) === 3, 'depth 3')
    expect(queued.value('spaces_outbox_oldest_age_seconds', news)).toBeGreaterThanOrEqual(0)
    const runs = { job_name: NEWSLETTER_JOB, outcome: 'success' }
    const runsBefore = queued.value('spaces_job_runs_total', runs) ?? 0

    await server.app.jobs.run(NEWSLETTER_JOB)
    await smtp.waitFor(3)
    const after = await scrapeUntil(
      url,
      (s) => s.value('spaces_outbox_depth', news) === 0 && s.value('spaces_outbox_messages', sent) === 3,
      'the campaign sent',
    )
    expect(after.value('spaces_job_runs_total', runs)).toBe(runsBefore + 1)
    expect(
      after.value('spaces_job_last_success_timestamp_seconds', { job_name: NEWSLETTER_JOB }),
    ).toBeGreaterThan(Date.now() / 1000 - 60)
    expect(after.value('spaces_job_last_duration_seconds', { job_name: NEWSLETTER_JOB })).toBeGreaterThan(0)
    expect(after.value('spaces_job_running', { job_name: NEWSLETTER_JOB })).toBe(0)
    expect(after.value('spaces_mail_server_up')).toBe(1)
  })

  it('shows held mail', async () => {
    await holdMail(server.app.db, 'Held by the metrics test.')
    await scrapeUntil(url, (s) => s.value('spaces_mail_held') === 1, 'mail held')
    await releaseMail(server.app.db, new URL(server.baseUrl).hostname)
    await scrapeUntil(url, (s) => s.value('spaces_mail_held') === 0, 'mail released')
  })
})

describe('/metrics while X cannot be reached', () => {
  let server: TestServer
  let url: string
  beforeAll(async () => {
    // X is a closed port: the X import fails as it does when X cannot be reached.
    const closed = await freePort()
    server = await startTestServer({ METRICS_TOKEN: TOKEN, X_API_BASE: `http://127.0.0.1:${closed}/2` })
    url = `${server.baseUrl}/metrics`
  })
  afterAll(() => server?.close())

  it('shows the failed X import, its error counted once', async () => {
    // A host whose Spaces are imported makes the import call X.
    await server.app.db
      .insertInto('users')
      .values({ ...userValues(`metrics_x_${process.pid % 1000}`, 'host'), x_user_id: '4242424242' })
      .execute()
    const before = await scrape(url)
    expect(before.value('spaces_x_import_errors_total')).toBe(0)
    expect(before.value('spaces_x_import_last_run_failed')).toBeNaN()
    await server.app.jobs.run('x-sync')
    const after = await scrapeUntil(
      url,
      (s) => s.value('spaces_x_import_last_run_failed') === 1,
      'the failed X import',
    )
    expect(after.value('spaces_x_import_errors_total')).toBe(1)
    expect(after.value('spaces_x_import_last_run_timestamp_seconds')).toBeGreaterThan(Date.now() / 1000 - 60)
    // Seen again at later scrapes, the same run is not counted twice.
    await new Promise((r) => setTimeout(r, 1100))
    expect((await scrape(url)).value('spaces_x_import_errors_total')).toBe(1)
  })
})

describe('/metrics without METRICS_TOKEN or METRICS_PORT', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  it('is not served, whatever the token sent', async () => {
    const sent: Record<string, string>[] = [{}, { authorization: `Bearer ${TOKEN}` }]
    for (const headers of sent) {
      const res = await fetch(`${server.baseUrl}/metrics`, { headers })
      expect(res.status).toBe(404)
      expect(((await res.json()) as { error: string }).error).toContain('METRICS_TOKEN')
    }
  })
})

describe('METRICS_PORT', () => {
  let server: TestServer
  let port: number
  beforeAll(async () => {
    port = await freePort()
    server = await startTestServer({ METRICS_PORT: String(port) })
  })
  afterAll(() => server?.close())

  it('serves /metrics on its own port, on loopback, without a token; nothing else there', async () => {
    const s = await scrape(`http://127.0.0.1:${port}/metrics`, undefined)
    expect(s.families.has('spaces_http_requests_total')).toBe(true)
    expect((await fetch(`http://127.0.0.1:${port}/api/spaces`)).status).toBe(404)
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(404)
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address?.family === 'IPv4' && !address.internal)?.address
    if (outside) {
      const refused = await fetch(`http://${outside}:${port}/metrics`).then(
        () => 'answered',
        (err: { cause?: { code?: string } }) => err.cause?.code,
      )
      expect(refused).toBe('ECONNREFUSED')
    }
  })

  it('refuses a start on a port already taken, with one line naming METRICS_PORT', async () => {
    const database = await createTestDatabase()
    try {
      await expect(startTestServer({ METRICS_PORT: String(port) }, { database })).rejects.toThrow(
        `METRICS_PORT ${port} is already in use on 127.0.0.1 (set METRICS_PORT to another port).`,
      )
    } finally {
      await database.drop()
    }
  })
})

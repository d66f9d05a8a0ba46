import type { ChildProcess } from 'node:child_process'
import { XMLValidator } from 'fast-xml-parser'
import ICAL from 'ical.js'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from './http-client'
import { spawnServer, waitForHealth } from './server-process'
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher'
import { freePort } from './test-app'
import { createTestDatabase, findTestPostgres, type TestDatabase } from './test-db'
import { findTestRedis } from './test-redis'

/**
 * The server as users run it — the bundle `npm start` builds, started by plain node with
 * the same arguments (global-setup.ts) — taken down every path that loads code on first use: a
 * cookie the site never set, the sandbox login, a CSRF-protected write, a newsletter test mail through
 * a real SMTP server, each feed format, a share picture, the API docs, and the rate limits counted in
 * Redis. On SQLite, and again on PostgreSQL (TEST_DATABASE_URL, or this machine's PostgreSQL).
 * The login broke unseen once because every suite ran the TypeScript sources instead.
 */
const postgresUrl = await findTestPostgres()
const redisUrl = await findTestRedis()
const ADMIN = 'civic_admin'
const AUTH_LIMIT = 8

describe.each([
  { dialect: 'SQLite', adminUrl: undefined },
  { dialect: 'PostgreSQL', adminUrl: postgresUrl },
])('the built server on $dialect', ({ dialect, adminUrl }) => {
  const unavailable = dialect === 'PostgreSQL' && !adminUrl
  let child: ChildProcess | undefined
  let database: TestDatabase
  let smtp: SmtpCatcher
  let baseUrl: string
  let output = ''
  const keyPrefix = `spaces-smoke-${process.pid}-${dialect}:`
  const admin = () => new TestClient(baseUrl)
  let loggedIn: TestClient

  beforeAll(async () => {
    if (unavailable) return
    database = await createTestDatabase(adminUrl)
    smtp = await startSmtpCatcher()
    const port = await freePort()
    baseUrl = `http://127.0.0.1:${port}`
    child = spawnServer(
      {
        PORT: String(port),
        BASE_URL: baseUrl,
        DATA_DIR: database.dataDir,
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
        ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix } : {}),
        ADMIN_USERNAMES: ADMIN,
        SMTP_URL: smtp.url,
        RATE_LIMIT_AUTH_PER_MINUTE: String(AUTH_LIMIT),
        X_SYNC_INTERVAL_SECONDS: '0',
        LOG_LEVEL: 'error',
      },
      { stdio: 'pipe' },
    )
    for (const stream of [child.stdout, child.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-4000)
      })
    }
    await waitForHealth(baseUrl)
    loggedIn = admin()
    await loggedIn.login(ADMIN)
  }, 60_000)

  afterAll(async () => {
    if (unavailable) return
    child?.kill('SIGKILL')
    await smtp?.close()
    await database?.drop()
  })

  it.skipIf(unavailable)('answers a visitor whose cookie it never set', async () => {
    const visitor = admin()
    visitor.setCookie('theme', 'dark')
    const home = await visitor.request('GET', '/', { headers: { accept: 'text/html' } })
    expect(home.status, home.text).toBe(200)
    expect(home.text).toContain('<meta property="og:title" content="Spaces Calendar">')
    const spaces = await visitor.get('/api/spaces')
    expect(spaces.status, spaces.text).toBe(200)
    const token = await visitor.request('GET', '/csrf-token')
    expect(token.status, token.text).toBe(200)
    expect(token.json.csrfToken).toMatch(/.{16,}/)
    expect(token.headers.get('set-cookie')).toMatch(/HttpOnly/)
  })

  it.skipIf(unavailable)(
    'logs in through the sandbox and writes with the CSRF token, and only with it',
    async () => {
      // A visitor's list, asked twice (the second answered hot: cache/hot-answers.ts), then after the write.
      const visitor = admin()
      const listed = async () => {
        const list = await visitor.get('/api/spaces')
        expect(list.status, list.text).toBe(200)
        return (list.json.data as { title: string }[]).map((space) => space.title)
      }
      expect(await listed()).toEqual(await listed())
      const me = await loggedIn.get('/api/auth/user')
      expect(me.status, me.text).toBe(200)
      expect(me.json.user).toMatchObject({ username: ADMIN, role: 'admin' })
      const body = { title: 'Built server smoke', description: 'From the bundle', space_url: '' }
      const scheduled_start = Math.floor(Date.now() / 1000) + 86_400
      const refused = await loggedIn.request('POST', '/api/spaces', {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, scheduled_start }),
      })
      expect(refused.status, refused.text).toBe(403)
      const created = await loggedIn.send('POST', '/api/spaces', { ...body, scheduled_start })
      expect(created.status, created.text).toBe(201)
      expect(await listed()).toContain(body.title)
      const picture = await fetch(`${baseUrl}/og/spaces/${created.json.id}.png`)
      expect(picture.status).toBe(200)
      expect(picture.headers.get('content-type')).toBe('image/png')
      expect(
        Buffer.from(await picture.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG')
    },
  )

  it.skipIf(unavailable)('mails a confirmation and a campaign test through SMTP', async () => {
    const email = `smoke-${dialect.toLowerCase()}@example.org`
    const subscribed = await loggedIn.send('POST', '/api/newsletter/subscribe', { email })
    expect(subscribed.status, subscribed.text).toBe(200)
    await smtp.waitFor(1, 20_000)
    const link = /\/newsletter\/confirm\/([\w-]+)/.exec(smtp.mails[0]?.parsed.text ?? '')
    expect(link, smtp.mails[0]?.raw).not.toBeNull()
    const confirmed = await admin().request('POST', `/newsletter/confirm/${link?.[1]}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    })
    expect(confirmed.status, confirmed.text).toBe(200)
    // Creating a campaign loads the HTML sanitiser and text converter; the test send, the mailer.
    const campaign = await loggedIn.send('POST', '/api/newsletter/campaigns', {
      subject: 'Smoke test campaign',
      content: '<h2>This week</h2><p>Three Spaces and <a href="https://example.org/">a link</a>.</p>',
    })
    expect(campaign.status, campaign.text).toBe(201)
    const test = await loggedIn.send('POST', `/api/newsletter/campaigns/${campaign.json.campaign.id}/test`)
    expect(test.status, test.text).toBe(200)
    await smtp.waitFor(2, 20_000)
    expect(smtp.mails[1]?.parsed.subject).toContain('Smoke test campaign')
    expect(smtp.mails[1]?.to).toEqual([email])
  })

  it.skipIf(unavailable)('serves every feed format, readable by parsers', async () => {
    for (const path of ['/feeds/spaces.ics', `/feeds/hosts/${ADMIN}.ics`]) {
      const res = await fetch(`${baseUrl}${path}`)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/calendar/)
      const calendar = new ICAL.Component(ICAL.parse(await res.text()))
      expect(calendar.name).toBe('vcalendar')
    }
    for (const [path, type] of [
      ['/feeds/spaces.xml', /^application\/rss\+xml/],
      ['/feeds/spaces.atom', /^application\/atom\+xml/],
      ['/sitemap.xml', /^application\/xml/],
    ] as const) {
      const res = await fetch(`${baseUrl}${path}`)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type'), path).toMatch(type)
      expect(XMLValidator.validate(await res.text()), path).toBe(true)
    }
  })

  it.skipIf(unavailable)('serves the API docs from files of a bundled package', async () => {
    const docs = await fetch(`${baseUrl}/api/docs/`, { headers: { accept: 'text/html' } })
    expect(docs.status).toBe(200)
    expect((await fetch(`${baseUrl}/api/docs/static/swagger-ui-bundle.js`)).status).toBe(200)
  })

  it.skipIf(unavailable || !redisUrl)('counts the login limit in Redis and answers 429 past it', async () => {
    const visitor = admin()
    let status = 0
    for (let i = 0; i <= AUTH_LIMIT && status !== 429; i++)
      status = (await visitor.get('/api/auth/twitter')).status
    expect(status, output).toBe(429)
    const redis = new Redis(redisUrl as string)
    try {
      expect(await redis.keys(`${keyPrefix}*`)).not.toHaveLength(0)
    } finally {
      redis.disconnect()
    }
  })
})

import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { HtmlValidate, type Message } from 'html-validate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserRow } from '../src/db/database'
import { findRepoRoot } from '../src/lib/repo-root'
import { nowSeconds } from '../src/lib/time'
import { createActor } from './actors'
import { createSpaceRow, createSubscriberRow } from './factories'
import { TestClient } from './http-client'
import { startTestServer, type TestServer } from './test-app'

/**
 * Every HTML page the server writes itself, read by html-validate (a validator we did not
 * write) with its recommended rules. The deliberate exceptions, each with its reason:
 * - `doctype-style`: the house writes `<!doctype html>` in lower case (HTML allows either); the rule
 *   checks that it is written one way everywhere.
 * - `long-title`: a Space's tab title is its own title and the site name; a long title is the host's
 *   choice, and crawlers cut it themselves.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    'doctype-style': ['error', { style: 'lowercase' }],
    'long-title': 'off',
  },
})

type Page = { name: string; status: number; html: string }

async function problems(page: Page): Promise<string[]> {
  const report = await validator.validateString(page.html, page.name)
  return report.results.flatMap((result) =>
    result.messages.map((m: Message) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message}`),
  )
}

/** Fetches a page and checks it is one: HTML, with the status the test expects. */
async function fetchPage(
  client: TestClient,
  name: string,
  path: string,
  status: number,
  init: { method?: string; form?: Record<string, string> } = {},
): Promise<Page> {
  const res = await client.request(init.method ?? 'GET', path, {
    headers: {
      accept: 'text/html',
      ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
  })
  expect(res.status, `${name}: ${res.text.slice(0, 200)}`).toBe(status)
  expect(res.headers.get('content-type'), name).toMatch(/^text\/html/)
  return { name, status, html: res.text }
}

async function expectValid(pages: Page[]): Promise<void> {
  const found = Object.fromEntries(
    await Promise.all(pages.map(async (page) => [page.name, await problems(page)] as const)),
  )
  expect(found).toEqual(Object.fromEntries(pages.map((page) => [page.name, []])))
}

describe('html-validate: the newsletter pages', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  it('has no problems on the confirm, unsubscribe and not-valid pages', async () => {
    const client = new TestClient(server.baseUrl)
    const pending = await createSubscriberRow(server, { pending: true })
    const active = await createSubscriberRow(server)
    const unknown = 'A'.repeat(32)
    const pages = [
      await fetchPage(client, 'confirm', `/newsletter/confirm/${pending.confirmToken}`, 200),
      await fetchPage(client, 'confirmed', `/newsletter/confirm/${pending.confirmToken}`, 200, {
        method: 'POST',
      }),
      await fetchPage(client, 'unsubscribe', `/newsletter/unsubscribe/${active.unsubscribeToken}`, 200),
      await fetchPage(client, 'unsubscribed', `/newsletter/unsubscribe/${active.unsubscribeToken}`, 200, {
        method: 'POST',
        form: { 'List-Unsubscribe': 'One-Click' },
      }),
      await fetchPage(
        client,
        'already unsubscribed',
        `/newsletter/unsubscribe/${active.unsubscribeToken}`,
        200,
      ),
      await fetchPage(client, 'not valid', `/newsletter/confirm/${unknown}`, 404, { method: 'POST' }),
      await fetchPage(client, 'not valid (click)', `/newsletter/c/${unknown}/1`, 404),
    ]
    await expectValid(pages)
  })
})

describe('html-validate: the X sandbox pages', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  it('has no problems on the authorize, error and control pages', async () => {
    const client = new TestClient(server.baseUrl)
    const start = await client.get('/api/auth/twitter')
    const authUrl = new URL(start.json.authUrl, server.baseUrl)
    const authorizePath = `${authUrl.pathname}${authUrl.search}`
    const form = { ...Object.fromEntries(authUrl.searchParams), username: 'not a handle!' }
    // A live Space, a scheduled one and a canceled one, so every kind of row and action is drawn.
    const scheduled = async (title: string) =>
      (
        await client.send('POST', '/x-sandbox/control/spaces', {
          username: 'civicsquare_nyc',
          title,
          starts_in_minutes: 30,
        })
      ).json.data.id as string
    await scheduled('A scheduled <Space> & "friends"')
    await client.send('POST', `/x-sandbox/control/spaces/${await scheduled('Live now')}/start`, {
      listeners: 12,
    })
    await client.send('POST', `/x-sandbox/control/spaces/${await scheduled('Called off')}/cancel`, {})
    await client.send('POST', '/x-sandbox/control/rate-limit', { seconds: 60 })

    const pages = [
      await fetchPage(client, 'authorize', authorizePath, 200),
      await fetchPage(client, 'authorize with an error', authUrl.pathname, 400, { method: 'POST', form }),
      await fetchPage(client, 'authorize refused', '/x-sandbox/i/oauth2/authorize?response_type=code', 400),
      await fetchPage(client, 'control', '/x-sandbox/control', 200),
      await fetchPage(client, 'control with a notice', '/x-sandbox/control/spaces', 400, {
        method: 'POST',
        form: { username: 'civicsquare_nyc', title: '' },
      }),
    ]
    await expectValid(pages)
  })

  it('has no problems on the control page of a public demo, logged out and logged in', async () => {
    const demo = await startTestServer({ NODE_ENV: 'production', X_SANDBOX: 'on' })
    try {
      const visitor = new TestClient(demo.baseUrl)
      const member = new TestClient(demo.baseUrl)
      await member.login('demo_member')
      await expectValid([
        await fetchPage(visitor, 'demo control, logged out', '/x-sandbox/control', 200),
        await fetchPage(member, 'demo control, logged in', '/x-sandbox/control', 200),
      ])
    } finally {
      await demo.close()
    }
  })
})

describe('html-validate: the share pages and not-found pages', () => {
  const cases = [
    { name: 'without a built web app', distDir: () => '/nonexistent' },
    {
      name: 'in the web app’s index.html',
      distDir: () => {
        const dir = mkdtempSync(path.join(os.tmpdir(), 'spaces-dist-'))
        copyFileSync(path.join(findRepoRoot(), 'apps/web/index.html'), path.join(dir, 'index.html'))
        return dir
      },
    },
  ]
  for (const { name, distDir } of cases) {
    describe(name, () => {
      let server: TestServer
      let dir: string
      beforeAll(async () => {
        dir = distDir()
        server = await startTestServer({ WEB_DIST_DIR: dir })
      })
      afterAll(async () => {
        await server?.close()
        if (dir !== '/nonexistent') rmSync(dir, { recursive: true, force: true })
      })

      it('has no problems on any page a link can be shared to, nor on a not-found page', async () => {
        const host = await createActor(server, 'host')
        const hostUser = host.user as UserRow
        await server.app.db
          .updateTable('users')
          .set({ bio: 'Tenants’ rights & <city> hall, every week.' })
          .where('id', '=', hostUser.id)
          .execute()
        const space = await createSpaceRow(server, hostUser, {
          title: 'Rent <b>up</b> 5% & wages "now"',
          description: 'Two paragraphs.\n\nThe second one.',
        })
        const canceled = await createSpaceRow(server, hostUser, {
          source: 'x',
          x_state: 'canceled',
          scheduled_start: nowSeconds() + 3600,
        })
        const client = new TestClient(server.baseUrl)
        await expectValid([
          await fetchPage(client, 'home', '/', 200),
          await fetchPage(client, 'reading', '/reading', 200),
          await fetchPage(client, 'glossary', '/glossary', 200),
          await fetchPage(client, 'a Space', `/spaces/${space}`, 200),
          await fetchPage(client, 'a canceled Space', `/spaces/${canceled}`, 200),
          await fetchPage(client, 'a profile', `/profile/${hostUser.username}`, 200),
          await fetchPage(client, 'no such Space', '/spaces/2000000000', 404),
          await fetchPage(client, 'no such page', '/no/such/page', 404),
        ])
      })
    })
  }
})

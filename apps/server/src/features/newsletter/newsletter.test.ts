import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { createSubscriberRow, insertActiveSubscribers } from '../../../test/factories'
import { TestClient } from '../../../test/http-client'
import { type SmtpCatcher, startSmtpCatcher } from '../../../test/smtp-catcher'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { NEWSLETTER_JOB } from './delivery/delivery.job'

/**
 * The newsletter end to end through the real HTTP server, the real database (SQLite, or PostgreSQL
 * with TEST_DATABASE_URL) and a real SMTP server on loopback: subscribe, confirm by mail, campaigns
 * that reach every active subscriber exactly once, tracking, unsubscribing and bounces.
 */
const BOUNCING = 'nobody@bounce.test'
const DEFERRED = 'busy@defer.test'
let smtp: SmtpCatcher
let server: TestServer
let admin: Actor

beforeAll(async () => {
  smtp = await startSmtpCatcher({ rejectRecipients: [BOUNCING], deferRecipients: new Map([[DEFERRED, 1]]) })
  server = await startTestServer({
    SMTP_URL: smtp.url,
    NEWSLETTER_RATE_PER_MINUTE: '100000',
    NEWSLETTER_RETRY_SECONDS: '1',
    NEWSLETTER_WEBHOOK_SECRET: 'a-webhook-secret-for-tests',
  })
  admin = await createActor(server, 'admin')
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})

const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address.toLowerCase()))
const linkIn = (text: string, pattern: RegExp) => {
  const match = text.match(pattern)
  if (!match) throw new Error(`no link matching ${pattern} in:\n${text}`)
  return match[0]
}
const pathOf = (url: string) => new URL(url).pathname

const addActiveSubscribers = (prefix: string, count: number) =>
  insertActiveSubscribers(server.app.db, prefix, count)

async function silenceEveryone(): Promise<void> {
  await server.app.db
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed' })
    .where('status', '=', 'active')
    .execute()
}

async function createCampaign(subject: string, content: string) {
  const res = await admin.client.send('POST', '/api/newsletter/campaigns', { subject, content })
  expect(res.status, res.text).toBe(201)
  return res.json.campaign as { id: number; content: string; status: string }
}

/** Sends and waits (running the job like every instance's timer would) until the campaign is sent. */
async function sendAndDrain(campaignId: number) {
  const res = await admin.client.send('POST', `/api/newsletter/campaigns/${campaignId}/send`)
  expect(res.status, res.text).toBe(202)
  for (let i = 0; i < 200; i += 1) {
    await server.app.jobs.run(NEWSLETTER_JOB)
    const campaigns = (await admin.client.get('/api/newsletter/campaigns')).json.campaigns
    const campaign = campaigns.find((c: { id: number }) => c.id === campaignId)
    if (campaign.status === 'sent') return campaign
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('campaign never finished sending')
}

describe('subscribing (double opt-in)', () => {
  it('needs a login', async () => {
    const visitor = new TestClient(server.baseUrl)
    expect((await visitor.get('/api/newsletter/status')).status).toBe(401)
    const res = await visitor.send('POST', '/api/newsletter/subscribe', { email: 'a@example.test' })
    expect(res.status).toBe(401)
    expect(res.json.error).toEqual(expect.any(String))
    expect((await visitor.send('POST', '/api/newsletter/unsubscribe')).status).toBe(401)
  })

  it('is pending until the link in the confirmation mail is opened and its button pressed', async () => {
    const reader = await createActor(server, 'user')
    expect((await reader.client.get('/api/newsletter/status')).json).toEqual({
      subscribed: false,
      email: null,
      pending: false,
      bounced: false,
    })
    const res = await reader.client.send('POST', '/api/newsletter/subscribe', {
      email: ' Reader@Example.test ',
    })
    expect(res.status, res.text).toBe(200)
    expect(res.json.message).toMatch(/Reader@Example\.test/)
    expect(res.json.status).toEqual({
      subscribed: false,
      email: 'Reader@Example.test',
      pending: true,
      bounced: false,
    })

    await smtp.waitFor(1)
    const [mail] = mailsTo('reader@example.test')
    expect(mail?.parsed.subject).toBe('Confirm your Spaces Calendar newsletter subscription')
    const links = [...(mail?.parsed.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => m[0])
    const confirm = links.filter((l) => pathOf(l).includes('confirm'))
    expect(confirm).toHaveLength(1)

    // A mail scanner opening the link confirms nothing.
    const page = await new TestClient(server.baseUrl).request('GET', pathOf(confirm[0] as string))
    expect(page.status).toBe(200)
    expect(page.text).toContain('Confirm subscription')
    expect((await reader.client.get('/api/newsletter/status')).json.pending).toBe(true)

    const done = await new TestClient(server.baseUrl).request('POST', pathOf(confirm[0] as string))
    expect(done.status).toBe(200)
    expect(done.text).toContain('You are subscribed')
    expect((await reader.client.get('/api/newsletter/status')).json).toEqual({
      subscribed: true,
      email: 'Reader@Example.test',
      pending: false,
      bounced: false,
    })
    // Used once.
    expect((await new TestClient(server.baseUrl).request('POST', pathOf(confirm[0] as string))).status).toBe(
      404,
    )
    // And its page says so on load, as it does for a link it never sent.
    for (const path of [pathOf(confirm[0] as string), `/newsletter/confirm/${'x'.repeat(32)}`]) {
      const again = await new TestClient(server.baseUrl).request('GET', path)
      expect(again.status, path).toBe(404)
      expect(again.text).toContain('This link is not valid')
      expect(again.text).not.toContain('Confirm subscription')
    }
  })

  it('resends the confirmation at most once a minute, and refuses bad addresses with a sentence', async () => {
    const reader = await createActor(server, 'user')
    const first = await reader.client.send('POST', '/api/newsletter/subscribe', {
      email: 'twice@example.test',
    })
    expect(first.status).toBe(200)
    const again = await reader.client.send('POST', '/api/newsletter/subscribe', {
      email: 'twice@example.test',
    })
    expect(again.status).toBe(429)
    expect(again.json.error).toMatch(/^A confirmation email was sent a moment ago\. Try again in /)
    expect(again.headers.get('retry-after')).toMatch(/^\d+$/)

    for (const email of [
      '',
      '   ',
      'not-an-email',
      'a@b',
      `${'x'.repeat(250)}@example.test`,
      'nul\u0000@example.test',
    ]) {
      const res = await reader.client.send('POST', '/api/newsletter/subscribe', { email })
      expect(res.status, email).toBe(400)
      expect(res.json.error, email).toEqual(expect.any(String))
    }
    const noBody = await reader.client.send('POST', '/api/newsletter/subscribe', {})
    expect(noBody.status).toBe(400)
  })

  it('keeps an address to one account, without saying which addresses are taken', async () => {
    const one = await createActor(server, 'user')
    const two = await createActor(server, 'user')
    await createSubscriberRow(server, { user_id: one.user!.id, email: 'shared@example.test' })
    const taken = await two.client.send('POST', '/api/newsletter/subscribe', { email: 'SHARED@example.test' })
    expect(taken.status).toBe(200)
    expect(taken.json.message).toBe(
      'Almost done: open the link we sent to SHARED@example.test to confirm your subscription.',
    )
    expect((await one.client.get('/api/newsletter/status')).json).toMatchObject({
      subscribed: true,
      email: 'shared@example.test',
    })
    expect((await two.client.get('/api/newsletter/status')).json.subscribed).toBe(false)
  })

  it('unsubscribes the logged-in user, and says so when there is nothing to end', async () => {
    const reader = await createActor(server, 'user')
    expect((await reader.client.send('POST', '/api/newsletter/unsubscribe')).status).toBe(400)
    await reader.client.send('POST', '/api/newsletter/subscribe', { email: 'leaving@example.test' })
    const res = await reader.client.send('POST', '/api/newsletter/unsubscribe')
    expect(res.status).toBe(200)
    expect(res.json.message).toEqual(expect.any(String))
    expect((await reader.client.get('/api/newsletter/status')).json).toMatchObject({
      subscribed: false,
      pending: false,
    })
  })
})

describe('campaigns (admin)', () => {
  it('are admin-only', async () => {
    const host = await createActor(server, 'host')
    for (const path of [
      '/api/newsletter/subscribers',
      '/api/newsletter/campaigns',
      '/api/newsletter/stats',
      '/api/newsletter/subscribers.csv',
    ]) {
      expect((await host.client.get(path)).status, path).toBe(403)
    }
    expect(
      (await host.client.send('POST', '/api/newsletter/campaigns', { subject: 's', content: 'c' })).status,
    ).toBe(403)
  })

  it('are saved sanitised: a script never survives', async () => {
    const campaign = await createCampaign(
      'Sanitised',
      '<p onclick="alert(1)">Hello <script>alert(1)</script><a href="javascript:alert(1)">x</a> <img src="https://example.test/a.png" onerror="alert(1)"></p><iframe src="https://evil.test"></iframe>',
    )
    expect(campaign.content).not.toMatch(/script|onclick|onerror|javascript:|iframe/i)
    expect(campaign.content).toContain('Hello')
    expect(campaign.status).toBe('draft')
    const empty = await admin.client.send('POST', '/api/newsletter/campaigns', {
      subject: 'Nothing',
      content: '<script>alert(1)</script>',
    })
    expect(empty.status).toBe(400)
    const missing = await admin.client.send('POST', '/api/newsletter/campaigns', {
      subject: ' ',
      content: 'x',
    })
    expect(missing.status).toBe(400)
    expect(missing.json.error).toMatch(/Subject is required/)
  })

  it('reach 500 subscribers exactly once each, with the headers mail clients need', {
    timeout: 120_000,
  }, async () => {
    await silenceEveryone()
    const emails = await addActiveSubscribers('five-hundred-', 500)
    const campaign = await createCampaign(
      'Five hundred',
      '<h1>This week</h1><p>Read <a href="https://example.org/story?a=1&amp;b=2">the story</a> and <a href="https://example.org/other">another</a>.</p>',
    )
    const before = smtp.mails.length
    const sent = await sendAndDrain(campaign.id)
    expect(sent).toMatchObject({ status: 'sent', recipient_count: 500, sent_count: 500, bounce_count: 0 })
    const counts = smtp.countsByRecipient()
    expect(smtp.mails.length - before).toBe(500)
    for (const email of emails) expect(counts.get(email), email).toBe(1)

    const again = await admin.client.send('POST', `/api/newsletter/campaigns/${campaign.id}/send`)
    expect(again.status).toBe(409)
    expect(again.json.error).toBe('This campaign has already been sent.')

    const mail = mailsTo(emails[0] as string)[0]!
    const headers = new Map(mail.parsed.headers.map((h) => [h.key, h.value]))
    expect(mail.parsed.messageId).toMatch(/^<[\w-]{32}@127\.0\.0\.1>$/)
    expect(headers.get('list-unsubscribe')).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\/[\w-]+>$/,
    )
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(mail.parsed.html).toContain('<h1>This week</h1>')
    expect(mail.parsed.text).toMatch(/This week/i)
    expect(mail.parsed.html).toMatch(/Unsubscribe<\/a>/)
    expect(mail.parsed.html).not.toContain('https://example.org/story')
  })

  it('count opens and clicks per recipient, and redirect only to the campaign’s own links', async () => {
    await silenceEveryone()
    const [first, second] = await addActiveSubscribers('tracked-', 2)
    const campaign = await createCampaign('Tracked', '<p><a href="https://example.org/read">Read</a></p>')
    await sendAndDrain(campaign.id)
    const html = mailsTo(first as string)[0]!.parsed.html as string
    const click = linkIn(html, /http:\/\/127\.0\.0\.1:\d+\/newsletter\/c\/[\w-]+\/\d+/)
    const pixel = linkIn(html, /http:\/\/127\.0\.0\.1:\d+\/newsletter\/o\/[\w-]+/)
    const visitor = new TestClient(server.baseUrl)

    for (let i = 0; i < 3; i += 1) {
      const res = await visitor.request('GET', pathOf(click))
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('https://example.org/read')
    }
    const gif = await visitor.request('GET', pathOf(pixel))
    expect(gif.status).toBe(200)
    expect(gif.headers.get('content-type')).toBe('image/gif')
    const secondPixel = linkIn(mailsTo(second as string)[0]!.parsed.html as string, /\/newsletter\/o\/[\w-]+/)
    await visitor.request('GET', secondPixel)
    await visitor.request('GET', secondPixel)

    const token = pathOf(click).split('/')[3] as string
    const linkId = Number(pathOf(click).split('/')[4])
    for (const path of [
      `/newsletter/c/${token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}/${linkId}`,
      `/newsletter/c/${token}/${linkId + 1000}`,
      `/newsletter/c/${token}/0x1`,
      `/newsletter/c/short/${linkId}`,
      `/newsletter/o/${'x'.repeat(32)}`,
    ]) {
      const res = await visitor.request('GET', path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('location'), path).toBeNull()
    }
    const campaigns = (await admin.client.get('/api/newsletter/campaigns')).json.campaigns
    expect(campaigns.find((c: { id: number }) => c.id === campaign.id)).toMatchObject({
      recipient_count: 2,
      open_count: 2,
      click_count: 1,
    })
  })

  it('unsubscribe in one click from the List-Unsubscribe header, without cookies or a CSRF token', async () => {
    await silenceEveryone()
    const [email] = await addActiveSubscribers('one-click-', 1)
    const campaign = await createCampaign('One click', '<p>Bye?</p>')
    await sendAndDrain(campaign.id)
    const mail = mailsTo(email as string)[0]!
    const url = mail.parsed.headers.find((h) => h.key === 'list-unsubscribe')!.value.slice(1, -1)
    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Unsubscribe')
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)
    const row = await server.app.db
      .selectFrom('newsletter_subscribers')
      .select('status')
      .where('email_key', '=', email as string)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('unsubscribed')
    const stats = (await admin.client.get('/api/newsletter/stats')).json.stats
    expect(stats.unsubscribed).toBeGreaterThan(0)
    expect(
      (await fetch(`${server.baseUrl}/newsletter/unsubscribe/${'z'.repeat(32)}`, { method: 'POST' })).status,
    ).toBe(404)
  })

  it('marks a recipient the SMTP server refuses with 550 as bounced, counts it, and retries a 451', async () => {
    await silenceEveryone()
    await addActiveSubscribers('fine-', 2)
    for (const email of [BOUNCING, DEFERRED]) await createSubscriberRow(server, { email })
    const campaign = await createCampaign('Bounces', '<p>Hello</p>')
    const sent = await sendAndDrain(campaign.id)
    expect(sent).toMatchObject({ recipient_count: 4, sent_count: 3, bounce_count: 1 })
    expect(mailsTo(DEFERRED)).toHaveLength(1)
    const bounced = await server.app.db
      .selectFrom('newsletter_subscribers')
      .select('status')
      .where('email_key', '=', BOUNCING)
      .executeTakeFirstOrThrow()
    expect(bounced.status).toBe('bounced')
    expect((await admin.client.get('/api/newsletter/stats')).json.stats.bounced).toBeGreaterThan(0)
  })

  it('sends a test to the admin’s own address, untracked', async () => {
    const campaign = await createCampaign('Test me', '<p><a href="https://example.org/t">t</a></p>')
    const none = await admin.client.send('POST', `/api/newsletter/campaigns/${campaign.id}/test`)
    expect(none.status).toBe(400)
    await createSubscriberRow(server, { user_id: admin.user!.id, email: 'admin@example.test' })
    const res = await admin.client.send('POST', `/api/newsletter/campaigns/${campaign.id}/test`)
    expect(res.status, res.text).toBe(200)
    expect(res.json.message).toBe('Test email sent to admin@example.test.')
    const mail = mailsTo('admin@example.test').at(-1)!
    expect(mail.parsed.subject).toBe('[Test] Test me')
    expect(mail.parsed.html).toContain('https://example.org/t')
    expect((await admin.client.get('/api/newsletter/campaigns')).json.campaigns[0]).toMatchObject({
      status: 'draft',
    })
    expect((await admin.client.send('POST', '/api/newsletter/campaigns/999999/test')).status).toBe(404)
    expect((await admin.client.send('POST', '/api/newsletter/campaigns/999999/send')).status).toBe(404)
  })

  it('export subscribers as CSV, defusing formulas', async () => {
    await addActiveSubscribers('=cmd|', 1)
    const res = await admin.client.get('/api/newsletter/subscribers.csv')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-subscribers-/)
    const lines = res.text.trim().split('\r\n')
    expect(lines[0]).toBe('email,display_name,username,source,status,subscribed_at')
    expect(res.text).toContain("'=cmd|0@example.test")
    expect(res.text).not.toMatch(/^=/m)
  })
})

describe('the bounce webhook', () => {
  it('needs the secret, and marks the address bounced', async () => {
    const [email] = await addActiveSubscribers('hook-', 1)
    const visitor = new TestClient(server.baseUrl)
    const body = JSON.stringify({ email, type: 'hard' })
    const json = { 'content-type': 'application/json' }
    expect((await visitor.request('POST', '/api/newsletter/bounces', { headers: json, body })).status).toBe(
      401,
    )
    expect(
      (
        await visitor.request('POST', '/api/newsletter/bounces', {
          headers: { ...json, authorization: 'Bearer wrong-secret-wrong-secret' },
          body,
        })
      ).status,
    ).toBe(401)
    const auth = { ...json, authorization: 'Bearer a-webhook-secret-for-tests' }
    const res = await visitor.request('POST', '/api/newsletter/bounces', { headers: auth, body })
    expect(res.status, res.text).toBe(200)
    const unknown = await visitor.request('POST', '/api/newsletter/bounces', {
      headers: auth,
      body: JSON.stringify({ email: 'ghost@example.test', type: 'complaint' }),
    })
    expect(unknown.status).toBe(404)
    const bad = await visitor.request('POST', '/api/newsletter/bounces', {
      headers: auth,
      body: JSON.stringify({ email, type: 'soft' }),
    })
    expect(bad.status).toBe(400)
    const row = await server.app.db
      .selectFrom('newsletter_subscribers')
      .select('status')
      .where('email_key', '=', email as string)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('bounced')
  })
})

describe('with NEWSLETTER_DOUBLE_OPT_IN=off', () => {
  it('subscribes at once, without a confirmation email', async () => {
    const direct = await startTestServer({ SMTP_URL: smtp.url, NEWSLETTER_DOUBLE_OPT_IN: 'off' })
    try {
      const reader = await createActor(direct, 'user')
      const before = smtp.mails.length
      const res = await reader.client.send('POST', '/api/newsletter/subscribe', {
        email: 'direct@example.test',
      })
      expect(res.status).toBe(200)
      expect(res.json.status).toEqual({
        subscribed: true,
        email: 'direct@example.test',
        pending: false,
        bounced: false,
      })
      expect(smtp.mails.length).toBe(before)
    } finally {
      await direct.close()
    }
  })
})

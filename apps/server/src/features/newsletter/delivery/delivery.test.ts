import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../../test/actors'
import { createSubscriberRow, insertActiveSubscribers } from '../../../../test/factories'
import { type SmtpCatcher, startSmtpCatcher } from '../../../../test/smtp-catcher'
import { startTestServer, type TestServer } from '../../../../test/test-app'
import { holdMail, releaseMail } from '../../../lib/mail-hold'
import { nowSeconds } from '../../../lib/time'
import { NEWSLETTER_JOB } from './delivery.job'

/**
 * What a failure does to a campaign, on SQLite and on PostgreSQL (TEST_DATABASE_URL), with a real SMTP
 * server on loopback: a 5xx for one recipient fails that recipient alone; a 4xx or a server-wide
 * refusal waits (and the counts say so, adding up to the recipients); MAIL_GIVE_UP_HOURS after the
 * first attempt a waiting delivery fails; Retry failed sends again only what failed; held mail is not
 * sent by any path and goes once released.
 */
const REFUSED = 'refused@bounce.test'
const GREYLISTED = 'later@defer.test'
let smtp: SmtpCatcher
let server: TestServer
let admin: Actor

beforeAll(async () => {
  smtp = await startSmtpCatcher({ deferRecipients: new Map([[GREYLISTED, 1_000_000]]) })
  server = await startTestServer({
    SMTP_URL: smtp.url,
    NEWSLETTER_RATE_PER_MINUTE: '100000',
    NEWSLETTER_RETRY_SECONDS: '1',
  })
  admin = await createActor(server, 'admin')
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})
beforeEach(async () => {
  // Each test mails its own subscribers only.
  await server.app.db
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed' })
    .where('status', '=', 'active')
    .execute()
  smtp.rejects.clear()
  smtp.senderReply = undefined
})

const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address.toLowerCase()))

interface CampaignRow {
  id: number
  status: string
  recipient_count: number
  sent_count: number
  waiting_count: number
  failed_count: number
  retryable_count: number
  bounce_count: number
  retrying_since: number | null
  retry_reason: string | null
}

async function campaign(id: number): Promise<CampaignRow> {
  const list = (await admin.client.get('/api/newsletter/campaigns')).json.campaigns as CampaignRow[]
  return list.find((c) => c.id === id) as CampaignRow
}

async function createAndSend(subject: string): Promise<number> {
  const created = await admin.client.send('POST', '/api/newsletter/campaigns', {
    subject,
    content: '<p>Hello</p>',
  })
  expect(created.status, created.text).toBe(201)
  const id = created.json.campaign.id as number
  const sent = await admin.client.send('POST', `/api/newsletter/campaigns/${id}/send`)
  expect(sent.status, sent.text).toBe(202)
  return id
}

/** Runs the job (as the timers would) until nothing is due now. */
async function drain(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await server.app.jobs.run(NEWSLETTER_JOB)
}

const expectCountsAddUp = (c: CampaignRow) =>
  expect(c.sent_count + c.waiting_count + c.failed_count).toBe(c.recipient_count)

describe('a campaign meeting failures', () => {
  it('fails a recipient answered 5xx alone, and Retry failed sends only to that one again', async () => {
    const fine = await insertActiveSubscribers(server.app.db, 'fine5xx-', 4)
    await createSubscriberRow(server, { email: REFUSED })
    smtp.rejects.add(REFUSED)
    const id = await createAndSend('One refused')
    await drain()
    const done = await campaign(id)
    expect(done).toMatchObject({
      status: 'sent',
      recipient_count: 5,
      sent_count: 4,
      waiting_count: 0,
      failed_count: 1,
      retryable_count: 1,
      bounce_count: 1,
      retrying_since: null,
    })
    for (const email of fine) expect(mailsTo(email), email).toHaveLength(1)
    expect(mailsTo(REFUSED)).toHaveLength(0)

    // The address works again (the admin fixed it with the provider): only it gets the campaign.
    smtp.rejects.delete(REFUSED)
    const before = smtp.mails.length
    const retried = await admin.client.send('POST', `/api/newsletter/campaigns/${id}/retry-failed`)
    expect(retried.status, retried.text).toBe(202)
    expect(retried.json.message).toBe('Sending again to 1 recipient.')
    expect(retried.json.campaign).toMatchObject({ status: 'sending', waiting_count: 1, failed_count: 0 })
    await drain()
    expect(smtp.mails.length - before).toBe(1)
    expect(mailsTo(REFUSED)).toHaveLength(1)
    for (const email of fine) expect(mailsTo(email), email).toHaveLength(1)
    expect(await campaign(id)).toMatchObject({ status: 'sent', sent_count: 5, failed_count: 0 })
    const subscriber = await server.app.db
      .selectFrom('newsletter_subscribers')
      .select('status')
      .where('email_key', '=', REFUSED)
      .executeTakeFirstOrThrow()
    expect(subscriber.status).toBe('active')

    // Nothing failed any more: a second press says so and queues nothing.
    const again = await admin.client.send('POST', `/api/newsletter/campaigns/${id}/retry-failed`)
    expect(again.status).toBe(409)
    expect(again.json.error).toBe('No delivery of this campaign failed, so there is nothing to send again.')
  })

  it('keeps a 4xx recipient waiting, visibly, and fails it only MAIL_GIVE_UP_HOURS after its first attempt', async () => {
    await insertActiveSubscribers(server.app.db, 'fine4xx-', 2)
    await createSubscriberRow(server, { email: GREYLISTED })
    const id = await createAndSend('One greylisted')
    await drain()
    // Tried again and again on the ladder (1 s, 2 s…), never failed.
    for (let i = 0; i < 3; i += 1) {
      await new Promise((r) => setTimeout(r, 1100 * 2 ** i))
      await drain()
    }
    const waiting = await campaign(id)
    expect(waiting).toMatchObject({ status: 'sending', sent_count: 2, waiting_count: 1, failed_count: 0 })
    expect(waiting.retry_reason).toBe('mail server deferred the message (451)')
    expect(waiting.retrying_since).toBeGreaterThan(nowSeconds() - 120)
    expectCountsAddUp(waiting)
    const row = await server.app.db
      .selectFrom('newsletter_deliveries')
      .select(['attempts', 'status'])
      .where('campaign_id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow()
    expect(row.attempts).toBeGreaterThanOrEqual(3)

    // A day after its first attempt (24 hours by default), the next failure is its last.
    await server.app.db
      .updateTable('newsletter_deliveries')
      .set({ first_attempt_at: nowSeconds() - 24 * 3600 - 1, next_attempt_at: nowSeconds() })
      .where('campaign_id', '=', id)
      .where('status', '=', 'pending')
      .execute()
    await drain()
    const given = await campaign(id)
    expect(given).toMatchObject({ status: 'sent', sent_count: 2, waiting_count: 0, failed_count: 1 })
    expect(given).toMatchObject({ retryable_count: 1, bounce_count: 0 })
    const failed = await server.app.db
      .selectFrom('newsletter_deliveries')
      .select('error')
      .where('campaign_id', '=', id)
      .where('status', '=', 'failed')
      .executeTakeFirstOrThrow()
    expect(failed.error).toMatch(/^gave up after 24 hours: mail server deferred the message \(451\)/)
  })

  it('waits out a mail server that refuses the sender (5xx to MAIL FROM): nobody bounces', async () => {
    const emails = await insertActiveSubscribers(server.app.db, 'sender5xx-', 12)
    smtp.senderReply = { code: 550, message: 'Relaying denied' }
    const id = await createAndSend('Sender refused')
    // One run: it stops at the first batch that finds the server refusing, so nothing is tried twice.
    await server.app.jobs.run(NEWSLETTER_JOB)
    const waiting = await campaign(id)
    expect(waiting).toMatchObject({ sent_count: 0, waiting_count: 12, failed_count: 0, bounce_count: 0 })
    expect(waiting.retry_reason).toBe('mail server turned mail away (550)')
    // One round tried one batch and moved everyone else up the ladder with it.
    const attempts = await server.app.db
      .selectFrom('newsletter_deliveries')
      .select('attempts')
      .where('campaign_id', '=', id)
      .execute()
    expect(attempts.map((a) => a.attempts)).toEqual(Array(12).fill(1))

    smtp.senderReply = undefined
    await new Promise((r) => setTimeout(r, 1100))
    await drain()
    expect(await campaign(id)).toMatchObject({ status: 'sent', sent_count: 12, failed_count: 0 })
    for (const email of emails) expect(mailsTo(email), email).toHaveLength(1)
  })

  it('answers Retry failed with a sentence for a draft, an unknown campaign and a bad id', async () => {
    const created = await admin.client.send('POST', '/api/newsletter/campaigns', {
      subject: 'Still a draft',
      content: '<p>Hi</p>',
    })
    const draft = await admin.client.send(
      'POST',
      `/api/newsletter/campaigns/${created.json.campaign.id}/retry-failed`,
    )
    expect(draft.status).toBe(409)
    expect(draft.json.error).toBe('This campaign has not been sent yet.')
    const unknown = await admin.client.send('POST', '/api/newsletter/campaigns/999999/retry-failed')
    expect(unknown.status).toBe(404)
    expect(unknown.json.error).toBe('Campaign not found.')
    expect((await admin.client.send('POST', '/api/newsletter/campaigns/abc/retry-failed')).status).toBe(404)
  })
})

describe('held mail', () => {
  it('is sent by no path while held, and each recipient gets a campaign once after the release', async () => {
    const emails = await insertActiveSubscribers(server.app.db, 'held-', 6)
    await holdMail(server.app.db, 'Held by a test.')
    const before = smtp.mails.length
    const id = await createAndSend('Held campaign')
    await drain()
    expect(smtp.mails.length).toBe(before)
    expect(await campaign(id)).toMatchObject({ status: 'sending', waiting_count: 6, sent_count: 0 })
    const pending = await server.app.db
      .selectFrom('newsletter_deliveries')
      .select('attempts')
      .where('campaign_id', '=', id)
      .execute()
    expect(pending.map((p) => p.attempts)).toEqual(Array(6).fill(0))

    // A test send and a confirmation mail are refused with a sentence, not sent.
    await createSubscriberRow(server, { user_id: admin.user!.id, email: 'held-admin@example.test' })
    const test = await admin.client.send('POST', `/api/newsletter/campaigns/${id}/test`)
    expect(test.status).toBe(503)
    expect(test.json.error).toBe('Mail is held on this site, so no test email was sent. Release mail first.')
    const reader = await createActor(server, 'user')
    const subscribe = await reader.client.send('POST', '/api/newsletter/subscribe', {
      email: 'held-reader@example.test',
    })
    expect(subscribe.status).toBe(503)
    expect(subscribe.json.error).toMatch(/^This site is not sending email just now/)
    const alerts = await reader.client.send('PUT', '/api/notifications/settings', {
      email: 'held-alerts@example.test',
    })
    expect(alerts.status).toBe(503)
    expect(alerts.json.error).toMatch(/^This site is not sending email just now/)
    expect(smtp.mails.length).toBe(before)

    const status = await admin.client.get('/api/admin/mail')
    expect(status.json).toMatchObject({ held: true, reason: 'Held by a test.' })
    const ready = await admin.client.get('/readyz')
    expect(ready.status).toBe(200)
    expect(ready.json).toMatchObject({ status: 'ready', mail: { held: true } })

    await releaseMail(server.app.db, '127.0.0.1')
    await drain()
    await drain()
    for (const email of emails) expect(mailsTo(email), email).toHaveLength(1)
    expect(smtp.mails.length - before).toBe(6)
    expect(await campaign(id)).toMatchObject({ status: 'sent', sent_count: 6 })
    expect((await admin.client.get('/readyz')).json).toMatchObject({ status: 'ready', mail: { held: false } })
  })

  it('goes once to each recipient when two instances follow the release at the same moment', async () => {
    const database = {
      databaseUrl: server.config.databaseUrl,
      dataDir: server.config.dataDir,
      drop: async () => {},
    }
    const other = await startTestServer(
      { SMTP_URL: smtp.url, NEWSLETTER_RATE_PER_MINUTE: '100000' },
      { database },
    )
    try {
      const emails = await insertActiveSubscribers(server.app.db, 'twice-', 60)
      await holdMail(server.app.db, 'Held while two instances run.')
      const before = smtp.mails.length
      await createAndSend('Released to two instances')
      const both = () =>
        Promise.all([server, other, server, other].map((s) => s.app.jobs.run(NEWSLETTER_JOB)))
      await both()
      expect(smtp.mails.length).toBe(before)
      await releaseMail(server.app.db, '127.0.0.1')
      await both()
      await both()
      expect(smtp.mails.length - before).toBe(60)
      for (const email of emails) expect(mailsTo(email), email).toHaveLength(1)
    } finally {
      await other.close()
    }
  })

  it('is released by an admin through the API, with the CSRF token', async () => {
    await holdMail(server.app.db, 'Held for the release test.')
    const noToken = await admin.client.request('POST', '/api/admin/mail/release')
    expect(noToken.status).toBe(403)
    expect((await admin.client.get('/api/admin/mail')).json.held).toBe(true)
    const released = await admin.client.send('POST', '/api/admin/mail/release')
    expect(released.status, released.text).toBe(200)
    expect(released.json).toEqual({
      held: false,
      reason: null,
      since: null,
      message: 'Mail is released: queued mail goes out now.',
    })
    expect((await admin.client.get('/api/admin/mail')).json).toEqual({
      held: false,
      reason: null,
      since: null,
    })
    const again = await admin.client.send('POST', '/api/admin/mail/release')
    expect(again.json.message).toBe('Mail was not held.')
  })
})

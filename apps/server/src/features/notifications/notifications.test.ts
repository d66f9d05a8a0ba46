import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import { createSpaceRow } from '../../../test/factories'
import { type PushService, startPushService } from '../../../test/push-service'
import { type SmtpCatcher, startSmtpCatcher } from '../../../test/smtp-catcher'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { createTestDatabase, type TestDatabase } from '../../../test/test-db'
import { parseNotificationsConfig } from '../../config/notifications'
import { nowSeconds } from '../../lib/time'
import { NOTIFICATIONS_JOB } from './delivery/delivery.job'
import { isAllowedPushEndpoint } from './push/push.rules'

/**
 * Follows, reminders and alerts end to end on SQLite (or PostgreSQL with TEST_DATABASE_URL): a real
 * SMTP server on loopback and the local push service `web-push-testing` as the push endpoint.
 */
describe('notifications', () => {
  let smtp: SmtpCatcher
  let push: PushService
  let server: TestServer
  let host: Actor
  let fan: Actor
  let clientHash: string
  const address = `fan${process.pid}@example.test`
  const mailsTo = (subject: RegExp) =>
    smtp.mails.filter((m) => m.to.includes(address) && subject.test(m.parsed.subject ?? ''))
  const runJob = () => server.app.jobs.run(NOTIFICATIONS_JOB)

  beforeAll(async () => {
    smtp = await startSmtpCatcher()
    push = await startPushService()
    server = await startTestServer({
      SMTP_URL: smtp.url,
      X_SYNC_INTERVAL_SECONDS: '0',
      FOLLOW_ALERT_DELAY_SECONDS: '600',
    })
    host = await createActor(server, 'host')
    fan = await createActor(server, 'user')
  })
  afterAll(async () => {
    await server?.close()
    push?.stop()
    await smtp?.close()
  })

  it('confirms the address by double opt-in and keeps a push subscription', async () => {
    const put = await fan.client.send('PUT', '/api/notifications/settings', {
      email: address,
      remind_minutes_before: [60],
    })
    expect(put.status).toBe(200)
    expect(put.json.settings.email_confirmed).toBe(false)
    await smtp.waitFor(1)
    const link = /\/notifications\/confirm\/([\w-]{32})/.exec(smtp.mails[0]?.parsed.text ?? '')?.[1]
    expect(link).toBeTruthy()
    const confirmed = await fan.client.request('POST', `/notifications/confirm/${link}`)
    expect(confirmed.status).toBe(200)
    const settings = await fan.client.get('/api/notifications/settings')
    expect(settings.json).toMatchObject({
      email: address,
      email_confirmed: true,
      remind_minutes_before: [60],
    })

    const key = await fan.client.get('/api/push/key')
    const sub = await push.subscribe(key.json.publicKey)
    clientHash = sub.clientHash
    const saved = await fan.client.send('POST', '/api/push/subscriptions', sub.subscription)
    expect(saved.status).toBe(201)
    const refused = await fan.client.send('POST', '/api/push/subscriptions', {
      ...sub.subscription,
      endpoint: 'http://push.example.com/notify/x',
    })
    expect(refused.status).toBe(400)
  })

  it('follow → a Space in 20 minutes with [60] → exactly one reminder mail and one push in two runs', async () => {
    const follow = await fan.client.send('POST', '/api/follows', { username: host.user?.username })
    expect(follow.status).toBe(201)
    expect(follow.json.follower_count).toBe(1)
    const again = await fan.client.send('POST', '/api/follows', { username: host.user?.username })
    expect(again.json.follower_count).toBe(1)
    const profile = await fan.client.get(`/api/profile/${host.user?.username}`)
    expect(profile.json.follower_count).toBe(1)

    await createSpaceRow(server, host.user!, { title: 'Soon Space', scheduled_start: nowSeconds() + 20 * 60 })
    await runJob()
    await runJob()
    const reminders = mailsTo(/^Starts in 1 hour: Soon Space$/)
    expect(reminders).toHaveLength(1)
    const mail = reminders[0]!
    expect(mail.raw).toMatch(/List-Unsubscribe:\s+<http:\/\/127\.0\.0\.1:\d+\/notifications\/unsubscribe\//)
    expect(mail.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/)
    expect(mail.raw).toMatch(/^List-Id: Spaces Calendar alerts <alerts\.127\.0\.0\.1>$/im)
    expect(mail.parsed.text).toContain('/spaces/')
    const messages = await push.messages(clientHash)
    expect(messages).toHaveLength(1)
    expect(JSON.stringify(messages[0])).toContain('Soon Space')
  })

  it('announces a new Space after FOLLOW_ALERT_DELAY_SECONDS, not before', async () => {
    const id = await createSpaceRow(server, host.user!, {
      title: 'Fresh Space',
      scheduled_start: nowSeconds() + 3 * 86400,
    })
    await runJob()
    expect(mailsTo(/New Space from .*: Fresh Space/)).toHaveLength(0)
    // Only Spaces made after the follow are announced: the follow goes back further than the Space.
    await server.app.db
      .updateTable('follows')
      .set({ created_at: nowSeconds() - 1000 })
      .execute()
    await server.app.db
      .updateTable('spaces')
      .set({ created_at: nowSeconds() - 700 })
      .where('id', '=', id)
      .execute()
    await runJob()
    await runJob()
    expect(mailsTo(/New Space from .*: Fresh Space/)).toHaveLength(1)
  })

  it('tells the reminded user of a move and of a cancel', async () => {
    const start = nowSeconds() + 2 * 86400
    const id = await createSpaceRow(server, host.user!, { title: 'Moving Space', scheduled_start: start })
    const set = await fan.client.send('POST', `/api/spaces/${id}/reminder`)
    expect(set.json).toMatchObject({ reminder_set: true, reminder_count: 1 })
    const one = await fan.client.get(`/api/spaces/${id}`)
    expect(one.json).toMatchObject({ reminder_set: true, reminder_count: 1 })
    expect((await fan.client.get('/api/spaces/reminders')).json.space_ids).toContain(id)
    await runJob()
    await server.app.db
      .updateTable('spaces')
      .set({ scheduled_start: start + 3600 })
      .where('id', '=', id)
      .execute()
    await runJob()
    await runJob()
    expect(mailsTo(/^Moved: Moving Space$/)).toHaveLength(1)
    await server.app.db.updateTable('spaces').set({ x_state: 'canceled' }).where('id', '=', id).execute()
    await runJob()
    await runJob()
    expect(mailsTo(/^Canceled: Moving Space$/)).toHaveLength(1)
  })

  it('sends a "live now" alert after Sync now sees the host go live', async () => {
    const admin = await createActor(server, 'admin')
    const scheduled = await host.client.send('POST', '/x-sandbox/control/spaces', {
      username: host.user?.username,
      title: 'Going Live',
      starts_in_minutes: 5,
    })
    expect(scheduled.status).toBe(201)
    await host.client.send('POST', `/x-sandbox/control/spaces/${scheduled.json.data.id}/start`, {
      listeners: 3,
    })
    const sync = await admin.client.send('POST', '/api/admin/x-sync')
    expect(sync.status).toBe(200)
    await runJob()
    await runJob()
    expect(mailsTo(/^Live now: Going Live$/)).toHaveLength(1)
  })

  it('unfollow stops alerts; an expired push subscription (410) is deleted', async () => {
    await push.expire(clientHash)
    const id = await createSpaceRow(server, host.user!, {
      title: 'Late Space',
      scheduled_start: nowSeconds() + 10 * 60,
    })
    await runJob()
    expect(mailsTo(/Late Space/)).toHaveLength(1)
    const subs = await server.app.db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('user_id', '=', fan.user!.id)
      .execute()
    expect(subs).toHaveLength(0)

    const gone = await fan.client.send('DELETE', `/api/follows/${host.user?.username}`)
    expect(gone.json).toMatchObject({ following: false, follower_count: 0 })
    const after = await createSpaceRow(server, host.user!, {
      title: 'Unseen Space',
      scheduled_start: nowSeconds() + 10 * 60,
    })
    await server.app.db
      .updateTable('spaces')
      .set({ created_at: nowSeconds() - 700 })
      .where('id', '=', after)
      .execute()
    await runJob()
    await runJob()
    expect(mailsTo(/Unseen Space/)).toHaveLength(0)
    expect(id).toBeGreaterThan(0)
  })

  it('the personal feed carries followed and reminded Spaces with a VALARM 15 minutes before', async () => {
    const feed = await fan.client.get('/api/notifications/feed')
    const path = new URL(feed.json.url).pathname
    const ics = await fan.client.request('GET', path)
    expect(ics.status).toBe(200)
    expect(ics.text).toContain('BEGIN:VALARM')
    expect(ics.text).toContain('TRIGGER:-PT15M')
    const rotated = await fan.client.send('POST', '/api/notifications/feed')
    expect(rotated.json.url).not.toBe(feed.json.url)
    expect((await fan.client.request('GET', path)).status).toBe(404)
  })
})

describe('push endpoints', () => {
  const production = parseNotificationsConfig(
    {},
    { baseUrl: 'https://spaces.example.org', isProduction: true },
  )
  const development = parseNotificationsConfig({}, { baseUrl: 'http://localhost:3000', isProduction: false })
  if (typeof production === 'string' || typeof development === 'string') throw new Error('config')

  it('in production, only https on a known push service', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', production)).toBe(true)
    expect(isAllowedPushEndpoint('https://db5p.notify.windows.com/w/?token=x', production)).toBe(true)
    expect(isAllowedPushEndpoint('http://127.0.0.1:8090/notify/x', production)).toBe(false)
    expect(isAllowedPushEndpoint('http://push.example.com/notify/x', production)).toBe(false)
    expect(isAllowedPushEndpoint('https://evil.example.com/fcm.googleapis.com', production)).toBe(false)
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:8443/x', production)).toBe(false)
  })

  it('in development, loopback http too, and still no other http', () => {
    expect(isAllowedPushEndpoint('http://localhost:8090/notify/x', development)).toBe(true)
    expect(isAllowedPushEndpoint('http://10.0.0.5/notify/x', development)).toBe(false)
  })
})

describe('two instances on one database', () => {
  let database: TestDatabase
  let smtp: SmtpCatcher
  let a: TestServer
  let b: TestServer

  beforeAll(async () => {
    database = await createTestDatabase()
    smtp = await startSmtpCatcher({ delayMs: 50 })
    a = await startTestServer({ SMTP_URL: smtp.url }, { database })
    b = await startTestServer({ SMTP_URL: smtp.url }, { database })
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
    await database?.drop()
    await smtp?.close()
  })

  it('send each alert once', async () => {
    const host = await createActor(a, 'host')
    const fans: string[] = []
    for (let i = 0; i < 6; i++) {
      const fan = await createActor(a, 'user')
      const email = `twin${i}-${process.pid}@example.test`
      fans.push(email)
      await fan.client.send('POST', '/api/follows', { username: host.user?.username })
      await a.app.db
        .updateTable('notification_settings')
        .set({ email, email_key: email, email_confirmed_at: nowSeconds(), remind_minutes: '60' })
        .where('user_id', '=', fan.user!.id)
        .execute()
    }
    await createSpaceRow(a, host.user!, { title: 'Twin Space', scheduled_start: nowSeconds() + 30 * 60 })
    await Promise.all([a.app.jobs.run(NOTIFICATIONS_JOB), b.app.jobs.run(NOTIFICATIONS_JOB)])
    await Promise.all([a.app.jobs.run(NOTIFICATIONS_JOB), b.app.jobs.run(NOTIFICATIONS_JOB)])
    const counts = smtp.countsByRecipient()
    for (const email of fans) expect(counts.get(email)).toBe(1)
  })
})

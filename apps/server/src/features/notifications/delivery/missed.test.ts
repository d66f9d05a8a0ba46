import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spaceValues, userValues } from '../../../../test/factories'
import { type PushService, startPushService } from '../../../../test/push-service'
import { type SmtpCatcher, startSmtpCatcher } from '../../../../test/smtp-catcher'
import { startTestServer, type TestServer } from '../../../../test/test-app'
import { holdMail, releaseMail } from '../../../lib/mail-hold'
import { nowSeconds } from '../../../lib/time'
import { NOTIFICATIONS_JOB } from './delivery.job'

/**
 * Held mail and missed moments, on SQLite and on PostgreSQL (TEST_DATABASE_URL), with a real SMTP
 * server and the local push service: while mail is held no reminder goes by mail or by push; a
 * reminder whose Space started meanwhile is recorded as missed and never sent; so is one whose
 * Space began while no instance was planning (the site was down), and a weekly digest more than a
 * day late. The same reminder, not held, goes by both channels (so the channels work).
 */
describe('missed reminders and alerts', () => {
  let smtp: SmtpCatcher
  let push: PushService
  let server: TestServer
  let fanId: number
  let hostId: number
  let clientHash: string
  const address = `missed-fan-${process.pid}@example.test`
  const runJob = () => server.app.jobs.run(NOTIFICATIONS_JOB)
  const pushes = () => push.messages(clientHash)

  beforeAll(async () => {
    smtp = await startSmtpCatcher()
    push = await startPushService()
    server = await startTestServer({ SMTP_URL: smtp.url, X_SYNC_INTERVAL_SECONDS: '0' })
    const { db } = server.app
    const earlier = nowSeconds() - 7200
    hostId = (
      await db
        .insertInto('users')
        .values(userValues(`mhost${process.pid % 10000}`, 'host', earlier))
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
    fanId = (
      await db
        .insertInto('users')
        .values(userValues(`mfan${process.pid % 10000}`, 'user', earlier))
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
    await db.insertInto('follows').values({ user_id: fanId, host_id: hostId, created_at: earlier }).execute()
    await db
      .insertInto('notification_settings')
      .values({
        user_id: fanId,
        email: address,
        email_key: address,
        email_confirmed_at: earlier,
        remind_minutes: '15',
        new_space_alerts: 0,
        live_alerts: 0,
        change_notices: 0,
        created_at: earlier,
        updated_at: earlier,
      })
      .execute()
    const key = (await server.app.inject({ method: 'GET', url: '/api/push/key' })).json() as {
      publicKey: string
    }
    const sub = await push.subscribe(key.publicKey)
    clientHash = sub.clientHash
    await db
      .insertInto('push_subscriptions')
      .values({
        user_id: fanId,
        endpoint: sub.subscription.endpoint,
        p256dh: sub.subscription.keys.p256dh,
        auth: sub.subscription.keys.auth,
        created_at: earlier,
      })
      .execute()
  })
  afterAll(async () => {
    await server?.close()
    push?.stop()
    await smtp?.close()
  })

  async function addSpace(title: string, startsAt: number): Promise<number> {
    const row = await server.app.db
      .insertInto('spaces')
      .values({ ...spaceValues(hostId, title, nowSeconds() - 7200), scheduled_start: startsAt })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  const statusesOf = async (spaceId: number) =>
    (
      await server.app.db
        .selectFrom('notification_deliveries')
        .select(['channel', 'status'])
        .where('subject_id', '=', spaceId)
        .where('kind', '=', 'reminder')
        .orderBy('channel')
        .execute()
    ).map((row) => `${row.channel}:${row.status}`)

  it('holds a due reminder on both channels, then records it missed once its Space started', async () => {
    const spaceId = await addSpace('Starts while held', nowSeconds() + 3)
    await holdMail(server.app.db, 'Held by a test.')
    await runJob()
    expect(await statusesOf(spaceId)).toEqual(['email:pending', 'push:pending'])
    await new Promise((r) => setTimeout(r, 4000))
    await releaseMail(server.app.db, '127.0.0.1')
    await runJob()
    expect(await statusesOf(spaceId)).toEqual(['email:missed', 'push:missed'])
    expect(smtp.mails).toHaveLength(0)
    expect(await pushes()).toHaveLength(0)
  })

  it('sends the same reminder by mail and push when nothing holds it', async () => {
    const spaceId = await addSpace('Later today', nowSeconds() + 10 * 60)
    await runJob()
    expect(await statusesOf(spaceId)).toEqual(['email:sent', 'push:sent'])
    expect(smtp.mails).toHaveLength(1)
    expect(await pushes()).toHaveLength(1)
  })

  it('records a reminder missed when its Space began while nobody was planning', async () => {
    // The planner last ran two minutes ago; the Space began in between.
    await server.app.db
      .updateTable('job_marks')
      .set({ at: nowSeconds() - 120 })
      .execute()
    const spaceId = await addSpace('Began while down', nowSeconds() - 30)
    await runJob()
    expect(await statusesOf(spaceId)).toEqual(['email:missed', 'push:missed'])
    expect(smtp.mails).toHaveLength(1)
  })

  it('records a weekly digest more than a day late as missed, and sends one that is on time', async () => {
    const now = nowSeconds()
    const digest = (offsetKey: number) => ({
      user_id: fanId,
      subject_type: 'week' as const,
      subject_id: 0,
      kind: 'digest' as const,
      offset_key: offsetKey,
      channel: 'email' as const,
      host_id: null,
      created_at: now,
    })
    await addSpace('This week', now + 2 * 86_400)
    await server.app.db
      .insertInto('notification_deliveries')
      .values([digest(now - 2 * 86_400), digest(now - 3600)])
      .execute()
    await runJob()
    const rows = await server.app.db
      .selectFrom('notification_deliveries')
      .select(['offset_key', 'status'])
      .where('kind', '=', 'digest')
      .orderBy('offset_key')
      .execute()
    expect(rows.map((r) => r.status)).toEqual(['missed', 'sent'])
    expect(smtp.mails).toHaveLength(2)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recipientKey } from '../src/lib/mail-quota'
import { type Actor, createActor } from './actors'
import { createCampaignRow, createSubscriberRow } from './factories'
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher'
import { startTestServer, type TestServer } from './test-app'
import { createTestDatabase, type TestDatabase } from './test-db'

/**
 * Mail to an address a user typed (alert confirmations, newsletter confirmations and notices, test
 * sends) counts against RATE_LIMIT_MAILS_PER_HOUR per account and per recipient, whatever path asked
 * for it, across instances sharing the database. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */
const LIMIT = 3
const isPostgres = Boolean(process.env.TEST_DATABASE_URL)

type Res = Awaited<ReturnType<Actor['client']['send']>>

function expectRefused(res: Res, sentence: RegExp): void {
  expect(res.status, res.text).toBe(429)
  expect(res.json.error).toMatch(sentence)
  const wait = Number(res.headers.get('retry-after'))
  expect(wait).toBeGreaterThanOrEqual(1)
  expect(wait).toBeLessThanOrEqual(3600)
}

describe('mails to typed addresses, per account and per recipient', () => {
  let database: TestDatabase
  let smtp: SmtpCatcher
  let a: TestServer
  let b: TestServer
  const mailsTo = (address: string) =>
    smtp.mails.filter((m) => m.to.some((to) => recipientKey(to) === recipientKey(address)))

  beforeAll(async () => {
    database = await createTestDatabase()
    smtp = await startSmtpCatcher()
    const env = { SMTP_URL: smtp.url, RATE_LIMIT_MAILS_PER_HOUR: String(LIMIT) }
    a = await startTestServer(env, { database })
    b = await startTestServer(env, { database })
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
    await database?.drop()
    await smtp?.close()
  })

  it('the attack: 17 confirmations asked in a minute by one account, clearing the address between', async () => {
    const attacker = await createActor(a, 'user')
    const stranger = `stranger-${process.pid}@example.test`
    const refusals: Res[] = []
    for (let i = 0; i < 17; i++) {
      const set = await attacker.client.send('PUT', '/api/notifications/settings', { email: stranger })
      if (set.status !== 200) refusals.push(set)
      const cleared = await attacker.client.send('PUT', '/api/notifications/settings', { email: null })
      expect(cleared.status).toBe(200)
    }
    expect(mailsTo(stranger).length).toBeGreaterThanOrEqual(1)
    expect(mailsTo(stranger).length).toBeLessThanOrEqual(LIMIT)
    expect(refusals.length).toBe(17 - mailsTo(stranger).length)
    for (const res of refusals) expectRefused(res, /^A confirmation email was just sent\./)
  })

  it('every path counts against the one account: alert and newsletter confirmations', async () => {
    const caller = await createActor(a, 'user')
    const address = (n: number) => `paths${n}-${process.pid}@example.test`
    expect(
      (await caller.client.send('PUT', '/api/notifications/settings', { email: address(1) })).status,
    ).toBe(200)
    for (const n of [2, 3]) {
      const res = await caller.client.send('POST', '/api/newsletter/subscribe', { email: address(n) })
      expect(res.status, res.text).toBe(200)
    }
    // The fourth mail of the hour, to an address nobody has mailed yet.
    const fourth = await caller.client.send('POST', '/api/newsletter/subscribe', { email: address(4) })
    expectRefused(
      fourth,
      /^You have asked for 3 emails in the last hour, the most one account may\. Try again in (59|60) minutes\.$/,
    )
    expect(mailsTo(address(4))).toHaveLength(0)
    // Nothing of the refused request was kept: the account is not subscribed to the fourth address.
    const status = await caller.client.get('/api/newsletter/status')
    expect(status.json.email).toBe(address(3))
  })

  it('test sends count with the account’s other mails', async () => {
    const admin = await createActor(a, 'admin')
    const own = `admin-${process.pid}@example.test`
    await createSubscriberRow(a, { user_id: admin.user!.id, email: own })
    const campaign = await createCampaignRow(a)
    const alerts = `admin-alerts-${process.pid}@example.test`
    expect((await admin.client.send('PUT', '/api/notifications/settings', { email: alerts })).status).toBe(
      200,
    )
    const answers: Res[] = []
    for (let i = 0; i < LIMIT; i++) {
      answers.push(await admin.client.send('POST', `/api/newsletter/campaigns/${campaign}/test`))
    }
    expect(answers.slice(0, LIMIT - 1).map((r) => r.status)).toEqual(Array(LIMIT - 1).fill(200))
    expectRefused(answers[LIMIT - 1] as Res, /^You have asked for 3 emails in the last hour/)
    expect(mailsTo(own)).toHaveLength(LIMIT - 1)
  })

  it('many accounts on two instances at one address (and its +tags): at most the limit reaches it', async () => {
    const victim = `victim-${process.pid}@example.test`
    const accounts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => createActor(i % 2 === 0 ? a : b, 'user')),
    )
    const ask = (actor: Actor, i: number) =>
      actor.client.send('PUT', '/api/notifications/settings', {
        email: i % 3 === 0 ? victim : victim.replace('@', `+${i}@`),
      })
    // Two SQLite instances in one test process share its one thread: a transaction of one waiting on
    // the other's lock would block both, so on SQLite the accounts ask one after another.
    const answers = isPostgres
      ? await Promise.all(accounts.map(ask))
      : await accounts.reduce<Promise<Res[]>>(
          async (done, actor, i) => [...(await done), await ask(actor, i)],
          Promise.resolve([]),
        )
    expect(answers.filter((r) => r.status === 200)).toHaveLength(LIMIT)
    for (const res of answers.filter((r) => r.status !== 200)) {
      expectRefused(
        res,
        /has been sent 3 emails from this site in the last hour, the most one address gets\./,
      )
    }
    // The newsletter path to the same mailbox is refused as well.
    const late = await createActor(b, 'user')
    const subscribe = await late.client.send('POST', '/api/newsletter/subscribe', { email: victim })
    expectRefused(subscribe, /has been sent 3 emails/)
    expect(mailsTo(victim)).toHaveLength(LIMIT)
  })
})

describe('recipientKey', () => {
  it('folds case and +tags, and keeps everything else', () => {
    expect(recipientKey(' Name+News@Example.ORG ')).toBe('name@example.org')
    expect(recipientKey('+only@example.org')).toBe('+only@example.org')
    expect(recipientKey('first.last@example.org')).toBe('first.last@example.org')
  })
})

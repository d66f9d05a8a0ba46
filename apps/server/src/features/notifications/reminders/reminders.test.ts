import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../../test/actors'
import { createSpaceRow } from '../../../../test/factories'
import { startTestServer, type TestServer } from '../../../../test/test-app'
import { nowSeconds } from '../../../lib/time'

/**
 * `GET /api/spaces/reminder-counts?ids=`: a host's dashboard reads the counts of a page of upcoming
 * Spaces in one call (on SQLite, or PostgreSQL with TEST_DATABASE_URL).
 */
describe('reminder counts of several Spaces', () => {
  let server: TestServer
  let host: Actor
  const fans: Actor[] = []
  const ids: number[] = []

  beforeAll(async () => {
    server = await startTestServer({ X_SYNC_INTERVAL_SECONDS: '0' })
    host = await createActor(server, 'host')
    for (let i = 0; i < 3; i++) fans.push(await createActor(server, 'user'))
    for (let i = 0; i < 3; i++) {
      ids.push(await createSpaceRow(server, host.user!, { scheduled_start: nowSeconds() + (i + 1) * 86400 }))
    }
    // Three reminders on the first Space, one on the second, none on the third.
    for (const fan of fans)
      expect((await fan.client.send('POST', `/api/spaces/${ids[0]}/reminder`)).status).toBe(200)
    expect((await fans[0]!.client.send('POST', `/api/spaces/${ids[1]}/reminder`)).status).toBe(200)
  })
  afterAll(async () => {
    await server?.close()
  })

  it('counts each named Space that exists, zero included, once however often it is named', async () => {
    const answer = await host.client.get(`/api/spaces/reminder-counts?ids=${ids.join(',')},${ids[0]},999999`)
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({
      data: [
        { space_id: ids[0], reminder_count: 3 },
        { space_id: ids[1], reminder_count: 1 },
        { space_id: ids[2], reminder_count: 0 },
      ],
    })
  })

  it('agrees with the single Space answer', async () => {
    const one = await host.client.get(`/api/spaces/${ids[0]}`)
    const many = await host.client.get(`/api/spaces/reminder-counts?ids=${ids[0]}`)
    expect(many.json.data[0].reminder_count).toBe(one.json.reminder_count)
  })

  it.each([
    ['no ids', '', 'Name the Spaces as ids separated by commas, like ids=12,15'],
    ['an empty list', '?ids=', 'Name the Spaces as ids separated by commas, like ids=12,15'],
    ['a word', '?ids=abc', 'Name the Spaces as ids separated by commas, like ids=12,15'],
    ['a trailing comma', '?ids=1,', 'Name the Spaces as ids separated by commas, like ids=12,15'],
    ['a negative id', '?ids=-1', 'Name the Spaces as ids separated by commas, like ids=12,15'],
    ['an id past 2^31', '?ids=99999999999', 'Name the Spaces as ids separated by commas, like ids=12,15'],
    [
      '101 ids',
      `?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
      'Ask for at most 100 Spaces at once',
    ],
    ['a very long list', `?ids=${'1,'.repeat(5000)}1`, 'Ask for at most 100 Spaces at once'],
  ])('refuses %s with a 400 and a sentence', async (_name, query, message) => {
    const answer = await host.client.get(`/api/spaces/reminder-counts${query}`)
    expect(answer.status).toBe(400)
    expect(answer.json).toMatchObject({ error: `ids: ${message}`, issues: [{ path: 'ids', message }] })
  })
})

describe('reminder counts under a flood', () => {
  let limited: TestServer

  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMIT_READS_PER_MINUTE: '5' })
  })
  afterAll(async () => {
    await limited?.close()
  })

  it('count as reads: one IP past RATE_LIMIT_READS_PER_MINUTE gets 429 with Retry-After', async () => {
    const reader = (await createActor(limited, 'anonymous')).client
    const ids = Array.from({ length: 100 }, (_, i) => i + 1).join(',')
    const answers = []
    for (let i = 0; i < 20; i++) answers.push(await reader.get(`/api/spaces/reminder-counts?ids=${ids}`))
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    const refused = answers.slice(5)
    expect(refused.map((a) => a.status)).toEqual(Array(15).fill(429))
    expect(refused[0]?.json.error).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/)
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Actor, createActor } from '../../../test/actors'
import {
  BLUESKY_HANDLE,
  BLUESKY_PASSWORD,
  DISCORD_TOKEN,
  MASTODON_TOKEN,
  type NetworkServer,
  startNetworkServer,
  TELEGRAM_CHAT,
  TELEGRAM_TOKEN,
} from '../../../test/channel-networks'
import { createSpaceRow } from '../../../test/factories'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { createTestDatabase, type TestDatabase } from '../../../test/test-db'
import { PRODUCTION_POLICY } from '../../lib/outgoing/outgoing-fetch'
import { channelFetch } from './channels.fetch'
import { CHANNELS_JOB } from './channels.job'
import { checkMastodon } from './networks/mastodon'
import { ChannelError } from './networks/network-http'

/** Two instances on one database (SQLite, or PostgreSQL with TEST_DATABASE_URL) post each event once. */
describe('two instances on one database', () => {
  let net: NetworkServer
  let database: TestDatabase
  let a: TestServer
  let b: TestServer
  let host: Actor

  beforeAll(async () => {
    net = await startNetworkServer()
    database = await createTestDatabase()
    const env = { CHANNELS_TELEGRAM_API_URL: net.url, CHANNELS_BLUESKY_SERVICE_URL: net.url }
    a = await startTestServer(env, { database })
    b = await startTestServer(env, { database })
    host = await createActor(a, 'host')
  })
  afterAll(async () => {
    await a.close()
    await b.close()
    await database.drop()
    await net.close()
  })

  it('posts every event of every Space to every network once, however the runs interleave', async () => {
    const bodies = [
      { network: 'discord', webhookUrl: `${net.url}/api/webhooks/123/${DISCORD_TOKEN}` },
      { network: 'telegram', botToken: TELEGRAM_TOKEN, chatId: TELEGRAM_CHAT },
      { network: 'mastodon', instance: net.url, accessToken: MASTODON_TOKEN },
      { network: 'bluesky', handle: BLUESKY_HANDLE, appPassword: BLUESKY_PASSWORD },
    ]
    for (const body of bodies) {
      const res = await host.client.send('POST', '/api/channels', {
        ...body,
        events: ['new', 'live'],
        timeZone: 'UTC',
      })
      expect(res.status, res.text).toBe(201)
    }
    const ids: number[] = []
    for (let i = 0; i < 6; i += 1)
      ids.push(await createSpaceRow(a, host.user!, { title: `Both instances ${i}` }))
    const runBoth = () => Promise.all([a.app.jobs.run(CHANNELS_JOB), b.app.jobs.run(CHANNELS_JOB)])
    await runBoth()
    await a.app.db.updateTable('spaces').set({ x_state: 'live' }).where('id', 'in', ids).execute()
    await runBoth()
    await runBoth()
    expect(net.problems).toEqual([])
    // 6 Spaces × 2 events × 4 networks, each once.
    expect(net.posts).toHaveLength(48)
    const keys = net.posts.map(
      (p) =>
        `${p.network} ${JSON.stringify(p.body).match(/Both instances \d/)?.[0]} ${JSON.stringify(p.body).includes('Live now')}`,
    )
    expect(new Set(keys).size).toBe(48)
  })

  it('sends again to Mastodon and Bluesky what an instance killed mid-post left claimed (they refuse the repeat); Discord and Telegram posts become uncertain', async () => {
    const id = await createSpaceRow(a, host.user!, { title: 'Killed mid-post' })
    await a.app.jobs.run(CHANNELS_JOB)
    const once = () =>
      net.posts
        .filter((p) => JSON.stringify(p.body).includes('Killed mid-post'))
        .map((p) => p.network)
        .sort()
    expect(once()).toEqual(['bluesky', 'discord', 'mastodon', 'telegram'])
    // An instance killed after the networks answered but before it recorded: its rows stay claimed
    // (here: a claim that already ran out), pending, and the keyless ones marked as in flight.
    await a.app.db
      .updateTable('channel_posts')
      .set({ status: 'pending', sent_at: null, claimed_by: 'killed-instance', claimed_until: 1 })
      .where('space_id', '=', id)
      .execute()
    const posts = await a.app.db
      .selectFrom('channel_posts as p')
      .innerJoin('channels as c', 'c.id', 'p.channel_id')
      .select(['p.id', 'c.network'])
      .where('p.space_id', '=', id)
      .execute()
    const keyless = posts.filter((p) => p.network === 'discord' || p.network === 'telegram').map((p) => p.id)
    await a.app.db
      .updateTable('channel_posts')
      .set({ attempt_started_at: 2 })
      .where('id', 'in', keyless)
      .execute()
    await b.app.jobs.run(CHANNELS_JOB)
    const rows = await b.app.db
      .selectFrom('channel_posts as p')
      .innerJoin('channels as c', 'c.id', 'p.channel_id')
      .select(['c.network', 'p.status', 'p.attempts', 'p.attempt_started_at'])
      .where('p.space_id', '=', id)
      .orderBy('c.network')
      .execute()
    expect(rows.map((r) => [r.network, r.status, r.attempts, r.attempt_started_at])).toEqual([
      ['bluesky', 'sent', 2, null],
      ['discord', 'uncertain', 2, null],
      ['mastodon', 'sent', 2, null],
      ['telegram', 'uncertain', 2, null],
    ])
    // Each network shows the post once.
    expect(once()).toEqual(['bluesky', 'discord', 'mastodon', 'telegram'])
  })
})

describe('where a channel may send', () => {
  it('never contacts a private, metadata or loopback address under the production policy', async () => {
    const net = await startNetworkServer()
    const fetch = channelFetch(PRODUCTION_POLICY)
    try {
      for (const instance of [
        'https://169.254.169.254',
        'https://10.0.0.1',
        `https://localhost:${new URL(net.url).port}`,
        net.url,
      ]) {
        const err = await checkMastodon(fetch, { instance, accessToken: MASTODON_TOKEN }).catch(
          (e: unknown) => e,
        )
        expect(err, instance).toBeInstanceOf(ChannelError)
        expect((err as ChannelError).retry, instance).toBe(false)
      }
      expect(net.posts).toEqual([])
      expect(net.requests).toBe(0)
    } finally {
      await net.close()
    }
  })
})

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
import { CHANNELS_JOB } from './channels.job'

let net: NetworkServer
let server: TestServer
let host: Actor

const connectBodies = () => [
  { network: 'discord', webhookUrl: `${net.url}/api/webhooks/123/${DISCORD_TOKEN}` },
  { network: 'telegram', botToken: TELEGRAM_TOKEN, chatId: TELEGRAM_CHAT },
  { network: 'mastodon', instance: net.url, accessToken: MASTODON_TOKEN },
  { network: 'bluesky', handle: `@${BLUESKY_HANDLE}`, appPassword: BLUESKY_PASSWORD },
]
const settings = { events: ['new', 'live'], timeZone: 'Europe/Paris' }
const runJob = () => server.app.jobs.run(CHANNELS_JOB)
const postsOf = (spaceTitle: string) =>
  net.posts
    .filter((p) => JSON.stringify(p.body).includes(spaceTitle))
    .map((p) => p.network)
    .sort()

beforeAll(async () => {
  net = await startNetworkServer()
  server = await startTestServer({
    CHANNELS_TELEGRAM_API_URL: net.url,
    CHANNELS_BLUESKY_SERVICE_URL: net.url,
  })
  host = await createActor(server, 'host')
})
afterAll(async () => {
  await server.close()
  await net.close()
})

describe('connecting', () => {
  it('connects each network after checking its credentials, and never shows the secret again', async () => {
    for (const body of connectBodies()) {
      const res = await host.client.send('POST', '/api/channels', { ...body, ...settings })
      expect(res.status, res.text).toBe(201)
      expect(res.json.channel).toMatchObject({
        network: body.network,
        scope: 'profile',
        events: ['new', 'live'],
        time_zone: 'Europe/Paris',
      })
      for (const secret of [DISCORD_TOKEN, TELEGRAM_TOKEN, MASTODON_TOKEN, BLUESKY_PASSWORD]) {
        expect(res.text).not.toContain(secret)
      }
    }
    const list = await host.client.get('/api/channels')
    const accounts = Object.fromEntries(
      list.json.channels.map((c: { network: string; account: string }) => [c.network, c.account]),
    )
    expect(accounts).toEqual({
      bluesky: `@${BLUESKY_HANDLE}`,
      discord: 'Spaces bot',
      mastodon: `@spaces@${new URL(net.url).host}`,
      telegram: 'Spaces fans',
    })
    expect(list.json.channels.find((c: { network: string }) => c.network === 'mastodon').secret_hint).toBe(
      `…${MASTODON_TOKEN.slice(-4)}`,
    )
    const stored = await server.app.db.selectFrom('channels').select('credentials').execute()
    for (const row of stored) {
      for (const secret of [DISCORD_TOKEN, TELEGRAM_TOKEN, MASTODON_TOKEN, BLUESKY_PASSWORD])
        expect(row.credentials).not.toContain(secret)
    }
    expect(net.posts).toHaveLength(0)
  })

  it('refuses credentials the network refuses, with the network’s own words', async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { network: 'discord', webhookUrl: `${net.url}/api/webhooks/123/wrong-token-abcdefghijklmnopq` },
        'Discord answered 401: Invalid Webhook Token',
      ],
      [
        { network: 'telegram', botToken: TELEGRAM_TOKEN, chatId: '-100999' },
        'Telegram answered 400: Bad Request: chat not found',
      ],
      [
        { network: 'mastodon', instance: net.url, accessToken: 'wrong-token-abcdefghijklmnop' },
        'Mastodon answered 401: The access token is invalid',
      ],
      [
        { network: 'bluesky', handle: BLUESKY_HANDLE, appPassword: 'zzzz-zzzz-zzzz-zzzz' },
        'Bluesky answered 401: AuthenticationRequired: Invalid identifier or password',
      ],
    ]
    for (const [body, words] of cases) {
      const res = await host.client.send('POST', '/api/channels', { ...body, ...settings })
      expect(res.status, res.text).toBe(400)
      expect(res.json.error).toContain(words)
    }
  })

  it('answers bad input with 400 and a sentence', async () => {
    const discord = connectBodies()[0]
    const bad: unknown[] = [
      { ...discord, ...settings, webhookUrl: 'https://example.org/not-a-webhook' },
      { ...discord, ...settings, webhookUrl: 'javascript:alert(1)' },
      { ...discord, ...settings, events: [] },
      { ...discord, ...settings, events: ['sometimes'] },
      { ...discord, ...settings, timeZone: 'Mars/Olympus' },
      { ...discord, ...settings, extra: 1 },
      { network: 'myspace', ...settings },
      { network: 'telegram', botToken: 'nope', chatId: TELEGRAM_CHAT, ...settings },
      { network: 'telegram', botToken: TELEGRAM_TOKEN, chatId: 'chat\nid', ...settings },
      { network: 'bluesky', handle: BLUESKY_HANDLE, appPassword: 'my main password', ...settings },
      { network: 'mastodon', instance: 'mastodon.social', accessToken: MASTODON_TOKEN, ...settings },
      'not an object',
    ]
    for (const body of bad) {
      const res = await host.client.send('POST', '/api/channels', body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.json.error).toMatch(/\w+ .*/)
    }
    const id = (await host.client.get('/api/channels')).json.channels[0].id
    for (const body of [{}, { events: [] }, { timeZone: 'Nowhere/Else' }, { webhookUrl: 'x' }]) {
      const res = await host.client.send('PUT', `/api/channels/${id}`, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(typeof res.json.error).toBe('string')
    }
    expect((await host.client.get('/api/channels?hostId=abc')).status).toBe(400)
  })
})

describe('posting', () => {
  it('posts a new Space to each network once, whatever the number of runs', async () => {
    await createSpaceRow(server, host.user!, { title: 'Café <b>&</b> 日本 talk' })
    await runJob()
    await runJob()
    expect(net.problems).toEqual([])
    expect(postsOf('日本')).toEqual(['bluesky', 'discord', 'mastodon', 'telegram'])
    const telegram = net.posts.find((p) => p.network === 'telegram')
    expect(telegram?.body.text).toContain('Café &#60;b&#62;&#38;&#60;/b&#62; 日本 talk')
    expect(String(telegram?.body.text)).toMatch(/\(Europe\/Paris\)/)
    const mastodon = net.posts.find((p) => p.network === 'mastodon')
    expect(mastodon?.headers['idempotency-key']).toMatch(/^spaces-calendar-post-\d+$/)
  })

  it('posts "live now" once when X says the Space is live', async () => {
    const id = await createSpaceRow(server, host.user!, { title: 'Going live soon' })
    await runJob()
    await server.app.db.updateTable('spaces').set({ x_state: 'live' }).where('id', '=', id).execute()
    await runJob()
    await runJob()
    const live = net.posts.filter(
      (p) =>
        JSON.stringify(p.body).includes('Going live soon') && JSON.stringify(p.body).includes('Live now'),
    )
    expect(live.map((p) => p.network).sort()).toEqual(['bluesky', 'discord', 'mastodon', 'telegram'])
  })

  it('tries again after a 500, shows the network’s error meanwhile, and posts once', async () => {
    net.failNext('discord', 1, 500)
    await createSpaceRow(server, host.user!, { title: 'Retry me please' })
    await runJob()
    expect(postsOf('Retry me please')).toEqual(['bluesky', 'mastodon', 'telegram'])
    const channels = (await host.client.get('/api/channels')).json.channels
    const discord = channels.find((c: { network: string }) => c.network === 'discord')
    expect(discord.waiting).toBe(1)
    const log = (await host.client.get(`/api/channels/${discord.id}/posts`)).json.posts
    expect(log[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      response_code: 500,
      error: 'Discord answered 500: Discord test failure 500',
    })
    await server.app.db
      .updateTable('channel_posts')
      .set({ next_attempt_at: 0 })
      .where('status', '=', 'pending')
      .execute()
    await runJob()
    await runJob()
    expect(postsOf('Retry me please')).toEqual(['bluesky', 'discord', 'mastodon', 'telegram'])
    const after = (await host.client.get(`/api/channels/${discord.id}/posts`)).json.posts
    expect(after[0]).toMatchObject({ status: 'sent', attempts: 2, response_code: 200 })
  })

  it('marks a post failed for good on a 4xx, with the network’s words', async () => {
    net.failNext('telegram', 1, 403)
    await createSpaceRow(server, host.user!, { title: 'Bot was kicked' })
    await runJob()
    const telegram = (await host.client.get('/api/channels')).json.channels.find(
      (c: { network: string }) => c.network === 'telegram',
    )
    expect(telegram.failed).toBe(1)
    const log = (await host.client.get(`/api/channels/${telegram.id}/posts`)).json.posts
    expect(log[0]).toMatchObject({
      status: 'failed',
      response_code: 403,
      error: 'Telegram answered 403: Telegram test failure 403',
    })
  })
})

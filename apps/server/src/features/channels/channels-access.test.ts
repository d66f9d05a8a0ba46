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
import { createSpaceRow, grantRow } from '../../../test/factories'
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

describe('who may', () => {
  it('lets the host and a helper with the Spaces flag, and no one else', async () => {
    const helper = await createActor(server, 'user')
    const linksOnly = await createActor(server, 'user')
    const other = await createActor(server, 'host')
    const anonymous = await createActor(server, 'anonymous')
    await grantRow(server, host.user!, helper.user!, { spaces: true })
    await grantRow(server, host.user!, linksOnly.user!, { links: true })
    const q = `/api/channels?hostId=${host.user!.id}`
    expect((await helper.client.get(q)).status).toBe(200)
    expect((await linksOnly.client.get(q)).status).toBe(403)
    expect((await other.client.get(q)).status).toBe(403)
    expect((await anonymous.client.get(q)).status).toBe(401)
    const body = { ...connectBodies()[0], ...settings, hostId: host.user!.id }
    expect((await linksOnly.client.send('POST', '/api/channels', body)).status).toBe(403)
    expect((await helper.client.send('POST', '/api/channels', body)).status).toBe(201)
    const id = (await host.client.get('/api/channels')).json.channels[0].id
    expect((await other.client.get(`/api/channels/${id}/posts`)).status).toBe(403)
    expect((await linksOnly.client.send('PUT', `/api/channels/${id}`, { timeZone: 'UTC' })).status).toBe(403)
    expect((await other.client.send('DELETE', `/api/channels/${id}`)).status).toBe(403)
    expect(
      (await helper.client.send('PUT', `/api/channels/${id}`, { timeZone: 'UTC' })).json.channel.time_zone,
    ).toBe('UTC')
    expect((await host.client.get('/api/admin/channels')).status).toBe(403)
    expect(
      (await host.client.send('POST', '/api/admin/channels', { ...connectBodies()[0], ...settings })).status,
    ).toBe(403)
    expect((await host.client.get('/api/channels/99999/posts')).status).toBe(404)
  })

  it('lets an admin connect a site-wide channel that posts every host’s Spaces', async () => {
    const admin = await createActor(server, 'admin')
    const res = await admin.client.send('POST', '/api/admin/channels', {
      ...connectBodies()[2],
      events: ['new'],
      timeZone: 'UTC',
    })
    expect(res.status, res.text).toBe(201)
    expect(res.json.channel.scope).toBe('site')
    const otherHost = await createActor(server, 'host')
    await createSpaceRow(server, otherHost.user!, { title: 'Someone else entirely' })
    await runJob()
    expect(postsOf('Someone else entirely')).toEqual(['mastodon'])
    expect((await admin.client.send('DELETE', `/api/channels/${res.json.channel.id}`)).status).toBe(200)
    expect((await admin.client.get('/api/admin/channels')).json.channels).toEqual([])
  })
})

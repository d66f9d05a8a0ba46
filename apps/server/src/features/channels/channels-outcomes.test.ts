import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { escapeHtml } from '@spaces/shared/domain/html-escape'
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
import { createSpaceRow, createSubscriberRow, grantRow } from '../../../test/factories'
import { parseMail } from '../../../test/mail-readers'
import { startTestServer, type TestServer } from '../../../test/test-app'
import { formatStartIn } from '../../i18n/dates'
import { nowSeconds } from '../../lib/time'
import { CHANNELS_JOB } from './channels.job'

/**
 * What becomes of posts and channels: posts in the language of the profile's owner on every network,
 * Post again for a post in doubt, and a channel turned off (its owner told once, in their language)
 * after its credentials are refused or a day of failures.
 */
let net: NetworkServer
let server: TestServer
let host: Actor
const ZONE = 'America/Mexico_City'

const connectBodies = () => [
  { network: 'discord', webhookUrl: `${net.url}/api/webhooks/123/${DISCORD_TOKEN}` },
  { network: 'telegram', botToken: TELEGRAM_TOKEN, chatId: TELEGRAM_CHAT },
  { network: 'mastodon', instance: net.url, accessToken: MASTODON_TOKEN },
  { network: 'bluesky', handle: BLUESKY_HANDLE, appPassword: BLUESKY_PASSWORD },
]
const runJob = () => server.app.jobs.run(CHANNELS_JOB)
const postsOf = (title: string) => net.posts.filter((p) => JSON.stringify(p.body).includes(title))
const channelOf = async (network: string) =>
  (await host.client.get('/api/channels')).json.channels.find(
    (c: { network: string }) => c.network === network,
  )
const mailsTo = async (email: string) => {
  const outbox = path.join(server.config.dataDir, 'outbox')
  const files = await readdir(outbox).catch(() => [])
  const mails = await Promise.all(
    files.map(async (f) => parseMail(await readFile(path.join(outbox, f), 'utf8'))),
  )
  return mails.filter((m) => m.to && JSON.stringify(m.to).includes(email))
}

beforeAll(async () => {
  net = await startNetworkServer()
  server = await startTestServer({
    CHANNELS_TELEGRAM_API_URL: net.url,
    CHANNELS_BLUESKY_SERVICE_URL: net.url,
  })
  host = await createActor(server, 'host')
  await server.app.db.updateTable('users').set({ locale: 'es' }).where('id', '=', host.user!.id).execute()
  await createSubscriberRow(server, { user_id: host.user!.id, email: 'channel-owner@example.test' })
  for (const body of connectBodies()) {
    const res = await host.client.send('POST', '/api/channels', {
      ...body,
      events: ['new', 'live'],
      timeZone: ZONE,
    })
    expect(res.status, res.text).toBe(201)
  }
})
afterAll(async () => {
  await server.close()
  await net.close()
})

describe('posts in the profile’s language', () => {
  it('writes each network’s post in Spanish, the time by Intl in Spanish in the channel’s zone', async () => {
    const start = nowSeconds() + 5 * 3600
    const id = await createSpaceRow(server, host.user!, { title: 'Charla sobre pan', scheduled_start: start })
    await runJob()
    expect(net.problems).toEqual([])
    const when = `${formatStartIn('es', start, ZONE)} (${ZONE})`
    expect(when).not.toBe(`${formatStartIn('en', start, ZONE)} (${ZONE})`)
    const by = (network: string) => postsOf('Charla sobre pan').find((p) => p.network === network)!.body
    const discord = by('discord') as {
      content: string
      embeds: { fields: { name: string; value: string }[] }[]
    }
    expect(discord.content).toBe('Nuevo Space')
    expect(discord.embeds[0]!.fields.map((f) => [f.name, f.value])).toEqual([
      ['Empieza', when],
      ['Página del Space', expect.stringContaining(`/spaces/${id}`)],
    ])
    expect(String(by('telegram').text)).toMatch(/^<b>Nuevo Space<\/b>: <a href=/)
    expect(String(by('telegram').text)).toContain(escapeHtml(when))
    expect(String(by('mastodon').status)).toMatch(/^Nuevo Space: Charla sobre pan\n/)
    expect(String(by('mastodon').status)).toContain(when)
    const record = by('bluesky').record as { text: string; langs: string[] }
    expect(record.langs).toEqual(['es'])
    expect(record.text).toContain(`Nuevo Space: Charla sobre pan\n${when}\n`)

    await server.app.db.updateTable('spaces').set({ x_state: 'live' }).where('id', '=', id).execute()
    await runJob()
    const live = postsOf('Charla sobre pan').filter((p) => JSON.stringify(p.body).includes('En directo'))
    expect(live.map((p) => p.network).sort()).toEqual(['bluesky', 'discord', 'mastodon', 'telegram'])
    expect(String(live.find((p) => p.network === 'mastodon')!.body.status)).toContain(`Empezó el ${when}`)
  })
})

describe('Post again', () => {
  it('posts a post in doubt again on request, only for those who may manage the Spaces', async () => {
    await createSpaceRow(server, host.user!, { title: 'Dudoso', scheduled_start: nowSeconds() + 7200 })
    await runJob()
    const discord = await channelOf('discord')
    const post = (await host.client.get(`/api/channels/${discord.id}/posts`)).json.posts[0]
    expect(post).toMatchObject({ space_title: 'Dudoso', status: 'sent' })
    // As a second instance leaves it when the first died mid-request.
    await server.app.db
      .updateTable('channel_posts')
      .set({ status: 'uncertain', error: 'The server stopped while posting, so this may have been posted.' })
      .where('id', '=', post.id)
      .execute()
    expect((await channelOf('discord')).uncertain).toBe(1)
    const again = `/api/channels/${discord.id}/posts/${post.id}/again`

    const linksOnly = await createActor(server, 'user')
    await grantRow(server, host.user!, linksOnly.user!, { links: true })
    const other = await createActor(server, 'host')
    expect((await linksOnly.client.send('POST', again)).status).toBe(403)
    expect((await other.client.send('POST', again)).status).toBe(403)
    // A path id that is not one names nothing: 404 with a sentence, as every other route answers.
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const res = await host.client.send('POST', `/api/channels/${discord.id}/posts/${bad}/again`)
      expect(res.status, bad).toBe(404)
      expect(res.json.error).toMatch(/\w+ .*/)
    }
    const missing = await host.client.send('POST', `/api/channels/${discord.id}/posts/99999/again`)
    expect(missing.status).toBe(404)

    const res = await host.client.send('POST', again)
    expect(res.status, res.text).toBe(202)
    expect(res.json.post).toMatchObject({ id: post.id, status: 'pending', error: null })
    const twice = await host.client.send('POST', again)
    expect(twice.status).toBe(409)
    // The caller chose Spanish, so the sentence is Spanish.
    expect(twice.json.error).toBe('Solo se puede volver a publicar una publicación dudosa o fallida.')
    await runJob()
    expect(postsOf('Dudoso').filter((p) => p.network === 'discord')).toHaveLength(2)
    expect((await host.client.get(`/api/channels/${discord.id}/posts`)).json.posts[0]).toMatchObject({
      id: post.id,
      status: 'sent',
    })
  })

  it('marks a keyless post whose answer never came on an open connection as in doubt, not to be sent again', async () => {
    net.hold = true
    const before = net.posts.length
    await createSpaceRow(server, host.user!, { title: 'Sin respuesta', scheduled_start: nowSeconds() + 7200 })
    // The senders wait out their 10 s timeout on the held answers.
    await runJob()
    net.hold = false
    expect(net.posts.length - before).toBe(4)
    const status = async (network: string) => {
      const channel = await channelOf(network)
      const posts = (await host.client.get(`/api/channels/${channel.id}/posts`)).json.posts
      return posts.find((p: { space_title: string }) => p.space_title === 'Sin respuesta')
    }
    // Said in the host's language, the reason inside it too (stored in English, as the logs say it).
    expect(await status('discord')).toMatchObject({
      status: 'uncertain',
      error: expect.stringMatching(
        /^El servidor se detuvo mientras publicaba, .* \(Sin respuesta de 127\.0\.0\.1:\d+: No answer within 10 seconds\.\)$/,
      ),
    })
    expect(await status('telegram')).toMatchObject({ status: 'uncertain' })
    expect(await status('mastodon')).toMatchObject({ status: 'pending' })
    await server.app.db
      .updateTable('channel_posts')
      .set({ next_attempt_at: 0 })
      .where('status', '=', 'pending')
      .execute()
    await runJob()
    expect(await status('mastodon')).toMatchObject({ status: 'sent' })
    expect(await status('bluesky')).toMatchObject({ status: 'sent' })
    expect(
      postsOf('Sin respuesta')
        .map((p) => p.network)
        .sort(),
    ).toEqual(['bluesky', 'discord', 'mastodon', 'telegram'])
  }, 30_000)

  it('still tries again a keyless post whose request never left (connection refused)', async () => {
    const telegram = await channelOf('telegram')
    const closed = `http://127.0.0.1:9`
    await server.app.db
      .updateTable('channel_posts')
      .set({ status: 'sent' })
      .where('status', 'in', ['pending', 'uncertain'])
      .execute()
    const original = server.app.config.channels.telegramApiUrl
    ;(server.app.config.channels as { telegramApiUrl: string }).telegramApiUrl = closed
    try {
      await createSpaceRow(server, host.user!, { title: 'Rechazado', scheduled_start: nowSeconds() + 7200 })
      await runJob()
    } finally {
      ;(server.app.config.channels as { telegramApiUrl: string }).telegramApiUrl = original
    }
    const posts = (await host.client.get(`/api/channels/${telegram.id}/posts`)).json.posts
    expect(posts.find((p: { space_title: string }) => p.space_title === 'Rechazado')).toMatchObject({
      status: 'pending',
      error: expect.stringMatching(/refused the connection/),
    })
  })
})

describe('a channel turned off', () => {
  it('turns a channel off when the network refuses its credentials, and mails the owner once, in Spanish', async () => {
    net.failNext('telegram', 1, 401)
    await createSpaceRow(server, host.user!, {
      title: 'Credenciales revocadas',
      scheduled_start: nowSeconds() + 7200,
    })
    await runJob()
    const telegram = await channelOf('telegram')
    expect(telegram).toMatchObject({
      status: 'off',
      off_reason: 'La red rechazó las credenciales del canal, así que el canal se desactivó.',
    })
    const mails = await mailsTo('channel-owner@example.test')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Tu canal de Spaces Calendar en Telegram se desactivó')
    expect(mails[0]!.text).toContain('La red rechazó las credenciales del canal')
    expect(mails[0]!.headers.get('content-language')).toBe('es')

    // Off: nothing more is planned or posted for it, and the owner is not mailed again.
    await createSpaceRow(server, host.user!, { title: 'Tras apagar', scheduled_start: nowSeconds() + 7200 })
    await runJob()
    await runJob()
    expect(
      postsOf('Tras apagar')
        .map((p) => p.network)
        .sort(),
    ).toEqual(['bluesky', 'discord', 'mastodon'])
    expect(await mailsTo('channel-owner@example.test')).toHaveLength(1)

    // Connecting it again turns it back on.
    const res = await host.client.send('POST', '/api/channels', {
      ...connectBodies()[1],
      events: ['new', 'live'],
      timeZone: ZONE,
    })
    expect(res.status, res.text).toBe(201)
    expect(res.json.channel).toMatchObject({ status: 'active', off_reason: null })
  })

  it('turns a channel off after a day of failures, failing its waiting posts', async () => {
    const discord = await channelOf('discord')
    await server.app.db
      .updateTable('channels')
      .set({ failing_since: nowSeconds() - 86_400 - 5 })
      .where('id', '=', discord.id)
      .execute()
    net.failNext('discord', 1, 500)
    await createSpaceRow(server, host.user!, {
      title: 'Un día de fallos',
      scheduled_start: nowSeconds() + 7200,
    })
    await runJob()
    expect(await channelOf('discord')).toMatchObject({
      status: 'off',
      // Stored in English, answered in the owner's saved language.
      off_reason: 'Todas las publicaciones fallaron durante un día, así que el canal se desactivó.',
    })
    const posts = (await host.client.get(`/api/channels/${discord.id}/posts`)).json.posts
    expect(posts[0]).toMatchObject({
      space_title: 'Un día de fallos',
      status: 'failed',
      // Stored in English ("Not sent: Every post failed…"), said in the owner's language.
      error: 'No se envió: Todas las publicaciones fallaron durante un día, así que el canal se desactivó.',
    })
    const stored = await server.app.db
      .selectFrom('channel_posts')
      .select('error')
      .where('id', '=', posts[0].id)
      .executeTakeFirstOrThrow()
    expect(stored.error).toBe('Not sent: Every post failed for a day, so the channel was turned off.')
    expect((await mailsTo('channel-owner@example.test')).map((m) => m.subject)).toContain(
      'Tu canal de Spaces Calendar en Discord se desactivó',
    )
    // Post again turns it back on.
    expect(
      (await host.client.send('POST', `/api/channels/${discord.id}/posts/${posts[0].id}/again`)).status,
    ).toBe(202)
    expect(await channelOf('discord')).toMatchObject({ status: 'active', off_reason: null })
    await runJob()

    // Discord answers 404 for a webhook that was deleted: as final as a refused token.
    net.failNext('discord', 1, 404)
    await createSpaceRow(server, host.user!, {
      title: 'Webhook borrado',
      scheduled_start: nowSeconds() + 7200,
    })
    await runJob()
    expect(await channelOf('discord')).toMatchObject({
      status: 'off',
      off_reason: 'La red rechazó las credenciales del canal, así que el canal se desactivó.',
    })
  })

  it('tells the admins, each in their language, when a site-wide channel is turned off', async () => {
    const admin = await createActor(server, 'admin')
    await server.app.db.updateTable('users').set({ locale: 'ja' }).where('id', '=', admin.user!.id).execute()
    await createSubscriberRow(server, { user_id: admin.user!.id, email: 'site-admin@example.test' })
    const res = await admin.client.send('POST', '/api/admin/channels', {
      ...connectBodies()[2],
      events: ['new'],
      timeZone: 'UTC',
    })
    expect(res.status, res.text).toBe(201)
    // The host's Mastodon channel and the site's both post this Space; both are refused.
    net.failNext('mastodon', 2, 403)
    await createSpaceRow(server, host.user!, {
      title: 'Token revocado',
      scheduled_start: nowSeconds() + 7200,
    })
    await runJob()
    const site = (await admin.client.get('/api/admin/channels')).json.channels[0]
    // The admins' screen says why in the admin's saved language.
    expect(site).toMatchObject({
      scope: 'site',
      status: 'off',
      off_reason: 'ネットワークがチャンネルの認証情報を拒否したため、チャンネルをオフにしました。',
    })
    // So does the post log: the network's refusal, or for a post the channel's turning off stopped, that
    // reason inside its sentence (which post meets which is the job's order).
    const sitePosts = (await admin.client.get(`/api/channels/${site.id}/posts`)).json.posts
    const failed = sitePosts.filter((p: { status: string }) => p.status === 'failed')
    expect(failed.length).toBeGreaterThan(0)
    for (const post of failed) {
      expect([
        'Mastodon の応答は 403 でした: Mastodon test failure 403',
        '送信されませんでした: ネットワークがチャンネルの認証情報を拒否したため、チャンネルをオフにしました。',
      ]).toContain(post.error)
    }
    const mails = await mailsTo('site-admin@example.test')
    expect(mails.map((m) => m.subject)).toEqual(['Mastodon の Spaces Calendar チャンネルがオフになりました'])
    expect(mails[0]!.headers.get('content-language')).toBe('ja')
  })
})

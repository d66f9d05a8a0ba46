import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sealCredentials } from '../src/features/channels/channels.secrets'
import { nowSeconds } from '../src/lib/time'
import {
  BLUESKY_HANDLE,
  BLUESKY_PASSWORD,
  DISCORD_TOKEN,
  MASTODON_TOKEN,
  type NetworkServer,
  startNetworkServer,
  TELEGRAM_CHAT,
  TELEGRAM_TOKEN,
} from './channel-networks'
import { useCrashRig } from './crash-rig'
import { userValues } from './factories'
import { waitForHealth } from './server-process'

/**
 * Kill -9 of the built server while its posts are in flight: each network has taken the post but
 * its answer is held, so the instance dies not knowing. A second instance takes the rows over once
 * the dead one's lease is over: Mastodon (its Idempotency-Key) and Bluesky (the record key) refuse the
 * repeat, so they are sent again and show the post once; Discord and Telegram, which cannot refuse
 * a repeat, are not sent again but marked uncertain for a person's Post again. SQLite, or PostgreSQL
 * with TEST_DATABASE_URL.
 */
const KEY = 'channels-crash-test-key-0123456789abcdef'

const waitFor = async (what: string, done: () => boolean | Promise<boolean>, ms = 30_000) => {
  const deadline = Date.now() + ms
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('kill -9 while channel posts are in flight', () => {
  const rig = useCrashRig({ smtpDelayMs: 0 })
  let net: NetworkServer
  beforeAll(async () => {
    net = await startNetworkServer()
  })
  afterAll(() => net.close())

  it('each network shows the post once: resent where a key refuses repeats, uncertain elsewhere', {
    timeout: 120_000,
  }, async () => {
    const start = (runJobs: boolean) =>
      rig.start({
        RUN_JOBS: String(runJobs),
        CHANNEL_SECRET_KEY: KEY,
        CHANNELS_INTERVAL_SECONDS: '1',
        CHANNELS_TELEGRAM_API_URL: net.url,
        CHANNELS_BLUESKY_SERVICE_URL: net.url,
      })
    start(false)
    await waitForHealth(rig.baseUrl)
    const { db, close } = await rig.openDb()
    try {
      const now = nowSeconds()
      const host = await db
        .insertInto('users')
        .values(userValues('channelcrash', 'host', now))
        .returning('id')
        .executeTakeFirstOrThrow()
      const channels = {
        discord: { webhookUrl: `${net.url}/api/webhooks/123/${DISCORD_TOKEN}` },
        telegram: { botToken: TELEGRAM_TOKEN, chatId: TELEGRAM_CHAT },
        mastodon: { instance: net.url, accessToken: MASTODON_TOKEN },
        bluesky: { handle: BLUESKY_HANDLE, appPassword: BLUESKY_PASSWORD },
      }
      for (const [network, credentials] of Object.entries(channels)) {
        await db
          .insertInto('channels')
          .values({
            scope: `user:${host.id}`,
            owner_id: host.id,
            network: network as 'discord',
            account: network,
            credentials: sealCredentials(KEY, credentials),
            secret_hint: '…test',
            events: 'new',
            time_zone: 'UTC',
            created_by: host.id,
            created_at: now - 5,
            updated_at: now - 5,
          })
          .execute()
      }
      await db
        .insertInto('spaces')
        .values({
          host_id: host.id,
          title: 'Posted through a crash',
          space_url: 'https://x.com/i/spaces/1ChannelCrash',
          scheduled_start: now + 3 * 3600,
          state: 'upcoming',
          created_by: host.id,
          created_at: now,
          updated_at: now,
        })
        .execute()
      await rig.kill()

      // Every network takes the post; no answer comes back, and the instance is killed meanwhile.
      net.hold = true
      start(true)
      await waitFor('the four posts', () => net.posts.length === 4)
      await rig.kill()
      const inFlight = await db
        .selectFrom('channel_posts as p')
        .innerJoin('channels as c', 'c.id', 'p.channel_id')
        .select(['c.network', 'p.status', 'p.attempt_started_at'])
        .orderBy('c.network')
        .execute()
      expect(inFlight.map((r) => [r.network, r.status, r.attempt_started_at !== null])).toEqual([
        ['bluesky', 'pending', false],
        ['discord', 'pending', true],
        ['mastodon', 'pending', false],
        ['telegram', 'pending', true],
      ])

      // The dead instance's lease runs out (here: at once, rather than in two minutes), and a second
      // instance takes over with the networks answering again.
      await db.updateTable('channel_posts').set({ claimed_until: 1 }).execute()
      net.hold = false
      start(true)
      const settled = async () =>
        (await db.selectFrom('channel_posts').select('id').where('status', '=', 'pending').execute())
          .length === 0
      await waitFor('the posts to settle', settled)
      const rows = await db
        .selectFrom('channel_posts as p')
        .innerJoin('channels as c', 'c.id', 'p.channel_id')
        .select(['c.network', 'p.status', 'p.error'])
        .orderBy('c.network')
        .execute()
      expect(rows.map((r) => [r.network, r.status])).toEqual([
        ['bluesky', 'sent'],
        ['discord', 'uncertain'],
        ['mastodon', 'sent'],
        ['telegram', 'uncertain'],
      ])
      expect(rows.find((r) => r.network === 'discord')?.error).toMatch(/may have been posted/)
      expect(net.posts.map((p) => p.network).sort()).toEqual(['bluesky', 'discord', 'mastodon', 'telegram'])
      expect(net.problems).toEqual([])
    } finally {
      await close()
      await rig.kill()
    }
  })
})

/**
 * "Live now" to a channel post: the real app (RUN_JOBS on, the X import and the channels' job on
 * their default intervals, X_SYNC_INTERVAL_SECONDS 60 and CHANNELS_INTERVAL_SECONDS 10) with the X
 * sandbox over HTTP and a Discord channel on a loopback stand-in. A host starts a Space on the
 * sandbox's X side; the figure is the time until Discord receives its "Live now" post. The phase of
 * the start against the import's schedule is whatever it happens to be; the worst case is one import
 * interval plus one channels interval plus the time of the runs (docs/operations.md "Channels").
 */
import { createActor } from '../../apps/server/test/actors'
import { DISCORD_TOKEN, startNetworkServer } from '../../apps/server/test/channel-networks'
import { startTestServer } from '../../apps/server/test/test-app'

export interface ChannelsLiveFigures {
  importIntervalSeconds: number
  channelsIntervalSeconds: number
  /** Seconds from the start on the sandbox to the post, per sample. */
  delaysSeconds: number[]
}

const SAMPLES = Number(process.env.BENCH_LIVE_SAMPLES ?? 1)
const GIVE_UP_MS = 5 * 60 * 1000

export async function benchChannelsLive(log: (text: string) => void): Promise<ChannelsLiveFigures> {
  const net = await startNetworkServer()
  const server = await startTestServer({ RUN_JOBS: 'true', LOG_LEVEL: 'silent' }, { xSandbox: 'self' })
  try {
    const host = await createActor(server, 'host')
    const connect = await host.client.send('POST', '/api/channels', {
      network: 'discord',
      webhookUrl: `${net.url}/api/webhooks/1/${DISCORD_TOKEN}`,
      events: ['live'],
      timeZone: 'UTC',
    })
    if (connect.status !== 201)
      throw new Error(`connecting Discord answered ${connect.status}: ${connect.text}`)
    const delaysSeconds: number[] = []
    for (let i = 0; i < SAMPLES; i += 1) {
      const title = `Bench live ${i} ${Date.now()}`
      const made = await host.client.send('POST', '/x-sandbox/control/spaces', {
        username: host.user?.username,
        title,
        starts_in_minutes: 0,
      })
      if (made.status !== 201) throw new Error(`the sandbox answered ${made.status}: ${made.text}`)
      const started = await host.client.send(
        'POST',
        `/x-sandbox/control/spaces/${made.json.data.id}/start`,
        {},
      )
      if (started.status !== 200) throw new Error(`starting answered ${started.status}: ${started.text}`)
      const t0 = Date.now()
      log(`channels: Space ${i + 1}/${SAMPLES} is live on the sandbox; waiting for its Discord post…`)
      while (!net.posts.some((p) => JSON.stringify(p.body).includes(title))) {
        if (Date.now() - t0 > GIVE_UP_MS) throw new Error('no post within 5 minutes')
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      delaysSeconds.push((Date.now() - t0) / 1000)
    }
    return {
      importIntervalSeconds: server.config.xSync.intervalSeconds,
      channelsIntervalSeconds: server.config.channels.intervalSeconds,
      delaysSeconds,
    }
  } finally {
    await server.close()
    await net.close()
  }
}

/** The report's lines. */
export function channelsLiveSection(
  f: ChannelsLiveFigures,
  line: (text?: string) => void,
  table: (head: string[], rows: string[][]) => void,
): void {
  line('## "Live now": a Space going live on the X sandbox to its Discord post (goal ≤ 120 s)')
  line()
  line(
    `X import every ${f.importIntervalSeconds} s, channels' job every ${f.channelsIntervalSeconds} s; worst case about ${f.importIntervalSeconds + f.channelsIntervalSeconds + 5} s.`,
  )
  line()
  table(
    ['sample', 'seconds', 'goal met'],
    f.delaysSeconds.map((s, i) => [String(i + 1), s.toFixed(1), s <= 120 ? 'yes' : 'no']),
  )
}

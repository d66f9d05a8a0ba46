/**
 * `npx tsx scripts/bench/channels-main.ts`: the webhook deliveries (webhooks.ts, SQLite or
 * BENCH_DATABASE_URL's PostgreSQL) and the "live now" delay to a channel post (channels-live.ts)
 * alone, as JSON; `npm run bench` runs them with everything else.
 */
import { benchChannelsLive } from './channels-live'
import { readSettings } from './config'
import { createBenchDatabase } from './database'
import { benchWebhooks } from './webhooks'

const log = (line: string) => process.stderr.write(`bench: ${line}\n`)
const settings = readSettings([])
const database = settings.pgAdminUrl ? await createBenchDatabase('hooks', settings.pgAdminUrl) : undefined
try {
  log('webhook delivery…')
  const webhooks = await benchWebhooks(database?.databaseUrl)
  log('live now to a Discord post…')
  const channelsLive = await benchChannelsLive(log)
  console.log(JSON.stringify({ webhooks, channelsLive }, null, 2))
} finally {
  await database?.drop()
}

import type { Kysely } from 'kysely'
import type { ChannelsConfig } from '../../config/channels'
import type { Dialect } from '../../db/client'
import type { Database } from '../../db/database'
import type { ChannelFetch } from './networks/network-http'

/** What the channels are handed (app/features.ts). */
export interface ChannelsDeps {
  db: Kysely<Database>
  dialect: Dialect
  /** The site's origin: every post links a Space's page on it. */
  baseUrl: string
  config: ChannelsConfig
  /** The key credentials are sealed with: CHANNEL_SECRET_KEY, else the session secret. */
  sealKey: string
  /** Every request to a network goes through it (the outgoing-request guard). */
  fetch: ChannelFetch
}

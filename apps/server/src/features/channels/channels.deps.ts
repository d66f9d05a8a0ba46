import type { Locale } from '@spaces/shared/i18n/locales'
import type { Kysely } from 'kysely'
import type { ChannelsConfig } from '../../config/channels'
import type { Dialect } from '../../db/client'
import type { Database } from '../../db/database'
import type { Mailer } from '../../lib/mailer'
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
  /** The site's mailer behind the mail hold: tells an owner their channel was turned off. */
  mailer: Mailer
  /** The language of posts and mails for an owner who chose none, and of site-wide channels. */
  defaultLocale: Locale
}

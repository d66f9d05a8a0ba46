import type { TChannelConnectParsed } from '@spaces/shared/schemas/channels'
import type { ChannelNetwork } from '../../db/database'
import { type Message, msg } from '../../i18n/message'
import { AppError } from '../../lib/errors'
import type { ChannelsDeps } from './channels.deps'
import { secretHint } from './channels.secrets'
import { type BlueskyCredentials, checkBluesky, postBluesky } from './networks/bluesky'
import { checkDiscord, type DiscordCredentials, postDiscord } from './networks/discord'
import { checkMastodon, type MastodonCredentials, postMastodon } from './networks/mastodon'
import type { PostContent } from './networks/post-text'
import { checkTelegram, postTelegram, type TelegramCredentials } from './networks/telegram'

/** The registry of senders: one per network, with the real request shapes (networks/). */
export type Credentials = DiscordCredentials | TelegramCredentials | MastodonCredentials | BlueskyCredentials

/** Discord's own hosts: a "Discord webhook" anywhere else is refused in production. */
const DISCORD_HOSTS = new Set(['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com'])

/** The credentials of a connect request, checked for where they send (https only in production). */
export function credentialsOf(
  deps: Pick<ChannelsDeps, 'config'>,
  input: TChannelConnectParsed,
): { credentials: Credentials; hint: string } {
  const { allowLoopback } = deps.config
  const mustBeHttps = (value: string, sentence: Message) => {
    if (!allowLoopback && new URL(value).protocol !== 'https:') {
      throw new AppError('BAD_REQUEST', sentence)
    }
  }
  switch (input.network) {
    case 'discord': {
      mustBeHttps(input.webhookUrl, msg('The Discord webhook URL must be an https address.'))
      if (!allowLoopback && !DISCORD_HOSTS.has(new URL(input.webhookUrl).hostname)) {
        throw new AppError(
          'BAD_REQUEST',
          'A Discord webhook URL starts with https://discord.com/api/webhooks/.',
        )
      }
      return {
        credentials: { webhookUrl: input.webhookUrl.replace(/\/+$/, '') },
        hint: secretHint(input.webhookUrl.replace(/\/+$/, '')),
      }
    }
    case 'telegram':
      return {
        credentials: { botToken: input.botToken, chatId: input.chatId },
        hint: secretHint(input.botToken),
      }
    case 'mastodon': {
      mustBeHttps(input.instance, msg('The Mastodon instance must be an https address.'))
      return {
        credentials: { instance: new URL(input.instance).origin, accessToken: input.accessToken },
        hint: secretHint(input.accessToken),
      }
    }
    case 'bluesky':
      return {
        credentials: { handle: input.handle, appPassword: input.appPassword },
        hint: secretHint(input.appPassword),
      }
  }
}

/** Checks the credentials with the network (no post is made): the account the channel posts as. */
export function checkChannel(
  deps: ChannelsDeps,
  network: ChannelNetwork,
  credentials: Credentials,
): Promise<string> {
  const { fetch, config } = deps
  switch (network) {
    case 'discord':
      return checkDiscord(fetch, credentials as DiscordCredentials)
    case 'telegram':
      return checkTelegram(fetch, config.telegramApiUrl, credentials as TelegramCredentials)
    case 'mastodon':
      return checkMastodon(fetch, credentials as MastodonCredentials)
    case 'bluesky':
      return checkBluesky(fetch, config.blueskyServiceUrl, credentials as BlueskyCredentials)
  }
}

/**
 * Whether the network refuses a repeat of a post by a key of its own (Mastodon's Idempotency-Key,
 * Bluesky's record key): sending again after an unknown outcome is then safe. Discord and Telegram
 * have no such key, so a post that may have arrived is never sent again on its own.
 */
export function refusesRepeats(network: ChannelNetwork): boolean {
  return network === 'mastodon' || network === 'bluesky'
}

/** Posts one event's message to the network. */
export function postToChannel(
  deps: ChannelsDeps,
  network: ChannelNetwork,
  credentials: Credentials,
  content: PostContent,
): Promise<{ status: number; remoteUrl: string | null }> {
  const { fetch, config } = deps
  switch (network) {
    case 'discord':
      return postDiscord(fetch, credentials as DiscordCredentials, content)
    case 'telegram':
      return postTelegram(fetch, config.telegramApiUrl, credentials as TelegramCredentials, content)
    case 'mastodon':
      return postMastodon(fetch, credentials as MastodonCredentials, content)
    case 'bluesky':
      return postBluesky(fetch, config.blueskyServiceUrl, credentials as BlueskyCredentials, content)
  }
}

import { ConfigError } from './env'

/** Posts to Discord, Telegram, Mastodon and Bluesky (features/channels/). */
export interface ChannelsConfig {
  /**
   * CHANNEL_SECRET_KEY: the key channel credentials are sealed with (AES-256-GCM). Unset: derived
   * from the session secret, so rotating SESSION_SECRET then asks every channel to reconnect.
   */
  secretKey: string | undefined
  /** CHANNELS_TELEGRAM_API_URL: the Bot API (https://api.telegram.org, or a self-hosted Bot API server). */
  telegramApiUrl: string
  /** CHANNELS_BLUESKY_SERVICE_URL: the PDS accounts sign in on (https://bsky.social). */
  blueskyServiceUrl: string
  /** CHANNELS_INTERVAL_SECONDS: how often each instance looks for Spaces to announce and posts. */
  intervalSeconds: number
  /** Outside production: http and loopback destinations too (the local test servers). */
  allowLoopback: boolean
}

function url(
  env: Record<string, string | undefined>,
  name: string,
  fallback: string,
  isProduction: boolean,
): string {
  const value = env[name]?.trim()
  if (!value) return fallback
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new ConfigError(`${name} must be an http(s) URL such as ${fallback}.`)
  }
  if (isProduction && new URL(value).protocol !== 'https:') {
    throw new ConfigError(`${name} must be an https URL in production.`)
  }
  return value.replace(/\/+$/, '')
}

export function channelsConfig(
  env: Record<string, string | undefined>,
  isProduction: boolean,
): ChannelsConfig {
  const key = env.CHANNEL_SECRET_KEY?.trim()
  if (key && key.length < 32) throw new ConfigError('CHANNEL_SECRET_KEY must be at least 32 characters long.')
  const interval = env.CHANNELS_INTERVAL_SECONDS?.trim()
  if (interval && !/^[1-9]\d{0,4}$/.test(interval)) {
    throw new ConfigError('CHANNELS_INTERVAL_SECONDS must be a whole number of seconds from 1 to 99999.')
  }
  return {
    secretKey: key || undefined,
    telegramApiUrl: url(env, 'CHANNELS_TELEGRAM_API_URL', 'https://api.telegram.org', isProduction),
    blueskyServiceUrl: url(env, 'CHANNELS_BLUESKY_SERVICE_URL', 'https://bsky.social', isProduction),
    intervalSeconds: interval ? Number(interval) : 10,
    allowLoopback: !isProduction,
  }
}

import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'

describe('the channels configuration', () => {
  it('defaults to the real Telegram and Bluesky, a 10 s job and a key derived from the session secret', () => {
    expect(loadConfig({}).channels).toEqual({
      secretKey: undefined,
      telegramApiUrl: 'https://api.telegram.org',
      blueskyServiceUrl: 'https://bsky.social',
      intervalSeconds: 10,
      allowLoopback: true,
    })
    expect(loadConfig({ NODE_ENV: 'production', X_SANDBOX: 'on' }).channels.allowLoopback).toBe(false)
  })

  it('refuses a short key, a bad interval and a non-https service in production, naming the variable', () => {
    expect(() => loadConfig({ CHANNEL_SECRET_KEY: 'short' })).toThrow(
      /CHANNEL_SECRET_KEY must be at least 32/,
    )
    expect(() => loadConfig({ CHANNELS_INTERVAL_SECONDS: '0' })).toThrow(/CHANNELS_INTERVAL_SECONDS/)
    expect(() => loadConfig({ CHANNELS_TELEGRAM_API_URL: 'ftp://x' })).toThrow(/CHANNELS_TELEGRAM_API_URL/)
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        X_SANDBOX: 'on',
        CHANNELS_BLUESKY_SERVICE_URL: 'http://pds.example',
      }),
    ).toThrow(/CHANNELS_BLUESKY_SERVICE_URL must be an https URL/)
    expect(() => loadConfig({ X_SYNC_CALLS_PER_WINDOW: '0' })).toThrow(/X_SYNC_CALLS_PER_WINDOW/)
  })
})

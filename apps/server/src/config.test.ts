import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('defaults to SQLite in ./data, port 3000 and the X sandbox', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir.endsWith(`${path.sep}data`)).toBe(true)
    expect(config.x.mode).toBe('sandbox')
    expect(config.seedDemoData).toBe(true)
    expect(config.baseUrl).toBe('http://localhost:3000')
  })

  it('uses live X, and never seeds, when X credentials are set', () => {
    const config = loadConfig({
      X_CLIENT_ID: 'abc',
      X_CLIENT_SECRET: 'def',
      BASE_URL: 'https://spaces.example.org/',
    })
    expect(config.x.mode).toBe('live')
    expect(config.x.authorizeUrl).toBe('https://x.com/i/oauth2/authorize')
    expect(config.seedDemoData).toBe(false)
    expect(config.baseUrl).toBe('https://spaces.example.org')
  })

  it.each([
    [{ NODE_ENV: 'production' }],
    [{ BASE_URL: 'https://spaces.example.org' }],
    [{ NODE_ENV: 'production', X_MODE: 'sandbox', X_CLIENT_ID: 'abc' }],
    [{ BASE_URL: 'https://spaces.example.org', X_SANDBOX: 'off' }],
  ])('refuses the sandbox in production: %j', (env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(/^X_CLIENT_ID is required in production/)
  })

  it('runs a public demo on the sandbox only with X_SANDBOX=on, without admins', () => {
    const config = loadConfig({ BASE_URL: 'https://demo.example.org', X_SANDBOX: 'on' })
    expect(config.isProduction).toBe(true)
    expect(config.x.mode).toBe('sandbox')
    expect(config.x.publicDemo).toBe(true)
    expect(loadConfig({}).x.publicDemo).toBe(false)
    expect(loadConfig({}).isProduction).toBe(false)
  })

  it('reads the limits, Redis and proxy trust', () => {
    const defaults = loadConfig({})
    expect(defaults.limits).toEqual({
      authPerMinute: 20,
      writesPerMinute: 60,
      spacesPerHostPerDay: 200,
      mailsPerHour: 10,
      imagesPerMinute: 30,
    })
    expect(defaults.trustProxy).toBe(false)
    expect(defaults.redisUrl).toBeUndefined()
    const set = loadConfig({
      RATE_LIMIT_AUTH_PER_MINUTE: '5',
      RATE_LIMIT_WRITES_PER_MINUTE: '30',
      SPACES_PER_HOST_PER_DAY: '50',
      RATE_LIMIT_MAILS_PER_HOUR: '3',
      RATE_LIMIT_IMAGES_PER_MINUTE: '7',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: '1',
    })
    expect(set.limits).toEqual({
      authPerMinute: 5,
      writesPerMinute: 30,
      spacesPerHostPerDay: 50,
      mailsPerHour: 3,
      imagesPerMinute: 7,
    })
    expect(set.redisUrl).toBe('redis://127.0.0.1:6379')
    expect(set.trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1')
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
  })

  it('reads the newsletter settings', () => {
    expect(loadConfig({}).newsletter).toEqual({
      doubleOptIn: true,
      ratePerMinute: 600,
      webhookSecret: undefined,
      leaseSeconds: 60,
      retrySeconds: 30,
    })
    const set = loadConfig({
      NEWSLETTER_DOUBLE_OPT_IN: 'off',
      NEWSLETTER_RATE_PER_MINUTE: '60',
      NEWSLETTER_WEBHOOK_SECRET: 'sixteen-chars-or-more',
    })
    expect(set.newsletter).toMatchObject({
      doubleOptIn: false,
      ratePerMinute: 60,
      webhookSecret: 'sixteen-chars-or-more',
    })
    expect(() => loadConfig({ NEWSLETTER_WEBHOOK_SECRET: 'short' })).toThrow(
      /NEWSLETTER_WEBHOOK_SECRET must be at least 16/,
    )
    expect(() => loadConfig({ NEWSLETTER_DOUBLE_OPT_IN: 'maybe' })).toThrow(
      /NEWSLETTER_DOUBLE_OPT_IN must be on or off/,
    )
  })

  it('reads the X import: every 300 s by default, the sandbox token, 0 for Sync now only, off without a bearer token on real X', () => {
    expect(loadConfig({}).xSync).toEqual({ intervalSeconds: 300, offReason: null })
    expect(loadConfig({}).x.bearerToken).toBe('sandbox-app-token')
    expect(loadConfig({ X_SYNC_INTERVAL_SECONDS: '0' }).xSync.intervalSeconds).toBe(0)
    const live = { X_CLIENT_ID: 'abc', X_CLIENT_SECRET: 'def' }
    expect(loadConfig(live).xSync.offReason).toContain('X_BEARER_TOKEN is not set')
    expect(loadConfig({ ...live, X_BEARER_TOKEN: 'token' }).xSync.offReason).toBeNull()
  })

  it('normalises ADMIN_USERNAMES', () => {
    expect(loadConfig({ ADMIN_USERNAMES: ' @Alice, bob ,,' }).adminUsernames).toEqual(['alice', 'bob'])
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number between 0 and 65535 (got "abc").'],
    [{ PORT: '70000' }, 'PORT must be a whole number between 0 and 65535 (got "70000").'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a PostgreSQL URL'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a PostgreSQL URL'],
    [{ BASE_URL: 'ftp://x' }, 'BASE_URL must be an http(s) URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters long'],
    [{ X_MODE: 'live' }, 'X_CLIENT_ID is required when X_MODE=live'],
    [{ X_SANDBOX: 'yes' }, 'X_SANDBOX must be on or off'],
    [{ RATE_LIMIT_AUTH_PER_MINUTE: '0' }, 'RATE_LIMIT_AUTH_PER_MINUTE must be a whole number of at least 1'],
    [{ SPACES_PER_HOST_PER_DAY: 'lots' }, 'SPACES_PER_HOST_PER_DAY must be a whole number of at least 1'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL must be a redis:// or rediss:// URL'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY must be true, false, a number of proxy hops'],
    [{ X_SYNC_INTERVAL_SECONDS: '5m' }, 'X_SYNC_INTERVAL_SECONDS must be a whole number of seconds'],
  ])('refuses %j with one clear sentence', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })
})

describe('start-up with a wrong configuration', () => {
  const main = path.resolve(__dirname, 'main.ts')
  const tsx = path.resolve(__dirname, '../../../node_modules/.bin/tsx')

  it.each([
    [{ PORT: 'abc' }, 'Configuration error: PORT must be a whole number between 0 and 65535 (got "abc").'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'Configuration error: DATABASE_URL must be a PostgreSQL URL'],
    [
      { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', PORT: '0' },
      'Cannot connect to the database (DATABASE_URL)',
    ],
    // Issue 8, finding 1: a production start without X credentials never mounts the sandbox.
    [{ BASE_URL: 'https://example.test' }, 'Configuration error: X_CLIENT_ID is required in production'],
    [{ NODE_ENV: 'production' }, 'Configuration error: X_CLIENT_ID is required in production'],
  ])('stops with exactly one line for %j', (env, line) => {
    const result = spawnSync(tsx, [main], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(result.status).toBe(1)
    const lines = result.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(line)
    expect(result.stdout.trim()).toBe('')
  })
})

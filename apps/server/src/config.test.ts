import { execFile } from 'node:child_process'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { ConfigError, loadConfig, maskSecrets } from './config'

function errorOf(run: () => unknown): Error {
  try {
    run()
  } catch (err) {
    return err as Error
  }
  throw new Error('expected an error')
}

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

  it('listens on loopback with the sandbox on a development machine, on every interface otherwise, unless HOST says', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1')
    expect(loadConfig({ X_MODE: 'sandbox', X_CLIENT_ID: 'abc' }).host).toBe('127.0.0.1')
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
    expect(loadConfig({ X_CLIENT_ID: 'abc', X_CLIENT_SECRET: 'def' }).host).toBe('0.0.0.0')
    const production = { NODE_ENV: 'production', X_CLIENT_ID: 'abc', X_CLIENT_SECRET: 'def' }
    expect(loadConfig(production).host).toBe('0.0.0.0')
    expect(loadConfig({ ...production, HOST: '127.0.0.1' }).host).toBe('127.0.0.1')
    expect(loadConfig({ NODE_ENV: 'production', X_SANDBOX: 'on' }).host).toBe('0.0.0.0')
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
      readsPerMinute: 300,
      tokenRequestsPerMinute: 120,
    })
    expect(defaults.outgoing).toEqual({
      policy: { allowHttp: true, allowLoopback: true, allowPrivate: false },
      webhookTimeoutMs: 10_000,
      webhookRetrySeconds: 30,
    })
    expect(
      loadConfig({ NODE_ENV: 'production', X_SANDBOX: 'on', OUTGOING_ALLOW_PRIVATE: 'true' }).outgoing.policy,
    ).toEqual({
      allowHttp: false,
      allowLoopback: false,
      allowPrivate: true,
    })
    expect(() => loadConfig({ OUTGOING_ALLOW_PRIVATE: 'yes' })).toThrow(
      /OUTGOING_ALLOW_PRIVATE must be true or false/,
    )
    expect(defaults.trustProxy).toBe(false)
    expect(defaults.redisUrl).toBeUndefined()
    const set = loadConfig({
      RATE_LIMIT_AUTH_PER_MINUTE: '5',
      RATE_LIMIT_WRITES_PER_MINUTE: '30',
      SPACES_PER_HOST_PER_DAY: '50',
      RATE_LIMIT_MAILS_PER_HOUR: '3',
      RATE_LIMIT_IMAGES_PER_MINUTE: '7',
      RATE_LIMIT_READS_PER_MINUTE: '9',
      RATE_LIMIT_TOKEN_REQUESTS_PER_MINUTE: '11',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: '1',
    })
    expect(set.limits).toEqual({
      authPerMinute: 5,
      writesPerMinute: 30,
      spacesPerHostPerDay: 50,
      mailsPerHour: 3,
      imagesPerMinute: 7,
      readsPerMinute: 9,
      tokenRequestsPerMinute: 11,
    })
    expect(set.redisUrl).toBe('redis://127.0.0.1:6379')
    expect(set.trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1')
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
  })

  it('reads NEWSLETTER_POSTAL_ADDRESS, and warns in production without it', () => {
    const address = 'Spaces Calendar, 1 Example Street, Springfield 12345'
    expect(loadConfig({ NEWSLETTER_POSTAL_ADDRESS: ` ${address} ` }).newsletter).toMatchObject({
      postalAddress: address,
      postalAddressWarning: null,
    })
    const production = { NODE_ENV: 'production', X_CLIENT_ID: 'client' }
    expect(loadConfig(production).newsletter.postalAddressWarning).toMatch(
      /^NEWSLETTER_POSTAL_ADDRESS is not set: newsletter emails go out without a postal address/,
    )
    expect(
      loadConfig({ ...production, NEWSLETTER_POSTAL_ADDRESS: address }).newsletter.postalAddressWarning,
    ).toBeNull()
    expect(loadConfig({ NEWSLETTER_POSTAL_ADDRESS: '  ' }).newsletter.postalAddress).toBeUndefined()
    expect(() => loadConfig({ NEWSLETTER_POSTAL_ADDRESS: 'line one\nline two' })).toThrow(
      /NEWSLETTER_POSTAL_ADDRESS must be one line/,
    )
  })

  it('reads the newsletter settings', () => {
    expect(loadConfig({}).newsletter).toEqual({
      doubleOptIn: true,
      ratePerMinute: 600,
      webhookSecret: undefined,
      leaseSeconds: 60,
      postalAddress: undefined,
      postalAddressWarning: null,
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

  it('reads the mail hold and how long mail outages are waited out', () => {
    expect(loadConfig({}).mail).toEqual({
      holdOnThisInstance: false,
      retrySeconds: 30,
      giveUpSeconds: 86_400,
    })
    expect(
      loadConfig({ MAIL_HOLD: 'on', NEWSLETTER_RETRY_SECONDS: '2', MAIL_GIVE_UP_HOURS: '48' }).mail,
    ).toEqual({ holdOnThisInstance: true, retrySeconds: 2, giveUpSeconds: 48 * 3600 })
    expect(loadConfig({ MAIL_HOLD: 'off' }).mail.holdOnThisInstance).toBe(false)
    expect(() => loadConfig({ MAIL_HOLD: 'yes' })).toThrow(/^MAIL_HOLD must be on or off \(got "yes"\)\.$/)
    for (const hours of ['0', '721', '1.5', '-3', 'day']) {
      expect(() => loadConfig({ MAIL_GIVE_UP_HOURS: hours }), hours).toThrow(
        /^MAIL_GIVE_UP_HOURS must be a whole number of hours from 1 to 720/,
      )
    }
  })

  it('reads the X import: every 60 s by default, the sandbox token, 0 for Sync now only, off without a bearer token on real X', () => {
    expect(loadConfig({}).xSync).toEqual({ intervalSeconds: 60, callsPerWindow: 150, offReason: null })
    expect(loadConfig({}).x.bearerToken).toBe('sandbox-app-token')
    expect(loadConfig({ X_SYNC_INTERVAL_SECONDS: '0' }).xSync.intervalSeconds).toBe(0)
    const live = { X_CLIENT_ID: 'abc', X_CLIENT_SECRET: 'def' }
    expect(loadConfig(live).xSync.offReason).toContain('X_BEARER_TOKEN is not set')
    expect(loadConfig({ ...live, X_BEARER_TOKEN: 'token' }).xSync.offReason).toBeNull()
  })

  it('reads the share-image drawing bound and the connection limits', () => {
    const defaults = loadConfig({})
    expect(defaults.shareImages).toEqual({ drawsAtOnce: 1, drawsWaiting: 4 })
    expect(defaults.connections).toEqual({ requestTimeoutSeconds: 30, maxPerIp: 50 })
    const set = loadConfig({
      SHARE_IMAGE_DRAWS_AT_ONCE: '2',
      SHARE_IMAGE_DRAWS_WAITING: '0',
      REQUEST_TIMEOUT_SECONDS: '10',
      MAX_CONNECTIONS_PER_IP: '0',
    })
    expect(set.shareImages).toEqual({ drawsAtOnce: 2, drawsWaiting: 0 })
    expect(set.connections).toEqual({ requestTimeoutSeconds: 10, maxPerIp: 0 })
    expect(() => loadConfig({ SHARE_IMAGE_DRAWS_AT_ONCE: '0' })).toThrow(
      'SHARE_IMAGE_DRAWS_AT_ONCE must be a whole number of at least 1',
    )
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(
      'REQUEST_TIMEOUT_SECONDS must be a whole number of at least 1',
    )
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_IP: 'lots' })).toThrow(
      'MAX_CONNECTIONS_PER_IP must be a whole number (0 turns the cap off)',
    )
  })

  it('reads the shutdown timing, and refuses a timeout that the drain would use up', () => {
    expect(loadConfig({}).shutdown).toEqual({ drainSeconds: 5, timeoutSeconds: 30 })
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '0', SHUTDOWN_TIMEOUT_SECONDS: '1' }).shutdown).toEqual({
      drainSeconds: 0,
      timeoutSeconds: 1,
    })
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: 'soon' })).toThrow(
      'SHUTDOWN_DRAIN_SECONDS must be a whole number of seconds (0: no drain) (got "soon").',
    )
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toThrow(
      'SHUTDOWN_TIMEOUT_SECONDS must be a whole number of at least 1',
    )
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '30' })).toThrow(
      'SHUTDOWN_TIMEOUT_SECONDS (30) must be greater than SHUTDOWN_DRAIN_SECONDS (30): the drain is counted in it.',
    )
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

describe('metrics (METRICS_TOKEN, METRICS_PORT, METRICS_HOST)', () => {
  it('are off by default, on loopback when a port is given', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' })
    const token = 'a-token-of-sixteen-or-more'
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464' }).metrics).toEqual({
      token,
      port: 9464,
      host: '127.0.0.1',
    })
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics.host).toBe('10.0.0.5')
  })

  it.each([
    [{ METRICS_PORT: 'abc' }, 'METRICS_PORT must be a whole number between 1 and 65535 (got "abc").'],
    [{ METRICS_PORT: '0' }, 'METRICS_PORT must be a whole number between 1 and 65535 (got "0").'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT must be a whole number between 1 and 65535 (got "70000").'],
    [{ PORT: '3000', METRICS_PORT: '3000' }, 'METRICS_PORT (3000) must differ from PORT'],
  ])('refuses %j with one clear sentence', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })
})

describe('configuration errors never show a secret', () => {
  const SECRET = 'hunter2hunter2'

  it.each([
    [{ SESSION_SECRET: SECRET }, 'SESSION_SECRET must be at least 32 characters long'],
    [{ NEWSLETTER_WEBHOOK_SECRET: 'hunter2' }, 'NEWSLETTER_WEBHOOK_SECRET must be at least 16'],
    [{ METRICS_TOKEN: 'hunter2' }, 'METRICS_TOKEN must be at least 16 characters long'],
    [{ METRICS_TOKEN: 'hunter2 hunter2 hunter2' }, 'METRICS_TOKEN must be printable ASCII without spaces'],
  ])('names the variable, not the value: %j', (env, message) => {
    const error = errorOf(() => loadConfig(env))
    expect(error).toBeInstanceOf(ConfigError)
    expect(error.message).toContain(message)
    expect(error.message).not.toContain('hunter2')
  })

  it.each([
    [
      { DATABASE_URL: `mysql://app:${SECRET}@db.example.org/spaces` },
      'mysql://app:***@db.example.org/spaces',
    ],
    [{ DATABASE_URL: `postgres://app:${SECRET}@` }, 'postgres://app:***@'],
    [{ DATABASE_URL: `mysql://db.example.org/spaces?user=app&password=${SECRET}` }, 'password=***'],
    // An SMTP user name may be an API token: the whole user information is masked.
    [{ SMTP_URL: `http://mailer:${SECRET}@smtp.example.org:587` }, 'http://***@smtp.example.org:587'],
    [{ SMTP_URL: `smtps://${SECRET}@[::1:587` }, 'smtps://***@[::1:587'],
    [{ SMTP_URL: `smtps://us:er:${SECRET}@[::1:587` }, 'SMTP_URL is not a URL that can be read'],
    [{ REDIS_URL: `http://:${SECRET}@127.0.0.1:6379` }, 'http://:***@127.0.0.1:6379'],
    [{ REDIS_URL: `http://default:p@ss:${SECRET}@127.0.0.1:6379` }, 'http://default:***@127.0.0.1:6379'],
  ])('shows a URL with its password masked: %j', (env, shown) => {
    const error = errorOf(() => loadConfig(env))
    expect(error).toBeInstanceOf(ConfigError)
    expect(error.message).toContain(shown)
    expect(error.message).not.toContain(SECRET)
  })

  it('still shows values that are not secrets, to help fix them', () => {
    expect(errorOf(() => loadConfig({ PORT: 'abc' })).message).toContain('(got "abc")')
    expect(errorOf(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).message).toContain(
      '(got "http://127.0.0.1:6379")',
    )
  })

  it('masks the secrets of the environment in any start-up line', () => {
    const env = {
      SESSION_SECRET: 'a-session-secret-of-32-characters!!',
      NEWSLETTER_WEBHOOK_SECRET: 'webhook-secret-1234',
      DATABASE_URL: `postgres://app:${SECRET}@127.0.0.1:5432/spaces`,
    }
    const line = maskSecrets(
      `failed: a-session-secret-of-32-characters!! webhook-secret-1234 postgres://app:${SECRET}@127.0.0.1:5432/spaces ${SECRET}`,
      env,
    )
    expect(line).toBe('failed: *** *** postgres://app:***@127.0.0.1:5432/spaces ***')
  })
})

/** The built server (the bundle `npm start` runs) started with only `env`: its exit code and output. */
function startBuilt(
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      inject('serverArgs'),
      { env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, encoding: 'utf8', timeout: 30_000 },
      (_error, stdout, stderr) => resolve({ status: child.exitCode, stdout, stderr }),
    )
  })
}

// Each case is a process of its own that stops at once, so they run side by side.
describe.concurrent('start-up with a wrong configuration', () => {
  it.for<[Record<string, string>, string]>([
    [{ PORT: 'abc' }, 'Configuration error: PORT must be a whole number between 0 and 65535 (got "abc").'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'Configuration error: DATABASE_URL must be a PostgreSQL URL'],
    [
      { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', PORT: '0' },
      'Cannot connect to the database (DATABASE_URL)',
    ],
    // A production start without X credentials never mounts the sandbox.
    [{ BASE_URL: 'https://example.test' }, 'Configuration error: X_CLIENT_ID is required in production'],
    [{ NODE_ENV: 'production' }, 'Configuration error: X_CLIENT_ID is required in production'],
    // The line names the variable, never a secret or a URL's password.
    [
      { SESSION_SECRET: 'hunter2' },
      'Configuration error: SESSION_SECRET must be at least 32 characters long',
    ],
    [
      { NEWSLETTER_WEBHOOK_SECRET: 'hunter2' },
      'Configuration error: NEWSLETTER_WEBHOOK_SECRET must be at least 16 characters long',
    ],
    [{ DATABASE_URL: 'mysql://app:hunter2@localhost/db' }, 'mysql://app:***@localhost/db'],
    [{ SMTP_URL: 'mail://app:hunter2@localhost' }, 'mail://***@localhost'],
    [
      { SMTP_URL: 'smtps://us:er:hunter2@[::1:587' },
      'Configuration error: SMTP_URL is not a URL that can be read',
    ],
    [{ REDIS_URL: 'tcp://:hunter2@localhost:6379' }, 'tcp://:***@localhost:6379'],
  ])('stops with exactly one line for %j', async ([env, line], { expect }) => {
    const result = await startBuilt(env)
    expect(result.status).toBe(1)
    const lines = result.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(line)
    expect(lines[0]).not.toContain('hunter2')
    expect(result.stdout.trim()).toBe('')
  })
})

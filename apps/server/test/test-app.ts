import { createServer } from 'node:net'
import { type AppOptions, buildApp } from '../src/app'
import type { App } from '../src/app-types'
import { type AppConfig, loadConfig } from '../src/config'
import { createTestDatabase, type TestDatabase } from './test-db'

export interface TestServer {
  app: App
  baseUrl: string
  config: AppConfig
  close: () => Promise<void>
}

/**
 * Limits high enough that no ordinary test meets them; the tests of the limits set their own.
 * Each server gets its own Redis key prefix, so runs sharing a Redis never share counters.
 */
const TEST_LIMITS = {
  RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  RATE_LIMIT_TOKEN_REQUESTS_PER_MINUTE: '100000',
  SPACES_PER_HOST_PER_DAY: '100000',
  RATE_LIMIT_MAILS_PER_HOUR: '100000',
  RATE_LIMIT_READS_PER_MINUTE: '100000',
  MAX_CONNECTIONS_PER_IP: '100000',
}

/** A free TCP port on 127.0.0.1, so BASE_URL (and the OAuth callback) can name it before listening. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

/** The real app on a real HTTP port (127.0.0.1), with a database of its own unless one is given. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    database?: TestDatabase
    /** The X client calls this sandbox over real HTTP: `self` is the server's own (X_API_BASE). */
    xSandbox?: 'self' | string
    /** Stand-ins for parts of the app (buildApp's options). */
    app?: AppOptions
    /** Adds to the app before it listens (a route or hook only a test needs). */
    extend?: (app: App) => void | Promise<void>
  } = {},
): Promise<TestServer> {
  const database: TestDatabase = options.database ?? (await createTestDatabase())
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    PORT: String(port),
    BASE_URL: baseUrl,
    LOG_LEVEL: 'silent',
    RUN_JOBS: 'false',
    WEB_DIST_DIR: '/nonexistent',
    REDIS_KEY_PREFIX: `spaces-test-${process.pid}-${port}:`,
    ...TEST_LIMITS,
    ...(options.xSandbox
      ? { X_API_BASE: `${options.xSandbox === 'self' ? baseUrl : options.xSandbox}/x-sandbox/2` }
      : {}),
    ...env,
  })
  const app = await buildApp(config, options.app)
  await options.extend?.(app)
  await app.listen({ port, host: '127.0.0.1' })
  return {
    app,
    baseUrl,
    config,
    close: async () => {
      await app.close()
      if (!options.database) await database.drop()
    },
  }
}

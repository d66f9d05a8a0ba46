import type { AddressInfo } from 'node:net'
import { buildApp } from '../src/app'
import type { App } from '../src/app-types'
import { type AppConfig, loadConfig } from '../src/config'
import { createTestDatabase, type TestDatabase } from './test-db'

export interface TestServer {
  app: App
  baseUrl: string
  config: AppConfig
  close: () => Promise<void>
}

/** The real app on a real HTTP port (127.0.0.1, random), with a database of its own. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database: TestDatabase = await createTestDatabase()
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    LOG_LEVEL: 'silent',
    RUN_JOBS: 'false',
    WEB_DIST_DIR: '/nonexistent',
    ...env,
  })
  const app = await buildApp(config)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return {
    app,
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    close: async () => {
      await app.close()
      await database.drop()
    },
  }
}

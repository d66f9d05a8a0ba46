import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll } from 'vitest'
import { createDb, type DbHandle } from '../src/db/client'
import { spawnServer } from './server-process'
import { type SmtpCatcher, startSmtpCatcher } from './smtp-catcher'
import { freePort } from './test-app'
import { createTestDatabase, type TestDatabase } from './test-db'

/**
 * The built server on a test database of its own, mailing an SMTP catcher slow enough that a kill -9
 * lands mid-work, for tests that kill it and start it again. Call it inside a
 * `describe`: it registers its own set-up and clean-up there; its fields are set once `beforeAll` ran.
 */
export interface CrashRig {
  smtp: SmtpCatcher
  database: TestDatabase
  baseUrl: string
  /**
   * Starts the server with the rig's environment and `env` on top; the one `kill` stops next.
   * `stdio: 'pipe'` keeps its output (the log) readable.
   */
  start: (env: Record<string, string>, options?: { stdio?: 'ignore' | 'pipe' }) => ChildProcess
  /** kill -9 of the running server; resolves once it has exited. */
  kill: () => Promise<void>
  /** A connection of the test's own to the server's database. */
  openDb: () => Promise<DbHandle>
}

export function useCrashRig(options: { smtpDelayMs: number }): CrashRig {
  let child: ChildProcess | undefined
  const rig = {} as CrashRig
  beforeAll(async () => {
    const smtp = await startSmtpCatcher({ delayMs: options.smtpDelayMs })
    const database = await createTestDatabase()
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    Object.assign(rig, {
      smtp,
      database,
      baseUrl,
      start: (env: Record<string, string>, options: { stdio?: 'ignore' | 'pipe' } = {}) => {
        child = spawnServer(
          {
            PORT: String(port),
            BASE_URL: baseUrl,
            DATA_DIR: database.dataDir,
            ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
            SEED_DEMO_DATA: 'false',
            LOG_LEVEL: 'error',
            SMTP_URL: smtp.url,
            NEWSLETTER_RATE_PER_MINUTE: '100000',
            ...env,
          },
          options,
        )
        return child
      },
      kill: async () => {
        const running = child
        if (!running || running.exitCode !== null) return
        const exited = new Promise((resolve) => running.once('exit', resolve))
        running.kill('SIGKILL')
        await exited
      },
      openDb: () => createDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir }),
    } satisfies CrashRig)
  })
  afterAll(async () => {
    child?.kill('SIGKILL')
    await rig.smtp?.close()
    await rig.database?.drop()
  })
  return rig
}

import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * One server per Playwright worker, each on its own port with its own data, so workers never see
 * each other's writes: two on CI, one elsewhere unless E2E_WORKERS says otherwise. Three also pass
 * (the whole suite did at a load average of 17), but CI runs the server suites beside this one, and
 * a third browser only adds CPU there.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1))
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3107)

/**
 * The server of worker slot `index`: its port, origin and data directory (a fresh SQLite database
 * per run; tests open it directly only to plant rows the API refuses to write).
 */
export function e2eServer(index: number): { port: number; baseUrl: string; dataDir: string } {
  const port = FIRST_PORT + index
  return { port, baseUrl: `http://127.0.0.1:${port}`, dataDir: path.join(os.tmpdir(), `spaces-e2e-${port}`) }
}

// Playwright numbers a worker's slot 0…workers-1 in TEST_PARALLEL_INDEX; the runner itself has none.
const own = e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0))
export const E2E_PORT = own.port
export const E2E_BASE_URL = own.baseUrl
export const E2E_DATA_DIR = own.dataDir
/** The handle ADMIN_USERNAMES names in the browser tests (a demo account of the sandbox). */
export const E2E_ADMIN = 'civic_admin'

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter((p): p is string => Boolean(p))
  return candidates.find((p) => existsSync(p)) ?? '/usr/bin/chromium'
}

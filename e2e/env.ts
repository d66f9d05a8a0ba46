import { existsSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107)
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
/**
 * The server's data directory (a fresh SQLite database per run). Tests open the database directly
 * only to plant rows the API refuses to write, such as data stored before a rule existed.
 */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `spaces-e2e-${E2E_PORT}`)
/** The handle ADMIN_USERNAMES names in the browser tests (a demo account of the sandbox). */
export const E2E_ADMIN = 'civic_admin'

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter((p): p is string => Boolean(p))
  return candidates.find((p) => existsSync(p)) ?? '/usr/bin/chromium'
}

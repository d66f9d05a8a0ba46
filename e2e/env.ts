import { existsSync } from 'node:fs'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107)
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
/** The handle ADMIN_USERNAMES names in the browser tests (a demo account of the sandbox). */
export const E2E_ADMIN = 'civic_admin'

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter((p): p is string => Boolean(p))
  return candidates.find((p) => existsSync(p)) ?? '/usr/bin/chromium'
}

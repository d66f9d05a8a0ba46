import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { inject } from 'vitest'

const root = path.resolve(__dirname, '../../..')

/**
 * The server as its own process, exactly as `npm start` runs it: the bundle this run built, with the
 * arguments scripts/start.mjs gives node (global-setup.ts). Only the given environment and
 * PATH are passed on.
 */
export function spawnServer(
  env: Record<string, string>,
  options: { stdio?: 'ignore' | 'pipe' } = {},
): ChildProcess {
  return spawn(process.execPath, inject('serverArgs'), {
    cwd: root,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', WEB_DIST_DIR: '/nonexistent', ...env },
    stdio: options.stdio ?? 'ignore',
  })
}

/** Resolves once /healthz answers 200; throws after 90 s (a loaded two-core machine starts slowly). */
export async function waitForHealth(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('server did not start')
}

import { execFileSync } from 'node:child_process'
import path from 'node:path'

/**
 * Makes sure a Debian-packaged command is there (installing its package when it can), or throws with
 * the one line that says how (ensure-debian-tool.mjs).
 */
export function ensureDebianTool(command: string, pkg: string, purpose: string): void {
  const script = path.join(import.meta.dirname, 'ensure-debian-tool.mjs')
  try {
    execFileSync(process.execPath, [script, command, pkg, purpose], { stdio: ['ignore', 'inherit', 'pipe'] })
  } catch (err) {
    const stderr = (err as { stderr?: Buffer }).stderr?.toString().trim()
    throw new Error(stderr || String(err))
  }
}

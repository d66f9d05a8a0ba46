import { readFileSync } from 'node:fs'
import path from 'node:path'
import { findRepoRoot } from './repo-root'

/** What this instance runs: the release and, when the build knew it, the commit. */
export interface BuildInfo {
  /** The `version` of the repository's package.json. */
  version: string
  /** The git commit the server was built from (scripts/build-server.mjs), or null when not known. */
  commit: string | null
}

let known: BuildInfo | undefined

/**
 * Read once. The commit is written into the bundle when it is built (from `git rev-parse`, or the
 * SOURCE_COMMIT variable where the build has no git history, as in a container build); a server run
 * from the sources has none.
 */
export function buildInfo(): BuildInfo {
  if (known) return known
  let version = 'unknown'
  try {
    const manifest = JSON.parse(readFileSync(path.join(findRepoRoot(), 'package.json'), 'utf8')) as {
      version?: unknown
    }
    if (typeof manifest.version === 'string') version = manifest.version
  } catch {
    // A server without its package.json still runs; it cannot say its version.
  }
  const commit = process.env.SPACES_BUILD_COMMIT
  known = { version, commit: typeof commit === 'string' && /^[0-9a-f]{7,40}$/.test(commit) ? commit : null }
  return known
}

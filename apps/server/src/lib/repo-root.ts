import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The repository's root: the nearest directory above this module whose package.json declares the
 * workspaces. Found, not counted in `../`, because the module runs from `src/` under tsx and from
 * the bundle in `apps/server/dist/` under `npm start`.
 */
export function findRepoRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json')
    if (existsSync(manifest)) {
      const { workspaces } = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown }
      if (Array.isArray(workspaces)) return dir
    }
    if (path.dirname(dir) === dir) return process.cwd()
  }
}

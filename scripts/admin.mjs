// `npm run admin -- <command>`: the operator's command line (apps/server/src/cli.ts), built when stale
// and run with plain node, as on a deployed server (`node apps/server/dist/cli.js <command>`).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureServerBuilt } from './build/ensure-built.mjs'
import { cliBundleFor, SERVER_BUNDLE } from './build-server.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

await ensureServerBuilt({ quiet: true })
const result = spawnSync(process.execPath, [cliBundleFor(SERVER_BUNDLE), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
})
process.exit(result.status ?? 1)

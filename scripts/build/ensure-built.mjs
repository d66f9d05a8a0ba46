// Builds the web app and the server when they are missing or older than what they are built from
// (their sources, the build scripts, the lockfile). `npm start` and `npm run admin` both start here,
// so what they run is always built from the checkout in hand.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildServer, cliBundleFor, SERVER_BUNDLE } from '../build-server.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

function newestMtime(dir) {
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

const shared = path.join(root, 'packages/shared/src')
// A dependency bump or a change to the build changes the output as much as a source does.
const lockfile = path.join(root, 'package-lock.json')
const isStale = (output, sources) =>
  !existsSync(output) || sources.some((source) => newestMtime(source) > statSync(output).mtimeMs)

/** Builds the web app when stale; exits the process with the build's status when it fails. */
export function ensureWebBuilt() {
  const built = path.join(root, 'apps/web/dist/index.html')
  if (!isStale(built, [path.join(root, 'apps/web'), shared, lockfile])) return
  console.log('Building the web app…')
  const result = spawnSync('npm', ['run', 'build', '-w', '@spaces/web'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** Builds the server bundle (the server and its command line) when stale. */
export async function ensureServerBuilt({ quiet = false } = {}) {
  const sources = [
    path.join(root, 'apps/server/src'),
    shared,
    lockfile,
    path.join(root, 'scripts/build-server.mjs'),
    path.join(root, 'scripts/build'),
  ]
  const outputs = [SERVER_BUNDLE, cliBundleFor(SERVER_BUNDLE)]
  if (!outputs.some((output) => isStale(output, sources))) return
  if (!quiet) console.log('Building the server…')
  await buildServer()
}

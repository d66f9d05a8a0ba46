// `npm start`: builds the web app and the server when they are missing or older than what they are
// built from (their sources, the build scripts, the lockfile), then runs the built server with plain
// node (no TypeScript at run time). The browser tests start the site through this file too.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildServer, SERVER_BUNDLE, serverArgs } from './build-server.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const built = path.join(root, 'apps/web/dist/index.html')

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

if (isStale(built, [path.join(root, 'apps/web'), shared, lockfile])) {
  console.log('Building the web app…')
  const result = spawnSync('npm', ['run', 'build', '-w', '@spaces/web'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
const serverBuild = [path.join(root, 'scripts/build-server.mjs'), path.join(root, 'scripts/build')]
if (isStale(SERVER_BUNDLE, [path.join(root, 'apps/server/src'), shared, lockfile, ...serverBuild])) {
  console.log('Building the server…')
  await buildServer()
}

// One child process running the bundle, so signals reach the server directly.
const server = spawn(process.execPath, serverArgs(SERVER_BUNDLE), { cwd: root, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))

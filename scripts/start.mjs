// `npm start`: builds the web app and the server when they are missing or older than their sources,
// then runs the built server with plain node (no TypeScript at run time).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildServer, SERVER_BUNDLE } from './build-server.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const built = path.join(root, 'apps/web/dist/index.html')

function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

const shared = path.join(root, 'packages/shared/src')
const isStale = (output, sourceDirs) =>
  !existsSync(output) || sourceDirs.some((dir) => newestMtime(dir) > statSync(output).mtimeMs)

if (isStale(built, [path.join(root, 'apps/web'), shared])) {
  console.log('Building the web app…')
  const result = spawnSync('npm', ['run', 'build', '-w', '@spaces/web'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
if (isStale(SERVER_BUNDLE, [path.join(root, 'apps/server/src'), shared])) {
  console.log('Building the server…')
  await buildServer()
}

// One child process running the bundle, so signals reach the server directly.
const server = spawn(process.execPath, [SERVER_BUNDLE], { cwd: root, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))

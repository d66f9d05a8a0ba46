// `npm start`: builds the web app and the server when they are missing or stale, then runs the built
// server with plain node (no TypeScript at run time). The browser tests start the site through this file too.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureServerBuilt, ensureWebBuilt } from './build/ensure-built.mjs'
import { SERVER_BUNDLE, serverArgs } from './build-server.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

ensureWebBuilt()
await ensureServerBuilt()

// One child process running the bundle, so signals reach the server directly.
const server = spawn(process.execPath, serverArgs(SERVER_BUNDLE), { cwd: root, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))

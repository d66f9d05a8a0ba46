// `npm run dev`: the API server (SQLite, demo data, X sandbox) and Vite's dev server with hot reload.
// Vite proxies /api, /csrf-token and /x-sandbox to the API on port 3000.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    // node --watch restarts the server with SIGTERM on every change: no load balancer to drain for.
    env: { SHUTDOWN_DRAIN_SECONDS: '0', ...process.env, WEB_DIST_DIR: path.join(root, 'apps/web/dist-none') },
  }),
  spawn('npx', ['vite'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
]
const stop = (signal) => {
  for (const child of children) child.kill(signal)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal))
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM')
    process.exit(code ?? 0)
  })

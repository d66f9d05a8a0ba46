// Starts the real server for the browser tests: a fresh SQLite database in a temp dir (removed on
// exit), demo data, the X sandbox, and ADMIN_USERNAMES naming the demo admin.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spaces-e2e-'))
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USERNAMES: 'civic_admin',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  },
})
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => {
  cleanUp()
  process.exit(code ?? 0)
})

// Starts the site for the browser tests exactly as `npm start` does (scripts/start.mjs: the bundle,
// built when stale, run by plain node), never the TypeScript sources: users run the bundle, and a
// bundle that broke login went unseen while this file ran the sources.
// A fresh SQLite database in E2E_DATA_DIR (emptied first, removed on exit), demo data, the X sandbox,
// and ADMIN_USERNAMES naming the demo admin.
// BASE_URL is the origin the browser uses, as the OAuth callback must be exactly that.
// Mail goes to a real SMTP server on loopback, which files every message it accepts as an .eml file
// in E2E_DATA_DIR/mailbox/ for the tests to read.
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `spaces-e2e-${process.env.PORT}`)
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })
const mailbox = path.join(dataDir, 'mailbox')
mkdirSync(mailbox, { recursive: true })

let received = 0
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = []
    stream.on('data', (chunk) => chunks.push(chunk))
    stream.on('end', () => {
      received += 1
      writeFileSync(path.join(mailbox, `${String(received).padStart(6, '0')}.eml`), Buffer.concat(chunks))
      callback()
    })
  },
})
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve))

const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USERNAMES: 'civic_admin',
    // The suite logs in dozens of times a minute from one address; the limits have API tests.
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    RATE_LIMIT_WRITES_PER_MINUTE: '10000',
    RATE_LIMIT_MAILS_PER_HOUR: '10000',
    RATE_LIMIT_READS_PER_MINUTE: '100000',
    SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
    // The X import runs only when a test presses Sync now (x-import.spec.ts), so the demo data the
    // other specs count on stays as seeded.
    X_SYNC_INTERVAL_SECONDS: '0',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  },
})
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => {
  smtp.close()
  cleanUp()
  process.exit(code ?? 0)
})

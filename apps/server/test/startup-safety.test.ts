import type { ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import os from 'node:os'
import { afterEach, describe, expect, it } from 'vitest'
import { TestClient } from './http-client'
import { spawnServer, waitForHealth } from './server-process'
import { freePort } from './test-app'
import { createTestDatabase, type TestDatabase } from './test-db'

/**
 * The built server as users start it: a malformed SMTP_URL stops start-up with one line that names
 * the variable and never its password; with the X sandbox on a development machine, the server
 * listens on loopback unless HOST says otherwise, and says so.
 */
const children: ChildProcess[] = []
const databases: TestDatabase[] = []
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  for (const database of databases.splice(0)) await database.drop()
})

/** Starts the bundle with `env` (SQLite in a directory of its own), collecting what it prints. */
async function start(env: Record<string, string>) {
  const database = await createTestDatabase(undefined)
  databases.push(database)
  const port = await freePort()
  const child = spawnServer(
    {
      PORT: String(port),
      DATA_DIR: database.dataDir,
      SEED_DEMO_DATA: 'false',
      X_SYNC_INTERVAL_SECONDS: '0',
      ...env,
    },
    { stdio: 'pipe' },
  )
  children.push(child)
  const output = { stdout: '', stderr: '' }
  child.stdout?.on('data', (chunk: Buffer) => {
    output.stdout += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output.stderr += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { port, output, exited }
}

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port })
    socket.setTimeout(3000)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

/** An address of this machine that other machines could use (its first non-loopback IPv4), if any. */
const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address

describe('SMTP_URL is read strictly at start', () => {
  it('a malformed URL stops start-up with one line naming SMTP_URL, exit code 1, and no password anywhere', async () => {
    const { output, exited } = await start({ SMTP_URL: 'smtps://us:er:SECRET@[::1:587', HOST: '127.0.0.1' })
    expect(await exited).toBe(1)
    const lines = output.stderr.trim().split('\n')
    expect(lines).toEqual([
      'Configuration error: SMTP_URL is not a URL that can be read: write it as smtps://mail.example.org:465, with the user and password before the host (user:password@) and any : @ / ? # % in them percent-encoded (%3A %40 %2F %3F %23 %25) (got "smtps://***@[::1:587").',
    ])
    expect(output.stdout.trim()).toBe('')
    expect(`${output.stdout}${output.stderr}`).not.toMatch(/SECRET|us:er/)
  }, 60_000)

  it('a mail that fails at send time logs neither the password nor a URL deprecation warning', async () => {
    const closed = await freePort()
    const { port, output } = await start({
      SMTP_URL: `smtp://mailer:SECRETPW@127.0.0.1:${closed}`,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    })
    const baseUrl = `http://127.0.0.1:${port}`
    await waitForHealth(baseUrl)
    const client = new TestClient(baseUrl)
    await client.login('smtp_reader')
    const res = await client.send('PUT', '/api/notifications/settings', { email: 'reader@example.test' })
    expect(res.status).toBe(502)
    await expect.poll(() => output.stdout, { timeout: 10_000 }).toContain('could not be sent')
    expect(`${output.stdout}${output.stderr}`).not.toMatch(/SECRETPW|mailer:|DeprecationWarning|DEP0/)
  }, 60_000)
})

describe('where the sandbox listens', () => {
  it('on 127.0.0.1 without HOST, and says other machines cannot reach it', async () => {
    const { port, output } = await start({ HOST: '', BASE_URL: '' })
    await waitForHealth(`http://127.0.0.1:${port}`)
    await expect.poll(() => output.stdout, { timeout: 10_000 }).toContain('Spaces Calendar is running')
    expect(output.stdout).toContain(
      'It listens on 127.0.0.1 only: other machines cannot reach it (set HOST=0.0.0.0 to let them, and anyone who can reach it can log in as the demo admin).',
    )
    expect(await accepts('127.0.0.1', port)).toBe(true)
    if (outsideAddress) expect(await accepts(outsideAddress, port)).toBe(false)
  }, 60_000)

  it('where HOST says, and says who can reach it', async () => {
    const { port, output } = await start({ HOST: '0.0.0.0' })
    await waitForHealth(`http://127.0.0.1:${port}`)
    await expect.poll(() => output.stdout, { timeout: 10_000 }).toContain('Spaces Calendar is running')
    expect(output.stdout).toContain(
      'It listens on 0.0.0.0: other machines that can reach this one can open it',
    )
    if (outsideAddress) expect(await accepts(outsideAddress, port)).toBe(true)
  }, 60_000)
})

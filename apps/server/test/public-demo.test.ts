import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { TestClient } from './http-client'
import { spawnServer, waitForHealth } from './server-process'
import { freePort } from './test-app'

/**
 * A production start (https BASE_URL) runs the X sandbox only when X_SANDBOX=on
 * says so, and then nobody who logs in through it is an admin, whatever ADMIN_USERNAMES says (the
 * refusal without X_SANDBOX is in config.test.ts).
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spaces-demo-'))
let child: ChildProcess | undefined

afterAll(() => {
  child?.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

describe('a public demo (X_SANDBOX=on in production)', () => {
  it('starts, and an ADMIN_USERNAMES handle logging in through the sandbox is not an admin', {
    timeout: 60_000,
  }, async () => {
    const port = await freePort()
    child = spawnServer(
      {
        PORT: String(port),
        BASE_URL: 'https://example.test',
        X_SANDBOX: 'on',
        ADMIN_USERNAMES: 'civic_admin,the_boss',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      { stdio: 'pipe' },
    )
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const local = `http://127.0.0.1:${port}`
    await waitForHealth(local)
    await expect.poll(() => output).toContain('X_SANDBOX=on on a production site')

    // civic_admin is the demo seed's admin and named in ADMIN_USERNAMES; the_boss is a new handle.
    for (const handle of ['civic_admin', 'the_boss']) {
      const client = new TestClient(local)
      await client.login(handle)
      const { user } = (await client.get('/api/auth/user')).json
      expect(user.username.toLowerCase()).toBe(handle)
      expect(user.role, handle).not.toBe('admin')
      expect((await client.get('/api/admin/hosts')).status).toBe(403)
    }
  })
})

import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { sha256Hex } from '../src/lib/crypto'
import { TestClient } from './http-client'
import { spawnServer, waitForHealth } from './server-process'
import { freePort } from './test-app'

/**
 * kill -9 during a burst of writes loses no write that was answered 2xx (SQLite, WAL, synchronous=FULL).
 * The server runs as its own process, exactly as `npm start` runs it.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spaces-crash-'))
let child: ChildProcess | undefined

afterAll(() => {
  child?.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

function startServer(port: number): ChildProcess {
  return spawnServer({
    PORT: String(port),
    BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: 'error',
    // The burst is far over the limits for one IP; the limits have tests of their own.
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    SPACES_PER_HOST_PER_DAY: '100000',
  })
}

describe('durability', () => {
  it('keeps every acknowledged write after kill -9 mid-burst', { timeout: 90_000 }, async () => {
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    child = startServer(port)
    await waitForHealth(baseUrl)

    const acknowledgedStates: string[] = []
    const acknowledgedSessions: string[] = []
    let stop = false
    const worker = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const client = new TestClient(baseUrl)
        try {
          if (i % 4 === 0) {
            await client.login(`crash_${n}_${i}`)
            acknowledgedSessions.push(client.getCookie('spaces_sid') ?? '')
          } else {
            const res = await client.get('/api/auth/twitter')
            if (res.status === 200) {
              acknowledgedStates.push(new URL(res.json.authUrl, baseUrl).searchParams.get('state') ?? '')
            }
          }
        } catch {
          return // the server is gone
        }
      }
    }
    const workers = Array.from({ length: 8 }, (_, n) => worker(n))
    // Kill once the burst is well under way (however slow the machine), never waiting for it to end.
    const deadline = Date.now() + 15_000
    while ((acknowledgedStates.length < 30 || acknowledgedSessions.length < 4) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50))
    }
    child.kill('SIGKILL')
    stop = true
    await Promise.all(workers)
    expect(acknowledgedStates.length).toBeGreaterThan(20)
    expect(acknowledgedSessions.length).toBeGreaterThan(3)

    const db = new SQLite(path.join(dataDir, 'spaces.sqlite'), { readonly: false })
    const hasAttempt = db.prepare('select 1 from oauth_login_attempts where state_hash = ?')
    const hasSession = db.prepare('select 1 from sessions where id_hash = ?')
    const lostStates = acknowledgedStates.filter((state) => !hasAttempt.get(sha256Hex(state)))
    const lostSessions = acknowledgedSessions.filter((sid) => !hasSession.get(sha256Hex(sid)))
    db.close()
    expect(lostStates).toEqual([])
    expect(lostSessions).toEqual([])
  })
})

describe('graceful shutdown', () => {
  it('finishes the request in flight on SIGTERM and exits 0', { timeout: 60_000 }, async () => {
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const server = startServer(port)
    await waitForHealth(baseUrl)
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)))
    const client = new TestClient(baseUrl)
    const token = await client.fetchCsrfToken()
    // A request the server has certainly received (its headers and half its body are on the wire)
    // when SIGTERM comes, and that can only be answered after it: the rest of the body follows.
    let answered: (status: number) => void = () => {}
    const status = new Promise<number>((resolve) => {
      answered = resolve
    })
    const req = http.request(`${baseUrl}/api/auth/logout`, {
      method: 'POST',
      agent: false,
      headers: {
        cookie: client.cookieHeader(),
        'x-csrf-token': token,
        'content-type': 'application/json',
        'content-length': '2',
      },
    })
    req.on('response', (res) => {
      res.resume()
      answered(res.statusCode ?? 0)
    })
    req.on('error', () => answered(-1))
    req.write('{')
    await new Promise((r) => setTimeout(r, 300))
    server.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 300))
    req.end('}')
    expect(await status).toBe(200)
    expect(await exited).toBe(0)
  })
})

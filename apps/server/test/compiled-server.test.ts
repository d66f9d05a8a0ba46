import type { ChildProcess } from 'node:child_process'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { waitForHealth } from './server-process'
import { freePort } from './test-app'

/**
 * Issue 11: `npm start` runs the server built into one JavaScript module (scripts/build-server.mjs),
 * with plain node and no TypeScript at run time. Built here into a directory of its own inside the
 * repository (so its npm dependencies resolve), then started and asked for the demo data.
 */
const root = path.resolve(__dirname, '../../..')
const outDir = path.join(root, 'apps/server/dist', `test-${process.pid}`)
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spaces-compiled-'))
let child: ChildProcess | undefined

afterAll(() => {
  child?.kill('SIGKILL')
  rmSync(outDir, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the compiled server', () => {
  it('builds, starts with plain node and answers like the TypeScript one', { timeout: 90_000 }, async () => {
    const { buildServer } = (await import(path.join(root, 'scripts/build-server.mjs'))) as {
      buildServer: (outfile: string) => Promise<void>
    }
    const bundle = path.join(outDir, 'main.js')
    await buildServer(bundle)
    const port = await freePort()
    child = spawn(process.execPath, [bundle], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
      },
      stdio: 'ignore',
    })
    const baseUrl = `http://127.0.0.1:${port}`
    await waitForHealth(baseUrl)
    const hosts = (await (await fetch(`${baseUrl}/api/hosts`)).json()) as { hosts: unknown[] }
    expect(hosts.hosts.length).toBeGreaterThan(5)
    const home = await fetch(`${baseUrl}/`, { headers: { accept: 'text/html' } })
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('<meta property="og:title" content="Spaces Calendar">')
    // The share picture renderer (satori, resvg's native binary, the font files) loads from the bundle.
    const picture = await fetch(`${baseUrl}/og/site.png`)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/png')
    // Bundled packages that read files of their own package directory still find them.
    const docs = await fetch(`${baseUrl}/api/docs/`, { headers: { accept: 'text/html' } })
    expect(docs.status).toBe(200)
    const docsScript = await fetch(`${baseUrl}/api/docs/static/swagger-ui-bundle.js`)
    expect(docsScript.status).toBe(200)
  })
})

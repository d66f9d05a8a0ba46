import { rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * The server build checks its own chunks. Built as esbuild does unaided (no named exports
 * for a CommonJS package loaded by import()), the build must fail and name what is missing, instead
 * of shipping a bundle whose first request with a cookie answers 500.
 */
const root = path.resolve(import.meta.dirname, '../../..')
const outDir = path.join(root, 'apps/server/dist', `check-${process.pid}`)
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('the server build', () => {
  it('fails when a chunk lacks the named exports its importers use', { timeout: 60_000 }, async () => {
    const { buildServer } = (await import(path.join(root, 'scripts/build-server.mjs'))) as {
      buildServer: (outfile: string, options: { keepCommonJsExports: boolean }) => Promise<void>
    }
    const failure = buildServer(path.join(outDir, 'main.js'), { keepCommonJsExports: false })
    await expect(failure).rejects.toThrow(/import\('cookie'\).*lacks the export\(s\).*stringifySetCookie/)
    await expect(failure).rejects.toThrow(/import\('ioredis'\).*lacks the export\(s\).*\bRedis\b/)
  })
})

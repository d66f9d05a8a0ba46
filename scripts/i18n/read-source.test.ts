import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readSource } from './read-source'

describe('readSource', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'read-source-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('reads a file that is there', () => {
    writeFileSync(path.join(dir, 'a.ts'), "t('Hello')\n")
    expect(readSource(path.join(dir, 'a.ts'))).toBe("t('Hello')\n")
  })

  it('gives nothing for a file removed after the tree was listed', () => {
    expect(readSource(path.join(dir, 'gone.ts'))).toBeUndefined()
  })

  it('still fails on any other error', () => {
    expect(() => readSource(dir)).toThrow(/EISDIR/)
  })
})

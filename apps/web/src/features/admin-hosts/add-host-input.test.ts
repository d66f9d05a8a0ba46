import { describe, expect, it } from 'vitest'
import { readAddHostInput } from './add-host-input'

describe('readAddHostInput', () => {
  it('ignores blank input', () => {
    for (const text of ['', '   ', '@', ' @ ']) expect(readAddHostInput(text)).toEqual({ kind: 'blank' })
  })

  it('accepts a handle with or without @', () => {
    expect(readAddHostInput('  @new_host_1 ')).toEqual({ kind: 'ok', username: 'new_host_1' })
    expect(readAddHostInput('NewHost')).toEqual({ kind: 'ok', username: 'NewHost' })
  })

  it("rejects what cannot be an X handle with the server's message", () => {
    const message = 'An X handle has 1 to 15 letters, digits or underscores'
    expect(readAddHostInput('has space')).toEqual({ kind: 'invalid', message })
    expect(readAddHostInput('a'.repeat(16))).toEqual({ kind: 'invalid', message })
    expect(readAddHostInput('@@twice')).toEqual({ kind: 'invalid', message })
  })
})

import { describe, expect, it } from 'vitest'
import { bareUsername, usernameKey } from './username'

describe('usernameKey', () => {
  it('drops spaces and one leading @, and lower-cases', () => {
    expect(usernameKey('  @Alice_1 ')).toBe('alice_1')
    expect(usernameKey('BOB')).toBe('bob')
    expect(usernameKey('@@x')).toBe('@x')
    expect(usernameKey('')).toBe('')
  })
  it('keeps the case for display in bareUsername', () => {
    expect(bareUsername(' @Alice ')).toBe('Alice')
  })
})

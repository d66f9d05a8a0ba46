import { describe, expect, it } from 'vitest'
import { readStoredValue, writeStoredValue } from './storage'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  }
}

const brokenStorage = {
  getItem: (): string | null => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
  removeItem: () => {
    throw new Error('SecurityError')
  },
}

describe('storage', () => {
  it('writes, reads and removes a value', () => {
    const storage = memoryStorage()
    expect(writeStoredValue('k', 'Asia/Tokyo', storage)).toBe(true)
    expect(readStoredValue('k', storage)).toBe('Asia/Tokyo')
    expect(writeStoredValue('k', null, storage)).toBe(true)
    expect(readStoredValue('k', storage)).toBeNull()
  })

  it('never throws when storage is broken or missing', () => {
    expect(readStoredValue('k', brokenStorage)).toBeNull()
    expect(writeStoredValue('k', 'x', brokenStorage)).toBe(false)
    expect(readStoredValue('k', null)).toBeNull()
    expect(writeStoredValue('k', 'x', null)).toBe(false)
    // Node has no window: the default storage is absent, not an error.
    expect(readStoredValue('k')).toBeNull()
  })
})

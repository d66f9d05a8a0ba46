/**
 * localStorage that never throws: private modes, disabled storage, quota errors and server-side
 * rendering all degrade to "nothing stored" instead of breaking the page.
 */

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function defaultStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function readStoredValue(key: string, storage: StorageLike | null = defaultStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Stores `value` (or removes the key for null). Returns false when the browser refused. */
export function writeStoredValue(
  key: string,
  value: string | null,
  storage: StorageLike | null = defaultStorage(),
): boolean {
  if (!storage) return false
  try {
    if (value === null) storage.removeItem(key)
    else storage.setItem(key, value)
    return true
  } catch {
    return false
  }
}

import { AUTO_TIMEZONE } from '@spaces/shared/domain/time-zones'
import { VIEWER_TIMEZONE_STORAGE_KEY } from '@spaces/shared/limits'
import { readStoredValue, writeStoredValue } from '../../lib/storage'

/**
 * The viewer's time zone choice ('auto' or a zone name), kept in localStorage under
 * `viewer_timezone` and shared by every component through one tiny external store.
 */

export { VIEWER_TIMEZONE_STORAGE_KEY }

const listeners = new Set<() => void>()

export function readViewerTimeZoneChoice(): string {
  return readStoredValue(VIEWER_TIMEZONE_STORAGE_KEY) ?? AUTO_TIMEZONE
}

export function setViewerTimeZoneChoice(choice: string): void {
  writeStoredValue(VIEWER_TIMEZONE_STORAGE_KEY, choice)
  for (const listener of listeners) listener()
}

export function subscribeToViewerTimeZone(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab changing the choice updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === VIEWER_TIMEZONE_STORAGE_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

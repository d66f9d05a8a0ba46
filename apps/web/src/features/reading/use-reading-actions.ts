import { useState } from 'react'
import { t } from '../../i18n/i18n'
import type { ReadingItem } from './api/get-reading-items'
import { useDeleteReadingItem, useTogglePin } from './api/mutate-reading-items'
import { DELETE_CONFIRM_TEXT, type Failure, failureOf, READING_FAILURES } from './failure'

/**
 * Delete (after 'Delete this item?') and Pin/Unpin for a list of items, with the one failure
 * banner the list shows ('Failed to delete', 'Failed to update') and which item is busy.
 */
export function useReadingActions() {
  const deleteItem = useDeleteReadingItem()
  const togglePin = useTogglePin()
  const [busyId, setBusyId] = useState<number | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)

  async function run(item: ReadingItem, failureText: string, action: () => Promise<unknown>) {
    setBusyId(item.id)
    setFailure(null)
    try {
      await action()
    } catch (caught) {
      setFailure(failureOf(failureText, caught))
    } finally {
      setBusyId(null)
    }
  }

  return {
    busyId,
    failure,
    remove: (item: ReadingItem) => {
      if (!window.confirm(t(DELETE_CONFIRM_TEXT))) return
      void run(item, READING_FAILURES.delete, () => deleteItem.mutateAsync(item.id))
    },
    togglePin: (item: ReadingItem) => void run(item, READING_FAILURES.pin, () => togglePin.mutateAsync(item)),
  }
}

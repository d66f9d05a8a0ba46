import { Modal } from '../../../components/ui/modal'
import { msg, t } from '../../../i18n/i18n'
import type { ReadingItem } from '../api/get-reading-items'
import { useUpdateReadingItem } from '../api/mutate-reading-items'
import { READING_FAILURES } from '../failure'
import { valuesFromItem } from '../reading-form-values'
import { ReadingItemForm } from './reading-item-form'

export const EDIT_MODAL_TITLE = msg('Edit Reading List Item')

interface EditReadingItemModalProps {
  /** The item being edited; null keeps the modal closed. */
  item: ReadingItem | null
  onClose: () => void
}

/** Edit opens a modal with every field, Update and Cancel. */
export function EditReadingItemModal({ item, onClose }: EditReadingItemModalProps) {
  const update = useUpdateReadingItem()
  return (
    <Modal
      open={item !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(EDIT_MODAL_TITLE)}
    >
      {item ? (
        <ReadingItemForm
          // A fresh form for each item opened.
          key={item.id}
          initial={valuesFromItem(item)}
          submitLabel={t('Update')}
          busyLabel={t('Updating…')}
          failureText={READING_FAILURES.update}
          onSubmit={async (body) => {
            await update.mutateAsync({ id: item.id, body })
            onClose()
          }}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  )
}

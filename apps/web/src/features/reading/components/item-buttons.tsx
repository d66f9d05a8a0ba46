import { t } from '../../../i18n/i18n'
import type { ReadingItem } from '../api/get-reading-items'

interface ItemButtonProps {
  item: ReadingItem
  /** The visible words; the item's title follows them in the accessible name only. */
  label: string
  isDanger?: boolean
  disabled?: boolean
  onClick: () => void
}

/** A button acting on one item, named 'Edit Dune' so a list of them read aloud says which is which. */
export function ItemButton({ item, label, isDanger = false, disabled, onClick }: ItemButtonProps) {
  return (
    <button
      type="button"
      className={
        isDanger ? 'button reading-button reading-button--danger' : 'button button--secondary reading-button'
      }
      onClick={onClick}
      disabled={disabled}
    >
      {label}
      <span className="visually-hidden"> {item.title}</span>
    </button>
  )
}

interface EditDeleteButtonsProps {
  item: ReadingItem
  /** Delete is disabled while the item is being changed. */
  isBusy: boolean
  /** 'Delete', or 'Deleting…' where the button says so. */
  deleteLabel: string
  onEdit: (item: ReadingItem) => void
  onDelete: (item: ReadingItem) => void
}

/** Edit and Delete for one item, as the list card and the manager row both offer them. */
export function EditDeleteButtons({ item, isBusy, deleteLabel, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <>
      <ItemButton item={item} label={t('Edit')} onClick={() => onEdit(item)} />
      <ItemButton item={item} label={deleteLabel} isDanger disabled={isBusy} onClick={() => onDelete(item)} />
    </>
  )
}

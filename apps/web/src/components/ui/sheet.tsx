import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { CloseIcon } from './close-icon'
import './dialog.css'

type SheetProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  children: ReactNode
  /** Where focus goes when the sheet closes; Radix returns it to the trigger by default. */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * A side sheet from the right: a modal dialog (focus trapped, Esc and the overlay close it, the
 * page behind is inert to assistive technology), styled once for every sheet in the app.
 */
export function Sheet({ open, onOpenChange, title, children, onCloseAutoFocus }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="sheet" onCloseAutoFocus={onCloseAutoFocus}>
          <div className="sheet__header">
            <Dialog.Title className="sheet__title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={`Close ${title.toLowerCase()}`}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="sheet__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** Wrap a link or button with this to close the surrounding sheet or modal when it is used. */
export const DialogClose = Dialog.Close

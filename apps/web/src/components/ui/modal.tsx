import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { CloseIcon } from './close-icon'
import './dialog.css'
import { t } from '../../i18n/i18n'

type ModalProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: ReactNode
  children: ReactNode
  onOpenAutoFocus?: (event: Event) => void
  onCloseAutoFocus?: (event: Event) => void
}

/** A centred modal dialog (focus trapped, Esc closes), styled once for the app. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="modal"
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className="modal__header">
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('Close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="modal__description">{description}</Dialog.Description>
          ) : null}
          <div className="modal__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

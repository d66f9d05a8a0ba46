import type { ReactNode } from 'react'
import { t } from '../../i18n/i18n'

interface FormActionsProps {
  /** The row's classes (each form places it its own way). */
  className: string
  isBusy: boolean
  /** True while a rule fails: submit stays disabled (house style "The client"). */
  isBlocked: boolean
  /** The submit button's words while the save runs. */
  busyLabel?: string
  /** Shown as a Cancel button when given (editing); none when adding. */
  onCancel?: () => void
  /** The submit button's words. */
  children: ReactNode
}

/** A form's submit button, then Cancel when the form can be left without saving. */
export function FormActions({
  className,
  isBusy,
  isBlocked,
  busyLabel,
  onCancel,
  children,
}: FormActionsProps) {
  return (
    <div className={className}>
      <button type="submit" className="button button--primary" disabled={isBlocked || isBusy}>
        {isBusy ? (busyLabel ?? t('Saving…')) : children}
      </button>
      {onCancel ? (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('Cancel')}
        </button>
      ) : null}
    </div>
  )
}

import { type ReactNode, useId } from 'react'
import './form-field.css'

/** The props a field's control needs to be tied to its label, hint, counter and error. */
export interface FieldControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
}

interface FormFieldProps {
  label: string
  /** Marks the label '(required)' in words, not only with a symbol. */
  isRequired?: boolean
  /** Help under the control, read with it. */
  hint?: ReactNode
  /** Shown beside the label, read with the control: a counter such as '12/200'. */
  aside?: ReactNode
  /** Shown under the control and announced when it appears. */
  error?: string | null
  children: (control: FieldControlProps) => ReactNode
}

/**
 * A labelled form control with its hint, counter and error wired up through `for`/`id`,
 * `aria-describedby` and `aria-invalid`, styled once.
 */
export function FormField({ label, isRequired = false, hint, aside, error, children }: FormFieldProps) {
  const id = useId()
  const asideId = `${id}-aside`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [aside ? asideId : null, hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <div className="field__label-row">
        <label className="field__label" htmlFor={id}>
          {label}
          {isRequired ? <span className="field__required"> (required)</span> : null}
        </label>
        {aside ? (
          <span id={asideId} className="field__aside">
            {aside}
          </span>
        ) : null}
      </div>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  )
}

/** A field's error message, announced when it appears. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="field__error" role="alert">
      <span aria-hidden="true" className="field__error-icon">
        !
      </span>
      {children}
    </p>
  )
}

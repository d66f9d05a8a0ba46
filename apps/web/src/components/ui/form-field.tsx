import { type ReactNode, type Ref, useId } from 'react'
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

type FieldFrameProps = Omit<FormFieldProps, 'children'>

interface TextFieldProps extends FieldFrameProps {
  value: string
  onValueChange: (value: string) => void
  onBlur?: () => void
  /** 'url' also brings the URL keyboard and no spell-checking. */
  type?: 'text' | 'url' | 'email'
  placeholder?: string
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'url' | 'email'
  maxLength?: number
  /** The id of a <datalist> of suggestions. */
  list?: string
  inputRef?: Ref<HTMLInputElement>
}

/** A one-line text input in a {@link FormField}: the field markup every form shares, written once. */
export function TextField({
  value,
  onValueChange,
  onBlur,
  type = 'text',
  placeholder,
  autoComplete,
  inputMode,
  maxLength,
  list,
  inputRef,
  ...field
}: TextFieldProps) {
  const isUrl = type === 'url'
  return (
    <FormField {...field}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          className="input"
          type={type}
          inputMode={inputMode ?? (isUrl ? 'url' : undefined)}
          spellCheck={isUrl ? false : undefined}
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={maxLength}
          list={list}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          onBlur={onBlur}
          aria-required={field.isRequired ? 'true' : undefined}
        />
      )}
    </FormField>
  )
}

interface TextAreaFieldProps extends FieldFrameProps {
  value: string
  onValueChange: (value: string) => void
  onBlur?: () => void
  rows?: number
  placeholder?: string
}

/** A multi-line text area in a {@link FormField}. */
export function TextAreaField({
  value,
  onValueChange,
  onBlur,
  rows = 4,
  placeholder,
  ...field
}: TextAreaFieldProps) {
  return (
    <FormField {...field}>
      {(control) => (
        <textarea
          {...control}
          className="textarea"
          rows={rows}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          onBlur={onBlur}
          aria-required={field.isRequired ? 'true' : undefined}
        />
      )}
    </FormField>
  )
}

import { type ChangeEvent, type ReactNode, type Ref, useId } from 'react'
import './form-field.css'
import { t } from '../../i18n/i18n'

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
          {isRequired ? <span className="field__required"> {t('(required)')}</span> : null}
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
      {error ? <FieldError id={errorId}>{t(error)}</FieldError> : null}
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

export type FieldFrameProps = Omit<FormFieldProps, 'children'>

/** What a text control holds and reports, shared by the one-line and the multi-line field. */
interface TextValueProps {
  value: string
  onValueChange: (value: string) => void
  onBlur?: () => void
}

/** The value, change and blur wiring of a text control, and its required state said to assistive tech. */
function textValueProps({ value, onValueChange, onBlur }: TextValueProps, isRequired: boolean | undefined) {
  return {
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onValueChange(event.target.value),
    onBlur,
    'aria-required': isRequired ? ('true' as const) : undefined,
  }
}

/** A suggestion offered under a text input (a <datalist> option); any other text may still be typed. */
export interface Suggestion {
  value: string
  /** Shown in the list instead of the value. */
  label?: string
}

interface TextFieldProps extends FieldFrameProps, TextValueProps {
  /** 'url' also brings the URL keyboard and no spell-checking. */
  type?: 'text' | 'url' | 'email'
  placeholder?: string
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'decimal' | 'url' | 'email'
  /** 'none' for text a keyboard must not capitalise (an X handle). */
  autoCapitalize?: 'none'
  /** Spell-checking; off by default only for URLs. */
  spellCheck?: boolean
  maxLength?: number
  /** Offered as the input's <datalist>. */
  suggestions?: readonly Suggestion[]
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
  autoCapitalize,
  spellCheck,
  maxLength,
  suggestions,
  inputRef,
  ...field
}: TextFieldProps) {
  const listId = useId()
  const isUrl = type === 'url'
  return (
    <FormField {...field}>
      {(control) => (
        <>
          <input
            {...control}
            ref={inputRef}
            className="input"
            type={type}
            inputMode={inputMode ?? (isUrl ? 'url' : undefined)}
            autoCapitalize={autoCapitalize}
            spellCheck={spellCheck ?? (isUrl ? false : undefined)}
            autoComplete={autoComplete}
            placeholder={placeholder}
            maxLength={maxLength}
            list={suggestions ? listId : undefined}
            {...textValueProps({ value, onValueChange, onBlur }, field.isRequired)}
          />
          {suggestions ? (
            <datalist id={listId}>
              {suggestions.map((suggestion) => (
                <option key={suggestion.value} value={suggestion.value}>
                  {suggestion.label}
                </option>
              ))}
            </datalist>
          ) : null}
        </>
      )}
    </FormField>
  )
}

interface TextAreaFieldProps extends FieldFrameProps, TextValueProps {
  rows?: number
  placeholder?: string
  /** The textarea's classes; 'textarea textarea--short' for a few lines. */
  className?: string
}

/** A multi-line text area in a {@link FormField}. */
export function TextAreaField({
  rows = 4,
  placeholder,
  className = 'textarea',
  ...props
}: TextAreaFieldProps) {
  const { value, onValueChange, onBlur, ...field } = props
  const text = textValueProps({ value, onValueChange, onBlur }, field.isRequired)
  return (
    <FormField {...field}>
      {(control) => (
        <textarea {...control} {...text} className={className} rows={rows} placeholder={placeholder} />
      )}
    </FormField>
  )
}

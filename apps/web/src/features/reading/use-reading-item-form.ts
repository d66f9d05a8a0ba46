import { type FormEvent, useState } from 'react'
import { useSubmit } from '../../lib/use-submit'
import { type Failure, failureOf } from './failure'
import {
  checkReadingForm,
  type ReadingField,
  type ReadingFormValues,
  type ReadingItemBody,
} from './reading-form-values'

/** Errors that show while typing; the rest wait until the field is left, so a new form starts calm. */
const isLiveError = (message: string | undefined) => message === 'Too long'

/** The form's fields typed as text (the others are selects). */
type TextKey = Exclude<keyof ReadingFormValues, 'type' | 'difficulty'>

/** The name each text value is checked under (the schema's). */
const FIELD_OF: Record<TextKey, ReadingField> = {
  url: 'url',
  title: 'title',
  author: 'author',
  summary: 'summary',
  tags: 'tags',
  estReadMinutes: 'est_read_minutes',
}

interface ReadingItemFormOptions {
  initial: ReadingFormValues
  hostId: number | undefined
  failureText: string
  onSubmit: (body: ReadingItemBody) => Promise<unknown>
  resetAfterSave: boolean
}

/**
 * The reading item form's state: values checked with the server's schema on every change, each
 * field's error once it was left (or at once for 'Too long'), and the save.
 */
export function useReadingItemForm({
  initial,
  hostId,
  failureText,
  onSubmit,
  resetAfterSave,
}: ReadingItemFormOptions) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<ReadonlySet<ReadingField>>(new Set())
  const { isSubmitting, failure, run } = useSubmit((error): Failure => failureOf(failureText, error))

  const check = checkReadingForm(values, hostId)
  const errorOf = (field: ReadingField) => {
    const message = check.errors[field]
    return message && (touched.has(field) || isLiveError(message)) ? message : null
  }
  const leave = (field: ReadingField) => () =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)))

  function update<K extends keyof ReadingFormValues>(key: K, value: ReadingFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }))
  }

  /** A text field's value, change, blur and error. */
  const textProps = (key: TextKey) => ({
    error: errorOf(FIELD_OF[key]),
    value: values[key],
    onValueChange: (value: string) => update(key, value),
    onBlur: leave(FIELD_OF[key]),
  })

  /** A select's value, change and error: the type and the difficulty are checked under their own names. */
  const selectProps = <K extends 'type' | 'difficulty'>(key: K) => ({
    error: errorOf(key),
    value: values[key],
    onValueChange: (value: ReadingFormValues[K]) => update(key, value),
  })

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = check.body
    if (!body) return
    const saved = await run(() => onSubmit(body))
    if (saved && resetAfterSave) {
      setValues(initial)
      setTouched(new Set())
    }
  }

  const hasHiddenErrors = !check.body && Object.keys(check.errors).some((f) => !errorOf(f as ReadingField))

  return { values, textProps, selectProps, check, submit, isSubmitting, failure, hasHiddenErrors }
}

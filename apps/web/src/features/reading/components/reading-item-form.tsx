import {
  READING_AUTHOR_MAX_LENGTH,
  READING_SUMMARY_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '@spaces/shared/limits'
import { type FormEvent, useState } from 'react'
import { FormField, TextAreaField, TextField } from '../../../components/ui/form-field'
import { useSubmit } from '../../../lib/use-submit'
import { type Failure, failureOf } from '../failure'
import { capitalise } from '../reading-filters'
import {
  checkReadingForm,
  DIFFICULTY_LABELS,
  type Difficulty,
  FORM_TYPE_CHOICES,
  type ReadingField,
  type ReadingFormValues,
  type ReadingItemBody,
} from '../reading-form-values'
import { FailureBanner } from './failure-banner'
import './reading.css'

interface ReadingItemFormProps {
  initial: ReadingFormValues
  /** 'Add Item' or 'Update'. */
  submitLabel: string
  busyLabel: string
  /** The spec's failure text: 'Failed to add item' or 'Failed to update item'. */
  failureText: string
  /** Sent as `host_id` when managing someone else's profile. */
  hostId?: number
  /** Sends the call; resolves once saved, rejects on failure (the form then shows `failureText`). */
  onSubmit: (body: ReadingItemBody) => Promise<unknown>
  onCancel?: () => void
  /** Empties the form after a successful save (the add form). */
  resetAfterSave?: boolean
  /** Lays the fields out in two columns when there is room (the dashboard's add form). */
  isWide?: boolean
}

/** Errors that show while typing; the rest wait until the field is left, so a new form starts calm. */
const isLiveError = (message: string | undefined) => message === 'Too long'

/**
 * The one reading item form (spec §5), for adding on the dashboard and editing in the modal. It
 * validates with the server's schema and keeps submit disabled while any rule fails.
 */
export function ReadingItemForm({
  initial,
  submitLabel,
  busyLabel,
  failureText,
  hostId,
  onSubmit,
  onCancel,
  resetAfterSave = false,
  isWide = false,
}: ReadingItemFormProps) {
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

  return (
    <form
      className={isWide ? 'reading-form reading-form--wide' : 'reading-form'}
      noValidate
      onSubmit={submit}
      aria-busy={isSubmitting}
    >
      <div className="reading-form__grid">
        <TextField
          label="URL"
          isRequired
          error={errorOf('url')}
          hint="Starts with https://"
          type="url"
          autoComplete="off"
          placeholder="https://…"
          value={values.url}
          onValueChange={(value) => update('url', value)}
          onBlur={leave('url')}
        />

        <TextField
          label="Title"
          isRequired
          aside={`${values.title.trim().length}/${TITLE_MAX_LENGTH}`}
          error={errorOf('title')}
          autoComplete="off"
          value={values.title}
          onValueChange={(value) => update('title', value)}
          onBlur={leave('title')}
        />

        <FormField label="Type" error={errorOf('type')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={values.type}
              onChange={(event) => update('type', event.target.value as ReadingFormValues['type'])}
            >
              {FORM_TYPE_CHOICES.map((type) => (
                <option key={type} value={type}>
                  {capitalise(type)}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <TextField
          label="Author"
          aside={`${values.author.trim().length}/${READING_AUTHOR_MAX_LENGTH}`}
          error={errorOf('author')}
          autoComplete="off"
          value={values.author}
          onValueChange={(value) => update('author', value)}
          onBlur={leave('author')}
        />

        <div className="reading-form__full">
          <TextAreaField
            label="Summary"
            aside={`${values.summary.trim().length}/${READING_SUMMARY_MAX_LENGTH}`}
            error={errorOf('summary')}
            rows={3}
            value={values.summary}
            onValueChange={(value) => update('summary', value)}
            onBlur={leave('summary')}
          />
        </div>

        <div className="reading-form__full">
          <TextField
            label="Tags"
            hint="Comma-separated"
            error={errorOf('tags')}
            autoComplete="off"
            placeholder="policy, housing, organizing"
            value={values.tags}
            onValueChange={(value) => update('tags', value)}
            onBlur={leave('tags')}
          />
        </div>

        <FormField label="Difficulty" error={errorOf('difficulty')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={values.difficulty}
              onChange={(event) => update('difficulty', event.target.value as Difficulty)}
            >
              {Object.entries(DIFFICULTY_LABELS).map(([level, label]) => (
                <option key={level} value={level}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>

        <TextField
          label="Est. read minutes"
          hint="Optional, at least 1"
          error={errorOf('est_read_minutes')}
          inputMode="numeric"
          autoComplete="off"
          value={values.estReadMinutes}
          onValueChange={(value) => update('estReadMinutes', value)}
          onBlur={leave('est_read_minutes')}
        />
      </div>

      <FailureBanner failure={failure} />

      <div className="reading-form__actions">
        <button type="submit" className="button button--primary" disabled={!check.body || isSubmitting}>
          {isSubmitting ? busyLabel : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
      {hasHiddenErrors ? (
        <p className="reading-form__hint">A URL starting with https:// and a title are required.</p>
      ) : null}
    </form>
  )
}

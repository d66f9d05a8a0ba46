import {
  READING_AUTHOR_MAX_LENGTH,
  READING_SUMMARY_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '@spaces/shared/limits'
import { FormActions } from '../../../components/ui/form-actions'
import { TextAreaField, TextField } from '../../../components/ui/form-field'
import { SelectField } from '../../../components/ui/select-field'
import { t } from '../../../i18n/i18n'
import { readingTypeName } from '../reading-filters'
import {
  DIFFICULTY_LABELS,
  type Difficulty,
  FORM_TYPE_CHOICES,
  type ReadingFormValues,
  type ReadingItemBody,
} from '../reading-form-values'
import { useReadingItemForm } from '../use-reading-item-form'
import { FailureBanner } from './failure-banner'
import './reading.css'

const typeOptions = () => FORM_TYPE_CHOICES.map((type) => ({ value: type, label: readingTypeName(type) }))
const difficultyOptions = () =>
  Object.entries(DIFFICULTY_LABELS).map(([level, label]) => ({ value: level as Difficulty, label: t(label) }))

/** '12/200': the trimmed length against the limit, beside the label. */
const counter = (text: string, max: number) => `${text.trim().length}/${max}`

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

/**
 * The one reading item form, for adding on the dashboard and editing in the modal. It
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
  const form = useReadingItemForm({ initial, hostId, failureText, onSubmit, resetAfterSave })
  const { values, textProps, selectProps } = form

  return (
    <form
      className={isWide ? 'reading-form reading-form--wide' : 'reading-form'}
      noValidate
      onSubmit={form.submit}
      aria-busy={form.isSubmitting}
    >
      <div className="reading-form__grid">
        <TextField
          label={t('URL')}
          isRequired
          hint={t('Starts with https://')}
          type="url"
          autoComplete="off"
          placeholder="https://…"
          {...textProps('url')}
        />
        <TextField
          label={t('Title')}
          isRequired
          aside={counter(values.title, TITLE_MAX_LENGTH)}
          autoComplete="off"
          {...textProps('title')}
        />
        <SelectField label={t('Type')} options={typeOptions()} {...selectProps('type')} />
        <TextField
          label={t('Author')}
          aside={counter(values.author, READING_AUTHOR_MAX_LENGTH)}
          autoComplete="off"
          {...textProps('author')}
        />
        <div className="reading-form__full">
          <TextAreaField
            label={t('Summary')}
            aside={counter(values.summary, READING_SUMMARY_MAX_LENGTH)}
            rows={3}
            {...textProps('summary')}
          />
        </div>
        <div className="reading-form__full">
          <TextField
            label={t('Tags')}
            hint={t('Comma-separated')}
            autoComplete="off"
            placeholder={t('policy, housing, organizing')}
            {...textProps('tags')}
          />
        </div>
        <SelectField label={t('Difficulty')} options={difficultyOptions()} {...selectProps('difficulty')} />
        <TextField
          label={t('Est. read minutes')}
          {...textProps('estReadMinutes')}
          hint={t('Optional, at least 1, rounded to whole minutes')}
          inputMode="decimal"
          autoComplete="off"
        />
      </div>

      <FailureBanner failure={form.failure} />

      <FormActions
        className="reading-form__actions"
        isBusy={form.isSubmitting}
        isBlocked={!form.check.body}
        busyLabel={busyLabel}
        onCancel={onCancel}
      >
        {submitLabel}
      </FormActions>
      {form.hasHiddenErrors ? (
        <p className="reading-form__hint">{t('A URL starting with https:// and a title are required.')}</p>
      ) : null}
    </form>
  )
}

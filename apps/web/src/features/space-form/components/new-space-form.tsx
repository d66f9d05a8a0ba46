import { recurrenceStarts } from '@spaces/shared/domain/recurrence'
import { xProfileUrl } from '@spaces/shared/domain/space-url'
import { formatStartWithYear } from '@spaces/shared/domain/time-text'
import { detectBrowserTimeZone } from '@spaces/shared/domain/time-zones'
import { REPEATS_MAX, SPACE_DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '@spaces/shared/limits'
import { SPACE_MESSAGES } from '@spaces/shared/schemas/spaces'
import { type FormEvent, useId, useState } from 'react'
import { Link } from 'wouter'
import { AlertBanner } from '../../../components/ui/alert-banner'
import { TextAreaField, TextField } from '../../../components/ui/form-field'
import { errorDetail } from '../../../lib/server-message'
import { useNow } from '../../../lib/use-now'
import { useSubmit } from '../../../lib/use-submit'
import {
  checkNewSpace,
  type NewSpaceField,
  type NewSpaceRequest,
  type NewSpaceValues,
} from '../new-space-values'
import { defaultPickerValue, pickerWallClock, skippedTimeNote, todayIn } from '../picker-time'
import { DateTimePicker } from './date-time-picker'
import { RecurrenceFields } from './recurrence-fields'
import './space-form.css'

export const CREATE_FAILED_MESSAGE = 'Failed to create space'
export const DEMO_SUBMIT_MESSAGE = 'Demo mode: submission is disabled locally.'

type NewSpaceFormProps =
  | {
      mode: 'live'
      /** The host's handle, for the hint about the default Space URL. */
      username: string
      /** "Renata Aldridge’s" when creating on a profile one helps manage; null on one's own. */
      ownerPossessive: string | null
      /** Sends the request; resolves once saved (the caller then leaves the page), rejects on failure. */
      onSubmit: (request: NewSpaceRequest) => Promise<void>
    }
  | { mode: 'demo' }

function initialValues(zone: string): NewSpaceValues {
  return {
    title: '',
    description: '',
    spaceUrl: '',
    when: defaultPickerValue(Date.now() / 1000, zone),
    isRecurring: false,
    pattern: 'weekly',
    repeats: REPEATS_MAX,
  }
}

/**
 * The New Space form of spec §5: checked with the server's own schema on every change (same rules,
 * same messages), submit disabled while any rule fails. In demo mode nothing is sent.
 */
export function NewSpaceForm(props: NewSpaceFormProps) {
  // Spec §5: the device's zone by default; the host may pick the zone the Space is planned in.
  const [zone, setZone] = useState(detectBrowserTimeZone)
  const [values, setValues] = useState(() => initialValues(zone))
  const [touched, setTouched] = useState<ReadonlySet<NewSpaceField>>(new Set())
  const { isSubmitting, failure, run } = useSubmit((error) => ({ detail: errorDetail(error) }))
  const [isDemoNoticeShown, setIsDemoNoticeShown] = useState(false)
  const submitHintId = useId()
  const now = useNow()

  const check = checkNewSpace(values, zone)
  const today = todayIn(zone, now)

  function update<K extends keyof NewSpaceValues>(key: K, value: NewSpaceValues[K], field?: NewSpaceField) {
    setValues((current) => ({ ...current, [key]: value }))
    if (field) setTouched((current) => new Set(current).add(field))
    setIsDemoNoticeShown(false)
  }

  /** Every failing rule shows, except 'Title is required' before the title was touched. */
  function visibleError(field: NewSpaceField): string | null {
    const error = check.errors[field]
    if (!error) return null
    if (error === SPACE_MESSAGES.titleRequired && !touched.has('title')) return null
    return error
  }

  const hasVisibleError = (Object.keys(check.errors) as NewSpaceField[]).some((field) => visibleError(field))
  const submitHint = check.request
    ? null
    : hasVisibleError
      ? 'Fix the marked fields to create your Space.'
      : 'Add a title to create your Space.'

  const previewStarts =
    values.isRecurring && check.start !== null
      ? recurrenceStarts({
          start: check.start,
          pattern: values.pattern,
          repeats: values.repeats,
          zone,
          wallClock: pickerWallClock(values.when),
        })
      : []

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const request = check.request
    if (!request) return
    if (props.mode === 'demo') {
      setIsDemoNoticeShown(true)
      return
    }
    const save = props.onSubmit
    // Success leaves the page, so the form stays busy after it.
    await run(() => save(request), { staysBusy: true })
  }

  const submitLabel = values.isRecurring ? 'Create Recurring Space' : 'Create Space'

  return (
    <form className="card space-form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      {props.mode === 'demo' ? (
        <p className="space-form__note">
          This is a demo of the form hosts use to schedule a Space. Nothing you enter here is saved.
        </p>
      ) : null}
      <TextField
        label="Title"
        isRequired
        aside={`${values.title.length}/${TITLE_MAX_LENGTH}`}
        error={visibleError('title')}
        autoComplete="off"
        value={values.title}
        onValueChange={(value) => update('title', value, 'title')}
        onBlur={() => setTouched((current) => new Set(current).add('title'))}
      />

      <TextAreaField
        label="Description"
        aside={`${values.description.length}/${SPACE_DESCRIPTION_MAX_LENGTH}`}
        hint="Optional. What the Space is about and who should join."
        error={visibleError('description')}
        value={values.description}
        onValueChange={(value) => update('description', value, 'description')}
      />

      <TextField
        label="Space URL"
        hint={
          props.mode === 'live'
            ? `Optional. Leave empty to use ${props.ownerPossessive ?? 'your'} X profile (${xProfileUrl(props.username)}).`
            : 'Optional. Leave empty to use your X profile.'
        }
        error={visibleError('space_url')}
        type="url"
        autoComplete="off"
        placeholder="https://x.com/i/spaces/…"
        value={values.spaceUrl}
        onValueChange={(value) => update('spaceUrl', value, 'space_url')}
      />

      <DateTimePicker
        legend="Date and time"
        value={values.when}
        onChange={(when) => update('when', when, 'scheduled_start')}
        zone={zone}
        onZoneChange={(next) => {
          setZone(next)
          setIsDemoNoticeShown(false)
        }}
        today={today}
        min={today}
        summary={check.start === null ? null : formatStartWithYear(check.start, zone)}
        summaryNote={skippedTimeNote(values.when, zone)}
        error={visibleError('scheduled_start')}
      />

      <RecurrenceFields
        isRecurring={values.isRecurring}
        onRecurringChange={(isRecurring) => update('isRecurring', isRecurring)}
        pattern={values.pattern}
        onPatternChange={(pattern) => update('pattern', pattern, 'recurrence_pattern')}
        repeats={values.repeats}
        onRepeatsChange={(repeats) => update('repeats', repeats, 'repeats')}
        errors={{ pattern: visibleError('recurrence_pattern'), repeats: visibleError('repeats') }}
        previewStarts={previewStarts.map((start) => formatStartWithYear(start, zone))}
      />

      {failure ? (
        <AlertBanner>
          {CREATE_FAILED_MESSAGE}
          {failure.detail ? <span className="space-form__failure-detail">{failure.detail}</span> : null}
        </AlertBanner>
      ) : null}

      <div className="space-form__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={!check.request || isSubmitting}
          aria-describedby={submitHint ? submitHintId : undefined}
        >
          {isSubmitting ? 'Creating…' : submitLabel}
        </button>
        {props.mode === 'live' ? (
          <Link to="/dashboard" className="button button--secondary">
            Cancel
          </Link>
        ) : null}
      </div>
      {submitHint ? (
        <p id={submitHintId} className="space-form__submit-hint">
          {submitHint}
        </p>
      ) : null}
      <div role="status" className="space-form__status">
        {isDemoNoticeShown ? <p className="space-form__demo-notice">{DEMO_SUBMIT_MESSAGE}</p> : null}
      </div>
    </form>
  )
}

import { isDisplayableTime } from '@spaces/shared/domain/displayable-time'
import { formatStartWithYear } from '@spaces/shared/domain/time-text'
import { detectBrowserTimeZone } from '@spaces/shared/domain/time-zones'
import { TITLE_MAX_LENGTH } from '@spaces/shared/limits'
import type { TSpace, TUpdateSpaceRequest } from '@spaces/shared/schemas/spaces'
import { type FormEvent, useId, useState } from 'react'
import { Link } from 'wouter'
import { AlertBanner } from '../../../components/ui/alert-banner'
import { FormField, TextAreaField, TextField } from '../../../components/ui/form-field'
import { errorDetail } from '../../../lib/server-message'
import { useNow } from '../../../lib/use-now'
import { useSubmit } from '../../../lib/use-submit'
import {
  checkEditSpace,
  type EditSpaceField,
  type EditSpaceValues,
  editValuesFromSpace,
  editZone,
} from '../edit-space-values'
import { pickedStart } from '../new-space-values'
import { skippedTimeNote, todayIn } from '../picker-time'
import { DateTimePicker } from './date-time-picker'
import './space-form.css'

export const UPDATE_FAILED_MESSAGE = 'Failed to update space'

/** Platforms offered as suggestions; any other name may be typed (spec §3 leaves it free text). */
const PLATFORM_SUGGESTIONS = ['X Spaces', 'YouTube', 'Spotify', 'Apple Podcasts', 'SoundCloud', 'Mixcloud']

interface EditSpaceFormProps {
  space: TSpace
  /** Sends the PUT; resolves once saved (the caller then leaves the page), rejects on failure. */
  onSubmit: (body: TUpdateSpaceRequest) => Promise<void>
}

/**
 * The Edit Space form of spec §5: title and Space URL required, past dates allowed (adding the
 * recording to an ended Space), empty recording fields sent as null.
 */
export function EditSpaceForm({ space, onSubmit }: EditSpaceFormProps) {
  const [zone] = useState(() => editZone(space, detectBrowserTimeZone()))
  const [values, setValues] = useState(() => editValuesFromSpace(space, zone))
  const { isSubmitting, failure, run } = useSubmit((error) => ({ detail: errorDetail(error) }))
  const platformListId = useId()
  const now = useNow()

  const check = checkEditSpace(values, space, zone)
  const start = check.body?.scheduled_start ?? pickedStart(values.when, zone)
  const error = (field: EditSpaceField) => check.errors[field] ?? null

  function update<K extends keyof EditSpaceValues>(key: K, value: EditSpaceValues[K]) {
    setValues((current) => ({ ...current, [key]: value }))
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = check.body
    if (!body) return
    // Saving leaves the page, so the form stays busy after success.
    await run(() => onSubmit(body), { staysBusy: true })
  }

  return (
    <form className="card space-form" noValidate onSubmit={submit} aria-busy={isSubmitting}>
      {space.state === 'ended' ? (
        <p className="space-form__note">
          This Space has ended. Add its recording below so listeners can still find it.
        </p>
      ) : null}
      {isDisplayableTime(space.scheduled_start) ? null : (
        <p className="space-form__note" role="status">
          This Space’s saved start time cannot be shown. Pick a new date and time below.
        </p>
      )}

      <TextField
        label="Title"
        isRequired
        aside={`${values.title.length}/${TITLE_MAX_LENGTH}`}
        error={error('title')}
        autoComplete="off"
        value={values.title}
        onValueChange={(value) => update('title', value)}
      />

      <TextField
        label="Space URL"
        isRequired
        error={error('space_url')}
        type="url"
        autoComplete="off"
        placeholder="https://x.com/i/spaces/…"
        value={values.spaceUrl}
        onValueChange={(value) => update('spaceUrl', value)}
      />

      <TextAreaField
        label="Description"
        error={error('description')}
        value={values.description}
        onValueChange={(value) => update('description', value)}
      />

      <DateTimePicker
        legend="Date and time"
        value={values.when}
        onChange={(when) => update('when', when)}
        zone={zone}
        today={todayIn(zone, now)}
        summary={start === null ? null : formatStartWithYear(start, zone)}
        summaryNote={skippedTimeNote(values.when, zone)}
        error={error('scheduled_start')}
      />

      <TextField
        label="Recording URL"
        hint="Optional. Where listeners can replay the Space (an https:// link)."
        error={error('recording_url')}
        type="url"
        autoComplete="off"
        placeholder="https://…"
        value={values.recordingUrl}
        onValueChange={(value) => update('recordingUrl', value)}
      />

      <FormField
        label="Recording platform"
        hint="Optional, for example YouTube or Spotify."
        error={error('recording_platform')}
      >
        {(control) => (
          <>
            <input
              {...control}
              className="input"
              type="text"
              autoComplete="off"
              list={platformListId}
              value={values.recordingPlatform}
              onChange={(event) => update('recordingPlatform', event.target.value)}
            />
            <datalist id={platformListId}>
              {PLATFORM_SUGGESTIONS.map((platform) => (
                <option key={platform} value={platform} />
              ))}
            </datalist>
          </>
        )}
      </FormField>

      {failure ? (
        <AlertBanner>
          {UPDATE_FAILED_MESSAGE}
          {failure.detail ? <span className="space-form__failure-detail">{failure.detail}</span> : null}
        </AlertBanner>
      ) : null}

      <div className="space-form__actions">
        <button type="submit" className="button button--primary" disabled={!check.body || isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save Changes'}
        </button>
        <Link to="/dashboard" className="button button--secondary">
          Cancel
        </Link>
      </div>
    </form>
  )
}

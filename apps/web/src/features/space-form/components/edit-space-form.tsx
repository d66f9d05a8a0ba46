import { isDisplayableTime } from '@spaces/shared/domain/displayable-time'
import { formatStartWithYear } from '@spaces/shared/domain/time-text'
import { detectBrowserTimeZone } from '@spaces/shared/domain/time-zones'
import type { TSpace, TUpdateSpaceRequest } from '@spaces/shared/schemas/spaces'
import { type FormEvent, useState } from 'react'
import { Link } from 'wouter'
import { TextAreaField, TextField } from '../../../components/ui/form-field'
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
import { SaveFailure, SpaceTitleField, SpaceUrlField } from './space-fields'
import './space-form.css'
import { msg, t } from '../../../i18n/i18n'

export const UPDATE_FAILED_MESSAGE = msg('Failed to update space')

/** Platforms offered as suggestions; any other name may be typed (the field is free text). */
const PLATFORM_SUGGESTIONS = [
  'X Spaces',
  'YouTube',
  'Spotify',
  'Apple Podcasts',
  'SoundCloud',
  'Mixcloud',
].map((platform) => ({ value: platform }))

/** The form's fields typed as text (the date and time have their picker). */
type TextKey = Exclude<keyof EditSpaceValues, 'when'>

interface EditSpaceFormProps {
  space: TSpace
  /** Sends the PUT; resolves once saved (the caller then leaves the page), rejects on failure. */
  onSubmit: (body: TUpdateSpaceRequest) => Promise<void>
}

/**
 * The Edit Space form: title and Space URL required, past dates allowed (adding the
 * recording to an ended Space), empty recording fields sent as null.
 */
export function EditSpaceForm({ space, onSubmit }: EditSpaceFormProps) {
  // The zone the Space was planned in (named, and changeable as on New Space).
  const [zone, setZone] = useState(() => editZone(space, detectBrowserTimeZone()))
  const [values, setValues] = useState(() => editValuesFromSpace(space, zone))
  const { isSubmitting, failure, run } = useSubmit((error) => ({ detail: errorDetail(error) }))
  const now = useNow()

  const check = checkEditSpace(values, space, zone)
  const start = check.body?.scheduled_start ?? pickedStart(values.when, zone)
  const error = (field: EditSpaceField) => check.errors[field] ?? null
  /** A text field's value, change and error, for `key` checked as `field`. */
  const textProps = (key: TextKey, field: EditSpaceField) => ({
    value: values[key],
    onValueChange: (value: string) => update(key, value),
    error: error(field),
  })

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
          {t('This Space has ended. Add its recording below so listeners can still find it.')}
        </p>
      ) : null}
      {isDisplayableTime(space.scheduled_start) ? null : (
        <p className="space-form__note" role="status">
          {t('This Space’s saved start time cannot be shown. Pick a new date and time below.')}
        </p>
      )}

      <SpaceTitleField {...textProps('title', 'title')} />

      <SpaceUrlField isRequired {...textProps('spaceUrl', 'space_url')} />

      <TextAreaField label={t('Description')} {...textProps('description', 'description')} />

      <DateTimePicker
        legend={t('Date and time')}
        value={values.when}
        onChange={(when) => update('when', when)}
        zone={zone}
        onZoneChange={setZone}
        zoneNote={msg(
          'The date and time are in the zone this Space was planned in, unless you pick another.',
        )}
        today={todayIn(zone, now)}
        summary={start === null ? null : formatStartWithYear(start, zone)}
        summaryNote={skippedTimeNote(values.when, zone)}
        error={error('scheduled_start')}
      />

      <TextField
        label={t('Recording URL')}
        hint={t('Optional. Where listeners can replay the Space (an https:// link).')}
        type="url"
        autoComplete="off"
        placeholder="https://…"
        {...textProps('recordingUrl', 'recording_url')}
      />

      <TextField
        label={t('Recording platform')}
        hint={t('Optional, for example YouTube or Spotify.')}
        autoComplete="off"
        suggestions={PLATFORM_SUGGESTIONS}
        {...textProps('recordingPlatform', 'recording_platform')}
      />

      <SaveFailure text={t(UPDATE_FAILED_MESSAGE)} failure={failure} />

      <div className="space-form__actions">
        <button type="submit" className="button button--primary" disabled={!check.body || isSubmitting}>
          {isSubmitting ? t('Saving…') : t('Save Changes')}
        </button>
        <Link to="/dashboard" className="button button--secondary">
          {t('Cancel')}
        </Link>
      </div>
    </form>
  )
}

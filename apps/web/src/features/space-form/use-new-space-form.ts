import { recurrenceStarts } from '@spaces/shared/domain/recurrence'
import { detectBrowserTimeZone } from '@spaces/shared/domain/time-zones'
import { REPEATS_MAX } from '@spaces/shared/limits'
import { SPACE_MESSAGES } from '@spaces/shared/schemas/spaces'
import { type FormEvent, useState } from 'react'
import { t } from '../../i18n/i18n'
import { errorDetail } from '../../lib/server-message'
import { useSubmit } from '../../lib/use-submit'
import {
  checkNewSpace,
  type NewSpaceField,
  type NewSpaceRequest,
  type NewSpaceValues,
} from './new-space-values'
import { defaultPickerValue, pickerWallClock } from './picker-time'

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
 * The New Space form's state: values checked with the server's own schema on every change, which
 * errors show, the hint under a disabled submit, the series preview and the save. `save` is null in
 * demo mode, where submitting only says that nothing is sent.
 */
export function useNewSpaceForm(save: ((request: NewSpaceRequest) => Promise<void>) | null) {
  // The device's zone by default; the host may pick the zone the Space is planned in.
  const [zone, setZone] = useState(detectBrowserTimeZone)
  const [values, setValues] = useState(() => initialValues(zone))
  const [touched, setTouched] = useState<ReadonlySet<NewSpaceField>>(new Set())
  const { isSubmitting, failure, run } = useSubmit((error) => ({ detail: errorDetail(error) }))
  const [isDemoNoticeShown, setIsDemoNoticeShown] = useState(false)

  const check = checkNewSpace(values, zone)

  const touch = (field: NewSpaceField) => setTouched((current) => new Set(current).add(field))

  function update<K extends keyof NewSpaceValues>(key: K, value: NewSpaceValues[K], field?: NewSpaceField) {
    setValues((current) => ({ ...current, [key]: value }))
    if (field) touch(field)
    setIsDemoNoticeShown(false)
  }

  function changeZone(next: string) {
    setZone(next)
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
      ? t('Fix the marked fields to create your Space.')
      : t('Add a title to create your Space.')

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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const request = check.request
    if (!request) return
    if (save === null) {
      setIsDemoNoticeShown(true)
      return
    }
    // Success leaves the page, so the form stays busy after it.
    await run(() => save(request), { staysBusy: true })
  }

  return {
    zone,
    changeZone,
    values,
    update,
    touch,
    check,
    visibleError,
    submitHint,
    previewStarts,
    submit,
    isSubmitting,
    failure,
    isDemoNoticeShown,
  }
}

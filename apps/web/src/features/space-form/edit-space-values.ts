import { isDisplayableTime } from '@spaces/shared/domain/displayable-time'
import { isValidTimeZone } from '@spaces/shared/domain/time-zones'
import { type TUpdateSpaceRequest, ZUpdateSpaceRequest } from '@spaces/shared/schemas/spaces'
import { type FieldErrors, fieldErrorsFrom } from './field-errors'
import { pickedStart } from './new-space-values'
import { defaultPickerValue, isSamePickerValue, type PickerValue, unixToPicker } from './picker-time'

/** What the Edit Space form holds, as typed. */
export interface EditSpaceValues {
  title: string
  description: string
  spaceUrl: string
  when: PickerValue
  recordingUrl: string
  recordingPlatform: string
}

export const EDIT_SPACE_FIELDS = [
  'title',
  'description',
  'space_url',
  'scheduled_start',
  'recording_url',
  'recording_platform',
] as const
export type EditSpaceField = (typeof EDIT_SPACE_FIELDS)[number]

/** The Space fields the edit form starts from (`GET /api/spaces/{id}`). */
export interface EditableSpace {
  title: string
  description: string | null
  space_url: string
  scheduled_start: number
  recording_url: string | null
  recording_platform: string | null
}

/**
 * The form's first values. A stored start no picker can show (a row from before the API refused
 * such times) starts the picker at the next whole hour instead, for the host to choose again.
 */
/**
 * The zone the Edit Space form reads and writes times in: the one the Space was planned in (its
 * `host_timezone`, sent by the New Space form), so a host editing a New York evening from London
 * still sees 7:00 PM EST; the device's zone for Spaces saved without one.
 */
export function editZone(space: { host_timezone: string | null }, deviceZone: string): string {
  return space.host_timezone && isValidTimeZone(space.host_timezone) ? space.host_timezone : deviceZone
}

export function editValuesFromSpace(
  space: EditableSpace,
  zone: string,
  nowUnix = Date.now() / 1000,
): EditSpaceValues {
  return {
    title: space.title,
    description: space.description ?? '',
    spaceUrl: space.space_url,
    when: isDisplayableTime(space.scheduled_start)
      ? unixToPicker(space.scheduled_start, zone)
      : defaultPickerValue(nowUnix, zone),
    recordingUrl: space.recording_url ?? '',
    recordingPlatform: space.recording_platform ?? '',
  }
}

export interface EditSpaceCheck {
  errors: FieldErrors<EditSpaceField>
  /** The `PUT /api/spaces/{id}` body, or null while any rule fails. */
  body: TUpdateSpaceRequest | null
}

/**
 * Checks the form with the server's schema and builds the PUT body. Past starts are fine (a host
 * adds the recording to an ended Space). An untouched time keeps the stored start to the second,
 * even when it is not on the picker's 5-minute steps. Empty recording fields are sent as null. The
 * picked time is read in `zone`, which is sent as the Space's zone: another zone than the one it was
 * planned in moves the Space to the same wall-clock time there.
 */
export function checkEditSpace(
  values: EditSpaceValues,
  original: EditableSpace,
  zone: string,
): EditSpaceCheck {
  const isTimeUnchanged =
    isDisplayableTime(original.scheduled_start) &&
    isSamePickerValue(values.when, unixToPicker(original.scheduled_start, zone))
  const start = isTimeUnchanged ? original.scheduled_start : pickedStart(values.when, zone)
  const parsed = ZUpdateSpaceRequest.safeParse({
    title: values.title,
    description: values.description,
    space_url: values.spaceUrl,
    scheduled_start: start ?? undefined,
    recording_url: values.recordingUrl,
    recording_platform: values.recordingPlatform,
    host_timezone: zone,
  })
  if (parsed.success) return { errors: {}, body: parsed.data }
  return { errors: fieldErrorsFrom(parsed.error.issues, EDIT_SPACE_FIELDS, 'scheduled_start'), body: null }
}

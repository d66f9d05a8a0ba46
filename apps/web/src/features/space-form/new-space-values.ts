import type { RecurrencePattern } from '@spaces/shared/domain/recurrence'
import { formatLocalDateTime } from '@spaces/shared/domain/zoned-time'
import {
  type TCreateSpaceRequest,
  type TRecurringSpaceRequest,
  ZCreateSpaceRequest,
  ZRecurringSpaceRequest,
} from '@spaces/shared/schemas/spaces'
import { type FieldErrors, fieldErrorsFrom } from './field-errors'
import { type PickerValue, pickerToUnix, pickerWallClock } from './picker-time'

/** What the New Space form holds, as typed. */
export interface NewSpaceValues {
  title: string
  description: string
  spaceUrl: string
  when: PickerValue
  isRecurring: boolean
  pattern: RecurrencePattern
  repeats: number
}

export const NEW_SPACE_FIELDS = [
  'title',
  'description',
  'space_url',
  'scheduled_start',
  'recurrence_pattern',
  'repeats',
] as const
export type NewSpaceField = (typeof NEW_SPACE_FIELDS)[number]

export type NewSpaceRequest =
  | { kind: 'single'; body: TCreateSpaceRequest }
  | { kind: 'recurring'; body: TRecurringSpaceRequest }

export interface NewSpaceCheck {
  errors: FieldErrors<NewSpaceField>
  /** The request to send, or null while any rule fails. */
  request: NewSpaceRequest | null
  /** The picked start in unix seconds; null when the picked date-time does not exist. */
  start: number | null
}

/** Unix seconds of the picked start, or null for a date the picker should never produce. */
export function pickedStart(when: PickerValue, zone: string): number | null {
  try {
    return pickerToUnix(when, zone)
  } catch {
    return null
  }
}

/**
 * Checks the form with the server's own schemas (same rules, same messages) and builds the request:
 * `POST /api/spaces` or, when recurring, `POST /api/spaces/recurring`. `zone` is the zone shown on
 * the form (the device's unless the host picked another): it reads the picked wall-clock time and is
 * sent as `host_timezone`, so a weekly series keeps that local time across DST changes. A series also
 * sends the picked time as `local_start`, so one that starts inside a spring-forward gap keeps the
 * picked time on its other dates.
 */
export function checkNewSpace(values: NewSpaceValues, zone: string): NewSpaceCheck {
  const start = pickedStart(values.when, zone)
  const base = {
    title: values.title,
    description: values.description,
    space_url: values.spaceUrl,
    scheduled_start: start ?? undefined,
    host_timezone: zone,
  }
  if (values.isRecurring) {
    const parsed = ZRecurringSpaceRequest.safeParse({
      ...base,
      recurrence_pattern: values.pattern,
      repeats: values.repeats,
      local_start: formatLocalDateTime(pickerWallClock(values.when)),
    })
    if (parsed.success) return { errors: {}, request: { kind: 'recurring', body: parsed.data }, start }
    return {
      errors: fieldErrorsFrom(parsed.error.issues, NEW_SPACE_FIELDS, 'scheduled_start'),
      request: null,
      start,
    }
  }
  const parsed = ZCreateSpaceRequest.safeParse(base)
  if (parsed.success) return { errors: {}, request: { kind: 'single', body: parsed.data }, start }
  return {
    errors: fieldErrorsFrom(parsed.error.issues, NEW_SPACE_FIELDS, 'scheduled_start'),
    request: null,
    start,
  }
}

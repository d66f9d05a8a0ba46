import { SELECTABLE_TIME_ZONES } from '@spaces/shared/domain/time-zones'
import type { CalendarDate } from '@spaces/shared/domain/zoned-time'
import { useId, useMemo } from 'react'
import { FieldError } from '../../../components/ui/form-field'
import { formatTimeZoneLabel } from '../../../lib/time'
import { type Meridiem, minuteOptions, PICKER_HOURS, type PickerValue, withHour } from '../picker-time'
import { DateCalendar } from './date-calendar'

interface DateTimePickerProps {
  legend: string
  value: PickerValue
  onChange: (value: PickerValue) => void
  /** The zone the picked time is read in, and shown with it (spec §5: the device's by default). */
  zone: string
  /** When given, the zone can be changed here (New Space): the picked wall-clock time stays. */
  onZoneChange?: (zone: string) => void
  today: CalendarDate
  /** The first day that may be picked; none allows past days (editing an ended Space). */
  min?: CalendarDate
  /** The picked start, written out with its zone, or null. */
  summary: string | null
  /** Said under the summary, e.g. that the clocks skip the picked time that day. */
  summaryNote?: string | null
  error?: string | null
}

/**
 * The date and time picker of spec §5: a calendar for the day, then hour (1–12), minute (steps of
 * 5) and AM/PM. Changing the hour resets the minute to 0. Times are wall-clock times in `zone`, which
 * is named next to them (the device's zone, spec §5, unless the New Space form lets the host pick).
 */
export function DateTimePicker({
  legend,
  value,
  onChange,
  zone,
  onZoneChange,
  today,
  min,
  summary,
  summaryNote,
  error,
}: DateTimePickerProps) {
  const zones = useMemo(
    () => (SELECTABLE_TIME_ZONES.includes(zone) ? SELECTABLE_TIME_ZONES : [zone, ...SELECTABLE_TIME_ZONES]),
    [zone],
  )
  const id = useId()
  const zoneId = `${id}-zone`
  const zoneSelectId = `${id}-zone-select`
  const errorId = `${id}-error`
  const noteId = `${id}-note`
  const describedBy = [zoneId, summaryNote ? noteId : null, error ? errorId : null].filter(Boolean).join(' ')
  const invalid = error ? { 'aria-invalid': true as const } : {}

  return (
    <fieldset className={error ? 'picker picker--invalid' : 'picker'}>
      <legend className="picker__legend">
        {legend}
        <span className="field__required"> (required)</span>
      </legend>
      <div className="picker__body">
        <DateCalendar
          value={value.date}
          onChange={(date) => onChange({ ...value, date })}
          today={today}
          min={min}
          describedBy={error ? errorId : undefined}
        />
        <div className="picker__time">
          <div className="picker__selects">
            <label className="picker__select">
              <span className="field__label">Hour</span>
              <select
                className="select"
                value={value.hour}
                onChange={(event) => onChange(withHour(value, Number(event.target.value)))}
                aria-describedby={describedBy}
                {...invalid}
              >
                {PICKER_HOURS.map((hour) => (
                  <option key={hour} value={hour}>
                    {hour}
                  </option>
                ))}
              </select>
            </label>
            <label className="picker__select">
              <span className="field__label">Minute</span>
              <select
                className="select"
                value={value.minute}
                onChange={(event) => onChange({ ...value, minute: Number(event.target.value) })}
                aria-describedby={describedBy}
                {...invalid}
              >
                {minuteOptions(value.minute).map((minute) => (
                  <option key={minute} value={minute}>
                    {String(minute).padStart(2, '0')}
                  </option>
                ))}
              </select>
            </label>
            <label className="picker__select">
              <span className="field__label">AM/PM</span>
              <select
                className="select"
                value={value.meridiem}
                onChange={(event) => onChange({ ...value, meridiem: event.target.value as Meridiem })}
                aria-describedby={describedBy}
                {...invalid}
              >
                <option value="AM">AM</option>
                <option value="PM">PM</option>
              </select>
            </label>
          </div>
          {onZoneChange ? (
            <div className="picker__select picker__zone-field">
              <label className="field__label" htmlFor={zoneSelectId}>
                Time zone
              </label>
              <select
                id={zoneSelectId}
                className="select"
                value={zone}
                onChange={(event) => onZoneChange(event.target.value)}
                aria-describedby={zoneId}
              >
                {zones.map((option) => (
                  <option key={option} value={option}>
                    {formatTimeZoneLabel(option, new Date())}
                  </option>
                ))}
              </select>
              <p id={zoneId} className="picker__zone">
                The date and time are in this zone: your device's, unless you pick another. A weekly or
                monthly series keeps this local time, also across daylight-saving changes.
              </p>
            </div>
          ) : (
            <p id={zoneId} className="picker__zone">
              Your device's time zone: <strong>{formatTimeZoneLabel(zone, new Date())}</strong>
            </p>
          )}
          {summary ? (
            <p className="picker__summary">
              <span className="picker__summary-label">Starts</span> {summary}
            </p>
          ) : null}
          {summaryNote ? (
            <p id={noteId} className="picker__summary-note">
              {summaryNote}
            </p>
          ) : null}
          {error ? <FieldError id={errorId}>{error}</FieldError> : null}
        </div>
      </div>
    </fieldset>
  )
}

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
  error?: string | null
}

/**
 * The date and time picker of spec §5: a calendar for the day, then hour (1–12), minute (steps of
 * 5) and AM/PM. Changing the hour resets the minute to 0. Times are the device's local time.
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
  error,
}: DateTimePickerProps) {
  const zones = useMemo(
    () => (SELECTABLE_TIME_ZONES.includes(zone) ? SELECTABLE_TIME_ZONES : [zone, ...SELECTABLE_TIME_ZONES]),
    [zone],
  )
  const id = useId()
  const zoneId = `${id}-zone`
  const errorId = `${id}-error`
  const describedBy = error ? `${zoneId} ${errorId}` : zoneId
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
            <label className="picker__select picker__zone-field">
              <span className="field__label">Time zone</span>
              <select
                className="select"
                value={zone}
                onChange={(event) => onZoneChange(event.target.value)}
                aria-describedby={describedBy}
              >
                {zones.map((option) => (
                  <option key={option} value={option}>
                    {formatTimeZoneLabel(option, new Date())}
                  </option>
                ))}
              </select>
              <span id={zoneId} className="picker__zone">
                The time above is in this zone (your device's, unless you change it). A weekly or monthly
                series keeps this local time, also across daylight-saving changes.
              </span>
            </label>
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
          {error ? <FieldError id={errorId}>{error}</FieldError> : null}
        </div>
      </div>
    </fieldset>
  )
}

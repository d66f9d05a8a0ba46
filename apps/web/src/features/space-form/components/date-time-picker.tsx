import { byUtcOffset, NAMED_TIME_ZONES, SELECTABLE_TIME_ZONES } from '@spaces/shared/domain/time-zones'
import type { CalendarDate } from '@spaces/shared/domain/zoned-time'
import { useId, useMemo } from 'react'
import { FieldError } from '../../../components/ui/form-field'
import { Select, type SelectOption } from '../../../components/ui/select-field'
import { msg, t } from '../../../i18n/i18n'
import { formatTimeZoneChoice } from '../../../lib/time'
import { type Meridiem, minuteOptions, PICKER_HOURS, type PickerValue, withHour } from '../picker-time'
import { DateCalendar } from './date-calendar'

interface DateTimePickerProps {
  legend: string
  value: PickerValue
  onChange: (value: PickerValue) => void
  /** The zone the picked time is read in, and shown with it (the device's by default). */
  zone: string
  /** The zone is changed here (New and Edit Space): the picked wall-clock time stays. */
  onZoneChange: (zone: string) => void
  /** What the zone select's description says (New Space's by default). */
  zoneNote?: string
  today: CalendarDate
  /** The first day that may be picked; none allows past days (editing an ended Space). */
  min?: CalendarDate
  /** The picked start, written out with its zone, or null. */
  summary: string | null
  /** Said under the summary, e.g. that the clocks skip the picked time that day. */
  summaryNote?: string | null
  error?: string | null
}

const HOUR_OPTIONS = PICKER_HOURS.map((hour) => ({ value: hour, label: String(hour) }))
const MERIDIEM_OPTIONS = [
  { value: 'AM', label: msg('AM') },
  { value: 'PM', label: msg('PM') },
]

const NEW_SPACE_ZONE_NOTE = msg(
  "The date and time are in this zone: your device's, unless you pick another. A weekly or monthly series keeps this local time, also across daylight-saving changes.",
)

/**
 * The date and time picker: a calendar for the day, then hour (1–12), minute (steps of
 * 5) and AM/PM. Changing the hour resets the minute to 0. Times are wall-clock times in `zone`, which
 * is named next to them and can be changed (the device's zone on New Space; the Space's own on Edit).
 */
export function DateTimePicker({
  legend,
  value,
  onChange,
  zone,
  onZoneChange,
  zoneNote = NEW_SPACE_ZONE_NOTE,
  today,
  min,
  summary,
  summaryNote,
  error,
}: DateTimePickerProps) {
  const id = useId()
  const zoneId = `${id}-zone`
  const errorId = `${id}-error`
  const noteId = `${id}-note`
  const describedBy = [zoneId, summaryNote ? noteId : null, error ? errorId : null].filter(Boolean).join(' ')
  // Each time select is described by the zone, the note and the error, and marked invalid with the field.
  const control = { 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) }

  return (
    <fieldset className={error ? 'picker picker--invalid' : 'picker'}>
      <legend className="picker__legend">
        {legend}
        <span className="field__required"> {t('(required)')}</span>
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
            <PickerSelect
              label={t('Hour')}
              value={value.hour}
              options={HOUR_OPTIONS}
              onChange={(hour) => onChange(withHour(value, Number(hour)))}
              control={control}
            />
            <PickerSelect
              label={t('Minute')}
              value={value.minute}
              options={minuteOptions(value.minute).map((minute) => ({
                value: minute,
                label: String(minute).padStart(2, '0'),
              }))}
              onChange={(minute) => onChange({ ...value, minute: Number(minute) })}
              control={control}
            />
            <PickerSelect
              label={t('AM/PM')}
              value={value.meridiem}
              options={MERIDIEM_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
              onChange={(meridiem) => onChange({ ...value, meridiem: meridiem as Meridiem })}
              control={control}
            />
          </div>
          <ZoneSelect zone={zone} onZoneChange={onZoneChange} noteId={zoneId} note={t(zoneNote)} />
          {summary ? (
            <p className="picker__summary">
              <span className="picker__summary-label">{t('Starts')}</span> {summary}
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

interface PickerSelectProps<T extends string | number> {
  label: string
  value: T
  options: readonly SelectOption<T>[]
  /** Called with the chosen option's value as the select holds it: text. */
  onChange: (value: string) => void
  control: { 'aria-describedby': string; 'aria-invalid'?: true }
}

/** One of the time's selects (hour, minute, AM/PM), its label wrapped around it. */
function PickerSelect<T extends string | number>({
  label,
  value,
  options,
  onChange,
  control,
}: PickerSelectProps<T>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the label wraps its <select>, which Select renders
    <label className="picker__select">
      <span className="field__label">{label}</span>
      <Select className="select" value={value} onValueChange={onChange} options={options} {...control} />
    </label>
  )
}

interface ZoneSelectProps {
  zone: string
  onZoneChange: (zone: string) => void
  /** The id of the note, which also describes the time selects. */
  noteId: string
  note: string
}

/**
 * The zone the time is read in, with what it means; a zone not offered (the Space's own) leads the
 * list, then UTC and the named zones west to east by today's offset.
 */
function ZoneSelect({ zone, onZoneChange, noteId, note }: ZoneSelectProps) {
  const selectId = useId()
  const zones = useMemo(() => {
    const ordered = ['UTC', ...byUtcOffset(NAMED_TIME_ZONES, new Date())]
    return SELECTABLE_TIME_ZONES.includes(zone) ? ordered : [zone, ...ordered]
  }, [zone])
  return (
    <div className="picker__select picker__zone-field">
      <label className="field__label" htmlFor={selectId}>
        {t('Time zone')}
      </label>
      <select
        id={selectId}
        className="select"
        value={zone}
        onChange={(event) => onZoneChange(event.target.value)}
        aria-describedby={noteId}
      >
        {zones.map((option) => (
          <option key={option} value={option}>
            {formatTimeZoneChoice(option, new Date())}
          </option>
        ))}
      </select>
      <p id={noteId} className="picker__zone">
        {note}
      </p>
    </div>
  )
}

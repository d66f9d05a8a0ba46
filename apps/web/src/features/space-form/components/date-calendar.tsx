import { addCalendarMonths, dayForKey } from '@spaces/shared/domain/calendar-keys'
import { dayKey, monthGrid } from '@spaces/shared/domain/calendar-month'
import { getDisplayLocale } from '@spaces/shared/domain/time-text'
import type { CalendarDate } from '@spaces/shared/domain/zoned-time'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { ChevronIcon } from '../../../components/ui/chevron-icon'
import { formatLongDate, formatMonthYear } from '../format'
import { compareDates } from '../picker-time'
import './date-calendar.css'
import { t } from '../../../i18n/i18n'

const ENGLISH_WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const

/** The column heads, Sunday first: two letters in English, Intl's narrow and long names in another language. */
function weekdays(): readonly (readonly [string, string])[] {
  const tag = getDisplayLocale()
  if (tag === 'en-US') return ENGLISH_WEEKDAYS
  const short = new Intl.DateTimeFormat(tag, { weekday: 'narrow', timeZone: 'UTC' })
  const long = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' })
  // 2023-01-01 was a Sunday.
  return ENGLISH_WEEKDAYS.map((_, index) => {
    const at = new Date(Date.UTC(2023, 0, 1 + index, 12))
    return [short.format(at), long.format(at)] as const
  })
}

interface DateCalendarProps {
  value: CalendarDate
  onChange: (date: CalendarDate) => void
  today: CalendarDate
  /** Days before this cannot be picked (today for a new Space); none when editing. */
  min?: CalendarDate
  /** Read with every day button: the field's error, for instance. */
  describedBy?: string
}

function monthIndex(date: CalendarDate): number {
  return date.year * 12 + date.month
}

/**
 * An inline month calendar to pick a day: a table of day buttons (each named with its full date,
 * the picked one pressed, today marked as the current date) with the keyboard of the WAI-ARIA date
 * grid: one tab stop; arrows move by day and week, Home/End to the week's ends, PageUp/PageDown by
 * month, with Shift by year; Enter or Space picks. Days before `min` are shown but cannot be picked.
 */
export function DateCalendar({ value, onChange, today, min, describedBy }: DateCalendarProps) {
  const [focused, setFocused] = useState<CalendarDate>(value)
  const shouldMoveFocus = useRef(false)
  const gridRef = useRef<HTMLTableElement>(null)
  const headingId = useId()

  // A value changed from outside (not by this grid) brings its month into view; adjusting state
  // while rendering avoids a frame showing the old month.
  const valueKey = dayKey(value)
  const [seenValueKey, setSeenValueKey] = useState(valueKey)
  if (seenValueKey !== valueKey) {
    setSeenValueKey(valueKey)
    setFocused(value)
  }

  useEffect(() => {
    if (!shouldMoveFocus.current) return
    shouldMoveFocus.current = false
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus()
  })

  const weeks = monthGrid(focused.year, focused.month)
  const isBeforeMin = (date: CalendarDate) => min !== undefined && compareDates(date, min) < 0
  const canGoBack = min === undefined || monthIndex(focused) > monthIndex(min)

  function showMonth(months: number) {
    const next = addCalendarMonths(focused, months)
    setFocused(min && compareDates(next, min) < 0 ? min : next)
  }

  function onGridKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const next = dayForKey(focused, event.key, { shiftKey: event.shiftKey })
    if (!next) return
    event.preventDefault()
    shouldMoveFocus.current = true
    setFocused(next)
  }

  return (
    <div className="date-calendar">
      <div className="date-calendar__header">
        <button
          type="button"
          className="icon-button"
          onClick={() => showMonth(-1)}
          disabled={!canGoBack}
          aria-label={t('Previous month')}
        >
          <ChevronIcon direction="left" />
        </button>
        <h2 id={headingId} className="date-calendar__month" aria-live="polite">
          {formatMonthYear(focused.year, focused.month)}
        </h2>
        <button
          type="button"
          className="icon-button"
          onClick={() => showMonth(1)}
          aria-label={t('Next month')}
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
      <table
        ref={gridRef}
        className="date-calendar__grid"
        aria-labelledby={headingId}
        onKeyDown={onGridKeyDown}
      >
        <thead>
          <tr>
            {weekdays().map(([short, long]) => (
              <th key={long} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week[0]!)}>
              {week.map((day) => {
                if (!day.inMonth) return <td key={dayKey(day)} />
                const isSelected = compareDates(day, value) === 0
                const isToday = compareDates(day, today) === 0
                const isDisabled = isBeforeMin(day)
                const isFocused = compareDates(day, focused) === 0
                return (
                  <td key={dayKey(day)}>
                    <button
                      type="button"
                      className="date-calendar__day"
                      tabIndex={isFocused ? 0 : -1}
                      aria-label={
                        isToday ? t('{date} (today)', { date: formatLongDate(day) }) : formatLongDate(day)
                      }
                      aria-pressed={isSelected}
                      aria-current={isToday ? 'date' : undefined}
                      aria-disabled={isDisabled || undefined}
                      aria-describedby={describedBy}
                      onClick={() => {
                        setFocused(day)
                        if (!isDisabled) onChange({ year: day.year, month: day.month, day: day.day })
                      }}
                    >
                      {day.day}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

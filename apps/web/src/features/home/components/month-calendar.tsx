import { dayForKey } from '@spaces/shared/domain/calendar-keys'
import { dayKey, type MonthGridDay, monthGrid } from '@spaces/shared/domain/calendar-month'
import type { CalendarDate } from '@spaces/shared/domain/zoned-time'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { ChevronIcon } from '../../../components/ui/chevron-icon'
import { dayButtonLabel, firstDayOfWeek, formatMonthTitle, parseDayKey, weekdayNames } from '../day-labels'
import { dayMarkers } from '../spaces-on-day'
import './month-calendar.css'
import { t } from '../../../i18n/i18n'

type MonthCalendarProps = {
  year: number
  month: number
  onMonthChange: (year: number, month: number) => void
  selectedKey: string
  todayKey: string
  /** Per day (dayKey): the Spaces taking place, how many of them are upcoming, and the canceled ones. */
  counts: ReadonlyMap<string, number>
  upcomingCounts: ReadonlyMap<string, number>
  canceledCounts: ReadonlyMap<string, number>
  /** The month's Spaces are still loading. */
  isBusy: boolean
  onSelect: (date: CalendarDate) => void
  onToday: () => void
  /** 'Asia/Tokyo (GMT+9)': the zone the days are cut in. */
  zoneLabel: string
}

/**
 * The Gregorian month view as a WAI-ARIA grid: one tab stop (roving tabindex), arrows
 * move by day and week, Home/End to the week's ends, PageUp/PageDown by month (Shift: year), and
 * Enter or Space select. Moving past the month's edge turns the page.
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const { year, month, selectedKey, todayKey, counts, upcomingCounts, canceledCounts } = props
  const titleId = useId()
  const gridRef = useRef<HTMLTableElement>(null)
  const [focusedKey, setFocusedKey] = useState<string | null>(null)
  const shouldMoveFocus = useRef(false)
  const weekStartsOn = firstDayOfWeek()
  const weekdays = weekdayNames(weekStartsOn)

  const isInMonth = (key: string | null) => {
    const date = key ? parseDayKey(key) : null
    return date !== null && date.year === year && date.month === month
  }
  const tabbableKey = [focusedKey, selectedKey, todayKey].find(isInMonth) ?? dayKey({ year, month, day: 1 })

  useEffect(() => {
    if (!shouldMoveFocus.current) return
    shouldMoveFocus.current = false
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${tabbableKey}"]`)?.focus()
  })

  const onDayKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: CalendarDate) => {
    // Right to left, the arrows move the way the days run: ArrowLeft is the next day.
    const rtl = document.documentElement.dir === 'rtl'
    const key =
      rtl && event.key === 'ArrowLeft'
        ? 'ArrowRight'
        : rtl && event.key === 'ArrowRight'
          ? 'ArrowLeft'
          : event.key
    const next = dayForKey(date, key, { shiftKey: event.shiftKey, weekStartsOn })
    if (!next) return
    event.preventDefault()
    setFocusedKey(dayKey(next))
    shouldMoveFocus.current = true
    if (next.year !== year || next.month !== month) props.onMonthChange(next.year, next.month)
  }

  const turnPage = (delta: number) => {
    const index = year * 12 + (month - 1) + delta
    props.onMonthChange(Math.floor(index / 12), (index % 12) + 1)
  }

  return (
    <div className="calendar">
      <div className="calendar__header">
        <button type="button" className="icon-button calendar__nav" onClick={() => turnPage(-1)}>
          <ChevronIcon direction="left" />
          <span className="visually-hidden">{t('Previous month')}</span>
        </button>
        <h2 id={titleId} className="calendar__title" aria-live="polite">
          {formatMonthTitle(year, month)}
        </h2>
        <button type="button" className="icon-button calendar__nav" onClick={() => turnPage(1)}>
          <ChevronIcon direction="right" />
          <span className="visually-hidden">{t('Next month')}</span>
        </button>
      </div>
      {/* The APG date picker's markup: a table exposed as a grid, its cells holding buttons. */}
      <table
        ref={gridRef}
        className="calendar__grid"
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the grid role makes screen readers pass the arrow keys through (APG date picker)
        role="grid"
        aria-labelledby={titleId}
        aria-busy={props.isBusy}
      >
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long} className="calendar__weekday">
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(year, month, weekStartsOn).map((week) => (
            <tr key={dayKey(week[0] ?? { year, month, day: 1 })}>
              {week.map((date) => {
                const key = dayKey(date)
                return (
                  <DayCell
                    key={key}
                    date={date}
                    count={counts.get(key) ?? 0}
                    upcomingCount={upcomingCounts.get(key) ?? 0}
                    canceledCount={canceledCounts.get(key) ?? 0}
                    isSelected={key === selectedKey}
                    isToday={key === todayKey}
                    isTabbable={key === tabbableKey}
                    onSelect={() => {
                      setFocusedKey(key)
                      props.onSelect(date)
                    }}
                    onKeyDown={(event) => onDayKeyDown(event, date)}
                  />
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="calendar__footer">
        <button type="button" className="button button--secondary calendar__today" onClick={props.onToday}>
          {t('Today')}
        </button>
        <Legend />
      </div>
      <p className="calendar__zone">{t('Days and times in {zone}', { zone: props.zoneLabel })}</p>
    </div>
  )
}

interface DayCellProps {
  date: MonthGridDay
  /** Spaces taking place on this day, how many of them are still upcoming, and the canceled ones. */
  count: number
  upcomingCount: number
  canceledCount: number
  isSelected: boolean
  isToday: boolean
  /** The grid's one tab stop (roving tabindex). */
  isTabbable: boolean
  onSelect: () => void
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void
}

/** One day of the grid: a button named with its date and Space count, dots for its Spaces; empty outside the month. */
function DayCell({
  date,
  count,
  upcomingCount,
  canceledCount,
  isSelected,
  isToday,
  isTabbable,
  onSelect,
  onKeyDown,
}: DayCellProps) {
  const key = dayKey(date)
  if (!date.inMonth) return <td className="calendar__cell" />
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: inside role="grid" a td is a gridcell, which supports aria-selected
    <td className="calendar__cell" aria-selected={isSelected}>
      <button
        type="button"
        className="calendar__day"
        data-day={key}
        data-selected={isSelected || undefined}
        data-today={isToday || undefined}
        tabIndex={isTabbable ? 0 : -1}
        aria-label={dayButtonLabel(date, count, canceledCount)}
        aria-current={isToday ? 'date' : undefined}
        onClick={onSelect}
        onKeyDown={onKeyDown}
      >
        {/* The visible text reads '21 3' (day, then the count badge), which the name
            'Friday, November 21, 3 Spaces' holds in the same order: voice control users
            can say what they see (WCAG 2.5.3, axe label-content-name-mismatch). The
            space keeps the two numbers from reading as one ('213'). */}
        <span className="calendar__number">{date.day}</span>
        {count > 0 ? (
          <>
            {' '}
            <span className="pill calendar__count">{count}</span>
          </>
        ) : null}
        <span className="calendar__dots">
          {dayMarkers(count, upcomingCount).map((kind, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical dots, fixed order
            <span key={index} className={`calendar__dot calendar__dot--${kind}`} />
          ))}
        </span>
      </button>
    </td>
  )
}

/** What the dots under a day's number mean. */
function Legend() {
  return (
    <p className="calendar__legend">
      <span className="calendar__legend-item">
        <span className="calendar__dot calendar__dot--upcoming" aria-hidden="true" /> {t('Upcoming')}
      </span>
      <span className="calendar__legend-item">
        <span className="calendar__dot calendar__dot--recorded" aria-hidden="true" /> {t('Recorded')}
      </span>
    </p>
  )
}

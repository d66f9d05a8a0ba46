import { countByDay, dayKey, monthRange } from '@spaces/shared/domain/calendar-month'
import { type CalendarDate, unixToZonedParts } from '@spaces/shared/domain/zoned-time'
import { useEffect, useMemo, useRef, useState } from 'react'
import { LoadingState } from '../../../components/ui/loading-state'
import { formatTimeZoneLabel } from '../../../lib/time'
import { useNow } from '../../../lib/use-now'
import { useCurrentUser } from '../../auth/api/get-current-user'
import { SubscribeButton } from '../../feeds/components/subscribe-button'
import { useHosts } from '../../spaces/api/get-hosts'
import { useSpacesInRange } from '../../spaces/api/get-spaces'
import { useViewerTimeZone } from '../../timezone/use-viewer-time-zone'
import { parseDayKey } from '../day-labels'
import { sortHostsByName } from '../sort-hosts'
import { liveSpaces, spacesOnDay } from '../spaces-on-day'
import { DaySpaces } from './day-spaces'
import { FeaturedHosts } from './featured-hosts'
import { HostFilter } from './host-filter'
import { LiveNow } from './live-now'
import { MonthCalendar } from './month-calendar'

type Month = { year: number; month: number }

/** Scrolls to the day's list unless its top is already comfortably on screen. */
function revealList(section: HTMLElement | null): void {
  if (!section) return
  const top = section.getBoundingClientRect().top
  if (top >= 0 && top < window.innerHeight * 0.4) return
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
}

/**
 * Home's Spaces area (spec §2 "Home"): the host filter and featured hosts, the month calendar in
 * the viewer's zone, and the selected day's list. Only the visible month is fetched; day
 * boundaries are the viewer zone's, so changing the zone moves Spaces between days.
 */
export function HomeSpaces() {
  const { zone } = useViewerTimeZone()
  const user = useCurrentUser().data
  const now = useNow()
  const today = unixToZonedParts(now, zone)
  const todayKey = dayKey(today)

  const [visibleMonth, setVisibleMonth] = useState<Month>(() => ({ year: today.year, month: today.month }))
  // Null until the visitor picks a day: then the selection is today (spec §2), in the current zone.
  const [chosenKey, setChosenKey] = useState<string | null>(null)
  const selectedKey = chosenKey ?? todayKey
  const selectedDate = parseDayKey(selectedKey) ?? today
  const [selectedHosts, setSelectedHosts] = useState<string[]>([])

  const hosts = useHosts()
  const hostList = useMemo(() => sortHostsByName(hosts.data ?? []), [hosts.data])
  const visibleRange = useMemo(
    () => monthRange(visibleMonth.year, visibleMonth.month, zone),
    [visibleMonth.year, visibleMonth.month, zone],
  )
  const selectedRange = useMemo(
    () => monthRange(selectedDate.year, selectedDate.month, zone),
    [selectedDate.year, selectedDate.month, zone],
  )
  const monthSpaces = useSpacesInRange(visibleRange, selectedHosts)
  // The same query as above unless the visitor paged away from the selected day's month; then it
  // is that month's (usually cached) answer, so the list keeps showing the chosen day.
  const selectedMonthSpaces = useSpacesInRange(selectedRange, selectedHosts)
  // "Live now" shows every host's live Spaces whatever the filter: this month's list for all hosts,
  // the same query as the calendar's on first load.
  const todayRange = useMemo(() => monthRange(today.year, today.month, zone), [today.year, today.month, zone])
  const thisMonthSpaces = useSpacesInRange(todayRange, [])

  const [hasLoaded, setHasLoaded] = useState(false)
  useEffect(() => {
    if (!monthSpaces.isPending) setHasLoaded(true)
  }, [monthSpaces.isPending])

  const sectionRef = useRef<HTMLElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [revealRequest, setRevealRequest] = useState(0)
  useEffect(() => {
    if (revealRequest > 0) revealList(sectionRef.current)
  }, [revealRequest])

  if (!hasLoaded && monthSpaces.isPending) return <LoadingState label="Loading Spaces..." />

  const counts = countByDay(monthSpaces.data, zone)
  const upcomingCounts = countByDay(
    monthSpaces.data.filter((space) => space.scheduled_start > now),
    zone,
  )
  const daySpaces = spacesOnDay(selectedMonthSpaces.data, selectedKey, zone)

  const selectDay = (date: CalendarDate) => {
    setChosenKey(dayKey(date))
    if (date.year !== visibleMonth.year || date.month !== visibleMonth.month) {
      setVisibleMonth({ year: date.year, month: date.month })
    }
    setRevealRequest((count) => count + 1)
  }

  return (
    <div className="home-spaces">
      <LiveNow spaces={liveSpaces(thisMonthSpaces.data)} />
      <div className="home-spaces__toolbar">
        <HostFilter
          hosts={hostList}
          isLoading={hosts.isPending}
          selected={selectedHosts}
          onChange={setSelectedHosts}
        />
        <FeaturedHosts hosts={hostList} isLoading={hosts.isPending} />
        <SubscribeButton feed={{ hosts: selectedHosts }} />
      </div>
      <div className="home-spaces__layout">
        <section className="card home-spaces__calendar" aria-label="Calendar">
          <MonthCalendar
            year={visibleMonth.year}
            month={visibleMonth.month}
            onMonthChange={(year, month) => setVisibleMonth({ year, month })}
            selectedKey={selectedKey}
            todayKey={todayKey}
            counts={counts}
            upcomingCounts={upcomingCounts}
            isBusy={monthSpaces.isPending}
            onSelect={selectDay}
            onToday={() => selectDay(unixToZonedParts(Math.floor(Date.now() / 1000), zone))}
            zoneLabel={formatTimeZoneLabel(zone, new Date(now * 1000))}
          />
        </section>
        <DaySpaces
          date={selectedDate}
          spaces={daySpaces}
          isPending={selectedMonthSpaces.isPending}
          isError={selectedMonthSpaces.isError}
          onRetry={() => void selectedMonthSpaces.refetch()}
          zone={zone}
          now={now}
          canManage={user?.role === 'admin'}
          sectionRef={sectionRef}
          headingRef={headingRef}
          onDeleted={() => headingRef.current?.focus()}
        />
      </div>
    </div>
  )
}

import { countByDay, dayKey, monthRange } from '@spaces/shared/domain/calendar-month'
import { type CalendarDate, unixToZonedParts } from '@spaces/shared/domain/zoned-time'
import { type ReactNode, startTransition, useEffect, useMemo, useRef, useState } from 'react'
import { LoadingState } from '../../../components/ui/loading-state'
import { useHosts } from '../../../entities/profile/api/get-hosts'
import { type Space, useSpacesInRange } from '../../../entities/space/api/get-spaces'
import type { SpaceCardButtons } from '../../../entities/space/components/space-card'
import { SubscribeButton } from '../../../entities/space/components/subscribe-button'
import { useCurrentUser } from '../../../entities/viewer/api/get-current-user'
import { useViewerTimeZone } from '../../../entities/viewer/use-viewer-time-zone'
import { t } from '../../../i18n/i18n'
import { formatTimeZoneLabel } from '../../../lib/time'
import { useNow } from '../../../lib/use-now'
import { parseDayKey } from '../day-labels'
import { sortHostsByName } from '../sort-hosts'
import { canceledOnes, liveSpaces, ofHosts, spacesOnDay, takingPlace } from '../spaces-on-day'
import { useHomeViewInUrl } from '../use-home-view'
import { AgendaSlot } from './agenda-slot'
import { DaySpaces } from './day-spaces'
import { FeaturedHosts } from './featured-hosts'
import { HostFilter } from './host-filter'
import { LiveNow } from './live-now'
import { MonthCalendar } from './month-calendar'
import { ViewSwitch } from './view-switch'

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
 * The month's numbers per day: the badges count the Spaces that take place (and how many of those
 * are still upcoming, for the dots); canceled ones stay listed, counted apart.
 */
function dayCounts(spaces: readonly Space[], zone: string, now: number) {
  const taking = takingPlace(spaces)
  return {
    counts: countByDay(taking, zone),
    upcomingCounts: countByDay(
      taking.filter((space) => space.scheduled_start > now),
      zone,
    ),
    canceledCounts: countByDay(canceledOnes(spaces), zone),
  }
}

/**
 * The first draw waits for the viewer (admins get more buttons on each card) and the month, both
 * fetched at once; after that, paging months shows the calendar busy instead. It is a transition:
 * React draws the calendar and the list in slices of a few ms, letting the browser in between,
 * instead of one long task that blocks a phone's main thread (total blocking time).
 */
function useHasLoaded(isFirstLoadPending: boolean): boolean {
  const [hasLoaded, setHasLoaded] = useState(false)
  useEffect(() => {
    if (!isFirstLoadPending) startTransition(() => setHasLoaded(true))
  }, [isFirstLoadPending])
  return hasLoaded
}

type HomeSpacesProps = {
  /** Remind me and Follow on each Space card, handed in by the page. */
  cardButtons?: SpaceCardButtons
  /** What follows on the page, drawn with the area so that the calendar's arrival never moves it. */
  children?: ReactNode
}

/**
 * Home's Spaces area: the host filter and featured hosts, the month calendar in the viewer's zone,
 * and the selected day's list. Only the visible month is fetched; day boundaries are the viewer
 * zone's, so changing the zone moves Spaces between days.
 */
export function HomeSpaces({ cardButtons, children }: HomeSpacesProps) {
  const { zone } = useViewerTimeZone()
  const currentUser = useCurrentUser()
  const user = currentUser.data
  const now = useNow()
  const today = unixToZonedParts(now, zone)
  const todayKey = dayKey(today)

  const [visibleMonth, setVisibleMonth] = useState<Month>(() => ({ year: today.year, month: today.month }))
  // Null until the visitor picks a day: then the selection is today, in the current zone.
  const [chosenKey, setChosenKey] = useState<string | null>(null)
  const selectedKey = chosenKey ?? todayKey
  const selectedDate = parseDayKey(selectedKey) ?? today
  const { view, setView, selectedHosts, setSelectedHosts } = useHomeViewInUrl()

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
  // "Live now" shows the filtered hosts' live Spaces, from this month's list for all
  // hosts (the same query as the calendar's on first load), so a change of filter needs no fetch.
  const todayRange = useMemo(() => monthRange(today.year, today.month, zone), [today.year, today.month, zone])
  const thisMonthSpaces = useSpacesInRange(todayRange, [])

  const hasLoaded = useHasLoaded(monthSpaces.isPending || currentUser.isPending)

  const sectionRef = useRef<HTMLElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [revealRequest, setRevealRequest] = useState(0)
  useEffect(() => {
    if (revealRequest > 0) revealList(sectionRef.current)
  }, [revealRequest])

  if (!hasLoaded) return <LoadingState label={t('Loading Spaces...')} />

  const { counts, upcomingCounts, canceledCounts } = dayCounts(monthSpaces.data, zone, now)
  const daySpaces = spacesOnDay(selectedMonthSpaces.data, selectedKey, zone)

  const selectDay = (date: CalendarDate) => {
    setChosenKey(dayKey(date))
    if (date.year !== visibleMonth.year || date.month !== visibleMonth.month) {
      setVisibleMonth({ year: date.year, month: date.month })
    }
    setRevealRequest((count) => count + 1)
  }

  return (
    <>
      <div className="home-spaces">
        <LiveNow spaces={liveSpaces(ofHosts(thisMonthSpaces.data, selectedHosts))} />
        <div className="home-spaces__toolbar">
          <HostFilter
            hosts={hostList}
            isLoading={hosts.isPending}
            selected={selectedHosts}
            onChange={setSelectedHosts}
          />
          <FeaturedHosts hosts={hostList} isLoading={hosts.isPending} />
          <SubscribeButton feed={{ hosts: selectedHosts }} />
          <ViewSwitch view={view} onChange={setView} />
        </div>
        {view === 'agenda' ? (
          <AgendaSlot hosts={selectedHosts} zone={zone} now={now} cardButtons={cardButtons} />
        ) : (
          <div className="home-spaces__layout">
            <section className="card home-spaces__calendar" aria-label={t('Calendar')}>
              <MonthCalendar
                year={visibleMonth.year}
                month={visibleMonth.month}
                onMonthChange={(year, month) => setVisibleMonth({ year, month })}
                selectedKey={selectedKey}
                todayKey={todayKey}
                counts={counts}
                upcomingCounts={upcomingCounts}
                canceledCounts={canceledCounts}
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
              cardButtons={cardButtons}
              sectionRef={sectionRef}
              headingRef={headingRef}
              onDeleted={() => headingRef.current?.focus()}
            />
          </div>
        )}
      </div>
      {children}
    </>
  )
}

import { mergeSpaceLists } from '@spaces/shared/domain/merge-spaces'
import { unixToZonedParts, zonedDateTimeToUnix } from '@spaces/shared/domain/zoned-time'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { LoadMore } from '../../../components/ui/load-more'
import { LoadingState } from '../../../components/ui/loading-state'
import { SPACES_QUERY_KEY, spacesQueryOptions } from '../../../entities/space/api/get-spaces'
import { SpaceCard, type SpaceCardButtons } from '../../../entities/space/components/space-card'
import { formatTimeZoneLabel } from '../../../lib/time'
import { agendaDays } from '../agenda-days'
import { formatMonthDay, formatWeekday, parseDayKey } from '../day-labels'
import './agenda-view.css'
import { msg, t } from '../../../i18n/i18n'

const HEADING = msg('Agenda')
const LOADING = msg('Loading Spaces...')
const MORE = msg('Show the next two weeks')
const LOADING_MORE = msg('Loading the next two weeks...')
const FAILED = msg('Spaces could not be loaded.')
const RETRY = msg('Try again')
const timesIn = (zone: string) => t('Times in {zone}', { zone })
const nothingUntil = (day: string) => t('No Spaces until {day}.', { day })
const shownUntil = (day: string) => t('Showing Spaces until {day}.', { day })

/** Each page of the agenda: two weeks; it pages on as far as half a year ahead. */
const PAGE_DAYS = 14
const MAX_PAGES = 13
const DAY = 86_400

type AgendaViewProps = {
  hosts: readonly string[]
  zone: string
  now: number
  cardButtons?: SpaceCardButtons
}

/**
 * The agenda: the coming days' Spaces in one list grouped by day in the viewer's zone, from today,
 * two weeks a page. Each page is the calendar's own query (every page of `GET /api/spaces` through
 * its cursor, one query per chosen host), so the month view's cache serves it too.
 */
export function AgendaView({ hosts, zone, now, cardButtons }: AgendaViewProps) {
  const queryClient = useQueryClient()
  const today = unixToZonedParts(now, zone)
  const start = zonedDateTimeToUnix(
    { year: today.year, month: today.month, day: today.day, hour: 0, minute: 0 },
    zone,
  )
  const query = useInfiniteQuery({
    queryKey: [...SPACES_QUERY_KEY, 'agenda', start, zone, hosts.join(',')] as const,
    queryFn: async ({ pageParam }) => {
      const range = {
        from: start + pageParam * PAGE_DAYS * DAY,
        to: start + (pageParam + 1) * PAGE_DAYS * DAY,
      }
      const users = hosts.length === 0 ? [undefined] : hosts
      const lists = await Promise.all(
        users.map((user) => queryClient.fetchQuery(spacesQueryOptions(range, user))),
      )
      return { spaces: mergeSpaceLists(lists), until: range.to }
    },
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => (pages.length < MAX_PAGES ? pages.length : undefined),
  })

  if (query.isPending) return <LoadingState label={t(LOADING)} />
  if (query.isError && !query.data) {
    return (
      <div className="agenda" role="alert">
        <p>{t(FAILED)}</p>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          {t(RETRY)}
        </button>
      </div>
    )
  }
  const pages = query.data?.pages ?? []
  const days = agendaDays(
    pages.flatMap((page) => page.spaces),
    zone,
  )
  const lastDay = unixToZonedParts((pages[pages.length - 1]?.until ?? start) - 1, zone)
  const lastDayText = formatMonthDay(lastDay)

  return (
    <section className="agenda" aria-labelledby="agenda-heading">
      <h2 id="agenda-heading" className="agenda__heading">
        {t(HEADING)}
      </h2>
      <p className="agenda__zone">{timesIn(formatTimeZoneLabel(zone, new Date(now * 1000)))}</p>
      {days.length === 0 ? <p className="agenda__empty">{nothingUntil(lastDayText)}</p> : null}
      {days.map((day) => {
        const date = parseDayKey(day.key)
        return (
          <section key={day.key} className="agenda__day" aria-labelledby={`agenda-${day.key}`}>
            <h3 id={`agenda-${day.key}`} className="agenda__date">
              {date
                ? t('{weekday}, {day}', { weekday: formatWeekday(date), day: formatMonthDay(date) })
                : day.key}
            </h3>
            <ul className="agenda__list">
              {day.spaces.map((space) => (
                <li key={space.id}>
                  <SpaceCard space={space} zone={zone} now={now} buttons={cardButtons} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        )
      })}
      {days.length > 0 ? <p className="agenda__until">{shownUntil(lastDayText)}</p> : null}
      <LoadMore
        list={{
          hasMore: query.hasNextPage,
          isLoadingMore: query.isFetchingNextPage,
          loadMore: () => void query.fetchNextPage(),
        }}
        label={t(MORE)}
        loadingLabel={t(LOADING_MORE)}
      />
    </section>
  )
}

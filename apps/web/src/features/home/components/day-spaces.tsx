import type { CalendarDate } from '@spaces/shared/domain/zoned-time'
import { type RefObject, useId } from 'react'
import { LoadingState } from '../../../components/ui/loading-state'
import type { Space } from '../../../entities/space/api/get-spaces'
import { SpaceAdminActions } from '../../../entities/space/components/space-admin-actions'
import { SpaceCard, type SpaceCardButtons } from '../../../entities/space/components/space-card'
import { formatShortMonthDay, formatWeekday, spaceCountText } from '../day-labels'
import { canceledOnes, takingPlace } from '../spaces-on-day'
import './day-spaces.css'
import { t } from '../../../i18n/i18n'

type DaySpacesProps = {
  date: CalendarDate
  spaces: readonly Space[]
  isPending: boolean
  /** The fetch failed: the list shows empty with a way to try again. */
  isError: boolean
  onRetry: () => void
  zone: string
  now: number
  canManage: boolean
  /** Remind me and Follow on each card, handed in by the page. */
  cardButtons?: SpaceCardButtons
  sectionRef: RefObject<HTMLElement | null>
  headingRef: RefObject<HTMLHeadingElement | null>
  onDeleted: () => void
}

/**
 * The selected day's Spaces: 'Nov 21', '3 space(s) for November 21', then the cards. The
 * count is of the Spaces that take place; a Space canceled on X is listed, marked, and counted apart
 * ('2 space(s) for November 28 · 1 canceled'), so the counter, the day's badge and the cards agree.
 */
export function DaySpaces(props: DaySpacesProps) {
  const { date, spaces, isPending, isError } = props
  const headingId = useId()
  const isEmpty = isError || spaces.length === 0

  return (
    <section ref={props.sectionRef} className="day-spaces" aria-labelledby={headingId}>
      <header className="day-spaces__header">
        <p className="day-spaces__weekday">{formatWeekday(date)}</p>
        <h2 id={headingId} ref={props.headingRef} className="day-spaces__title" tabIndex={-1}>
          {formatShortMonthDay(date)}
        </h2>
        <p className="day-spaces__count" role="status">
          {isPending
            ? ''
            : isError
              ? spaceCountText(0, date)
              : spaceCountText(takingPlace(spaces).length, date, canceledOnes(spaces).length)}
        </p>
      </header>
      {isPending ? (
        <LoadingState label={t('Loading Spaces...')} />
      ) : isEmpty ? (
        <p className="day-spaces__empty">{t('No Spaces for this date')}</p>
      ) : (
        <ul className="day-spaces__list">
          {spaces.map((space) => (
            <li key={space.id}>
              <SpaceCard
                space={space}
                zone={props.zone}
                now={props.now}
                buttons={props.cardButtons}
                actions={
                  props.canManage ? <SpaceAdminActions space={space} onDeleted={props.onDeleted} /> : null
                }
              />
            </li>
          ))}
        </ul>
      )}
      {isError && !isPending ? (
        <p className="day-spaces__error">
          {t('Spaces could not be loaded right now.')}{' '}
          <button type="button" className="day-spaces__retry" onClick={props.onRetry}>
            {t('Try again')}
          </button>
        </p>
      ) : null}
    </section>
  )
}

import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { LoadingState } from '../../../components/ui/loading-state'
import { type ReadingItem, readingItemsQueryOptions } from '../api/get-reading-items'
import { failureOf, READING_FAILURES } from '../failure'
import type { ReadingFilters } from '../reading-filters'
import { useReadingActions } from '../use-reading-actions'
import { EditReadingItemModal } from './edit-reading-item-modal'
import { FailureBanner } from './failure-banner'
import { ReadingCard } from './reading-card'
import './reading.css'
import { msg, t } from '../../../i18n/i18n'

export const EMPTY_READING_TEXT = msg('No recommendations yet')

interface PublicReadingListProps {
  filters: ReadingFilters
  /** The viewer's id, null for a visitor (their Edit/Delete rights come with each item). */
  viewer: number | null
}

/** The cards of /reading with their loading, empty and failure states, the Edit modal and Delete. */
export function PublicReadingList({ filters, viewer }: PublicReadingListProps) {
  const {
    data: items,
    isPending,
    isError,
    error,
    refetch,
    isFetching,
  } = useQuery(readingItemsQueryOptions(filters, viewer))
  const { busyId, failure, remove } = useReadingActions()
  const [editing, setEditing] = useState<ReadingItem | null>(null)

  if (isPending) return <LoadingState label={t('Loading...')} />
  if (isError) {
    return (
      <div className="reading-load-failure">
        <FailureBanner failure={failureOf(READING_FAILURES.load, error)} />
        <button
          type="button"
          className="button button--secondary"
          onClick={() => refetch()}
          disabled={isFetching}
        >
          {t('Try again')}
        </button>
      </div>
    )
  }

  return (
    <>
      <FailureBanner failure={failure} />
      {items.length === 0 ? (
        <p className="card reading-empty">{t(EMPTY_READING_TEXT)}</p>
      ) : (
        <ul className="reading-list" aria-label={t('Recommendations')}>
          {items.map((item) => (
            <li key={item.id}>
              <ReadingCard
                item={item}
                isDeleting={busyId === item.id}
                onEdit={setEditing}
                onDelete={remove}
              />
            </li>
          ))}
        </ul>
      )}
      <EditReadingItemModal item={editing} onClose={() => setEditing(null)} />
    </>
  )
}

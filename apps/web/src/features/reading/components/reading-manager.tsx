import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { LoadingState } from '../../../components/ui/loading-state'
import { t } from '../../../i18n/i18n'
import { managedReadingItemsQueryOptions, type ReadingItem } from '../api/get-reading-items'
import { useCreateReadingItem } from '../api/mutate-reading-items'
import { failureOf, READING_FAILURES } from '../failure'
import { EMPTY_READING_VALUES } from '../reading-form-values'
import { useReadingActions } from '../use-reading-actions'
import { EditReadingItemModal } from './edit-reading-item-modal'
import { FailureBanner } from './failure-banner'
import { ManagerRow } from './manager-row'
import { ReadingItemForm } from './reading-item-form'
import './reading.css'

interface ReadingManagerProps {
  viewerId: number
  isAdmin: boolean
  /** The handle of the profile being managed (the own one, or one a helper manages). */
  username: string
  /** `host_id` for new items when managing someone else's profile. */
  hostId: number | undefined
  /**
   * Whether the viewer may add, pin, edit and delete here (the server's reading:manage on this
   * profile). When false the list is read-only and `deniedText` says why.
   */
  canManage: boolean
  deniedText: string
  /** "Renata Aldridge’s" when managing a profile for its owner; null on one's own. */
  ownerPossessive: string | null
}

/**
 * /dashboard/reading: the add form, then the managed profile's
 * items (admins: everyone's) with Pin/Unpin, Edit in the modal and Delete.
 */
export function ReadingManager({
  viewerId,
  isAdmin,
  username,
  hostId,
  canManage,
  deniedText,
  ownerPossessive,
}: ReadingManagerProps) {
  const listTitle = isAdmin
    ? t('All Reading Items')
    : ownerPossessive
      ? t('{owner} Reading List', { owner: ownerPossessive })
      : t('Your Reading List')
  const list = useQuery(managedReadingItemsQueryOptions({ isAdmin, username }, viewerId))
  const create = useCreateReadingItem()
  const { busyId, failure, remove, togglePin } = useReadingActions()
  const [editing, setEditing] = useState<ReadingItem | null>(null)
  const [added, setAdded] = useState<string | null>(null)
  const items = list.data ?? []
  const heading = t('{list} ({count})', { list: listTitle, count: items.length })

  return (
    <div className="reading-manager">
      {canManage ? (
        <section className="card" aria-labelledby="add-reading-heading">
          <h2 id="add-reading-heading" className="reading-section-title">
            {t('Add a Recommendation')}
          </h2>
          <ReadingItemForm
            initial={EMPTY_READING_VALUES}
            submitLabel={t('Add Item')}
            busyLabel={t('Adding…')}
            failureText={READING_FAILURES.add}
            hostId={hostId}
            resetAfterSave
            isWide
            onSubmit={async (body) => {
              setAdded(null)
              const item = await create.mutateAsync(body)
              setAdded(t('Added “{title}”.', { title: item.title }))
            }}
          />
          <p className="reading-status" role="status">
            {added}
          </p>
        </section>
      ) : (
        <p className="card reading-notice" role="note">
          {deniedText}
        </p>
      )}

      <section className="card" aria-labelledby="manage-reading-heading" aria-busy={list.isFetching}>
        <h2 id="manage-reading-heading" className="reading-section-title">
          {list.isPending ? listTitle : heading}
        </h2>
        <FailureBanner failure={failure} />
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <div className="reading-load-failure">
            <FailureBanner failure={failureOf(READING_FAILURES.load, list.error)} />
            <button
              type="button"
              className="button button--secondary"
              onClick={() => list.refetch()}
              disabled={list.isFetching}
            >
              {t('Try again')}
            </button>
          </div>
        ) : items.length === 0 ? (
          <p className="reading-empty reading-empty--plain">{t('No recommendations yet')}</p>
        ) : (
          <ul className="reading-rows">
            {items.map((item) => (
              <li key={item.id}>
                <ManagerRow
                  item={item}
                  canEdit={canManage && item.can_edit}
                  isBusy={busyId === item.id}
                  showOwner={isAdmin}
                  onTogglePin={togglePin}
                  onEdit={setEditing}
                  onDelete={remove}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <EditReadingItemModal item={editing} onClose={() => setEditing(null)} />
    </div>
  )
}

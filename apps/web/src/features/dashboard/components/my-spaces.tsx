import type { TSpace } from '@spaces/shared/schemas/spaces'
import { Link } from 'wouter'
import { LoadMore, type Paged } from '../../../components/ui/load-more'
import { LoadingState } from '../../../components/ui/loading-state'
import { Tabs } from '../../../components/ui/tabs'
import { useReminderCounts } from '../../../entities/space/api/get-reminder-counts'
import { type DashboardTab, splitSpacesByState } from '../dashboard-spaces'
import { DashboardSpaceCard } from './dashboard-space-card'
import './my-spaces.css'
import { t } from '../../../i18n/i18n'

interface MySpacesProps {
  /** The host's Spaces; a failed load is passed as an empty list. */
  spaces: readonly TSpace[]
  isLoading: boolean
  tab: DashboardTab
  onTabChange: (tab: DashboardTab) => void
  /** The viewer's display zone. */
  zone: string
  /** False when the viewer may not change these Spaces: no Edit, Delete or 'Create Your First Space'. */
  canEdit: boolean
  /** Deletes a Space; rejects on failure. */
  onDelete: (id: number) => Promise<unknown>
  /** "Renata Aldridge’s" when the Spaces are someone else's (a helper's view); null for one's own. */
  ownerPossessive: string | null
  /** The host's list comes a page at a time; older recorded Spaces load on demand. */
  olderSpaces?: Paged
}

/** 'My Spaces': tabs Upcoming (n) and Recorded (n) by state, with Edit and Delete per card. */
export function MySpaces({
  spaces,
  isLoading,
  tab,
  onTabChange,
  zone,
  canEdit,
  onDelete,
  ownerPossessive,
  olderSpaces,
}: MySpacesProps) {
  const { upcoming, recorded } = splitSpacesByState(spaces)
  // The host's audience for what is coming: one call for the page, not one per Space.
  const reminderCounts = useReminderCounts(upcoming.map((space) => space.id))
  if (isLoading)
    return (
      <LoadingState
        label={
          ownerPossessive
            ? t('Loading {owner} Spaces...', { owner: ownerPossessive })
            : t('Loading your Spaces...')
        }
      />
    )
  const list = (items: readonly TSpace[], counts?: ReadonlyMap<number, number>) => (
    <ul className="space-rows">
      {items.map((space) => (
        <li key={space.id}>
          <DashboardSpaceCard
            space={space}
            zone={zone}
            reminderCount={counts?.get(space.id)}
            onDelete={canEdit ? onDelete : undefined}
          />
        </li>
      ))}
    </ul>
  )
  return (
    <Tabs
      label={ownerPossessive ? t('{owner} Spaces', { owner: ownerPossessive }) : t('My Spaces')}
      selectedKey={tab}
      onSelect={onTabChange}
      items={[
        {
          key: 'upcoming',
          label: t('Upcoming ({count})', { count: upcoming.length }),
          panel:
            upcoming.length > 0 ? (
              list(upcoming, reminderCounts)
            ) : (
              <div className="empty-state">
                <p className="empty-state__text">{t('No upcoming Spaces')}</p>
                {canEdit ? (
                  <Link to="/dashboard/new-space" className="button button--primary">
                    {ownerPossessive
                      ? t('Create {owner} First Space', { owner: ownerPossessive })
                      : t('Create Your First Space')}
                  </Link>
                ) : null}
              </div>
            ),
        },
        {
          key: 'recorded',
          label: t('Recorded ({count})', { count: recorded.length }),
          panel: (
            <>
              {recorded.length > 0 || olderSpaces?.hasMore ? (
                list(recorded)
              ) : (
                <div className="empty-state">
                  <p className="empty-state__text">{t('No recorded Spaces yet')}</p>
                </div>
              )}
              {olderSpaces ? (
                <LoadMore
                  list={olderSpaces}
                  label={t('Show older Spaces')}
                  loadingLabel={t('Loading older Spaces...')}
                />
              ) : null}
            </>
          ),
        },
      ]}
    />
  )
}

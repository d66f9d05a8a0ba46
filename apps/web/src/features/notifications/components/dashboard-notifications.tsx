import { PAGES } from '@spaces/shared/paths'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'wouter'
import { profileQueryOptions } from '../../../entities/profile/api/get-profile'
import { followerCountOf, followersText } from '../../../entities/profile/follower-count'
import './notifications.css'
import { t } from '../../../i18n/i18n'

/**
 * The dashboard's way to the notification settings; a host also sees their follower count, their
 * audience. The count keeps its line while it loads, so nothing below it moves.
 */
export function DashboardNotifications({ username, isHost }: { username: string; isHost: boolean }) {
  return (
    <section className="card notify-dashboard" aria-labelledby="notifications-heading">
      <div>
        <h2 id="notifications-heading" className="dashboard__section-title">
          {t('Notifications')}
        </h2>
        {isHost ? <FollowerCount username={username} /> : null}
        <p className="notify-muted">{t('Reminders before Spaces start, live alerts and a weekly digest.')}</p>
      </div>
      <Link to={PAGES.dashboardNotifications} className="button button--secondary">
        {t('Notification settings')}
      </Link>
    </section>
  )
}

function FollowerCount({ username }: { username: string }) {
  const profile = useQuery(profileQueryOptions(username))
  const count = profile.data ? followerCountOf(profile.data) : null
  return <p className="notify-dashboard__count">{count === null ? '\u00a0' : followersText(count)}</p>
}

import { paths } from '@spaces/shared/paths'
import { Link } from 'wouter'
import type { GuardedProfile } from '../../../entities/managed-profile/components/managed-profile-guard'
import { isHostRole } from '../../../entities/managed-profile/profile-permissions'
import { t } from '../../../i18n/i18n'

/**
 * Quick Actions: only what the viewer can do here. On the own profile a host gets all of them; a
 * listener none (the section goes, and "My Spaces" says once how to become a host), as the server
 * refuses a listener's Spaces, links and reading, and helpers would have nothing to manage. On
 * someone else's, only what the grant allows, and none at all when it allows nothing: the helper
 * notice says so.
 */
export function QuickActions({ profile }: { profile: GuardedProfile }) {
  const { user, isDelegated, can } = profile
  const actions = [
    { to: '/dashboard/new-space', label: t('New Space'), isOffered: can.spaces },
    { to: '/dashboard/links', label: t('Manage Links'), isOffered: can.links },
    { to: '/dashboard/reading', label: t('Reading List'), isOffered: can.reading },
    { to: '/dashboard/channels', label: t('Channels'), isOffered: can.spaces },
    { to: '/dashboard/webhooks', label: t('Webhooks'), isOffered: can.spaces },
    { to: '/dashboard/tokens', label: t('API Tokens'), isOffered: !isDelegated && isHostRole(user.role) },
    // Own profile only, and only a host's has anything a helper could manage.
    {
      to: paths.access(user.id),
      label: t('Manage Access'),
      isOffered: !isDelegated && isHostRole(user.role),
    },
  ].filter((action) => action.isOffered)
  if (actions.length === 0) return null
  return (
    <section className="card" aria-labelledby="quick-actions-heading">
      <h2 id="quick-actions-heading" className="dashboard__section-title">
        {t('Quick Actions')}
      </h2>
      <ul className="quick-actions">
        {actions.map((action) => (
          <li key={action.to}>
            <Link to={action.to} className="quick-action">
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

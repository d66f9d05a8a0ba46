import { PAGES } from '@spaces/shared/paths'
import { LoadingState } from '../../components/ui/loading-state'
import type { AccessibleProfile } from '../../entities/managed-profile/api/get-accessible-profiles'
import { isHostRole } from '../../entities/managed-profile/profile-permissions'
import { useManagedProfile } from '../../entities/managed-profile/use-managed-profile'
import { useCurrentUser } from '../../entities/viewer/api/get-current-user'
import { t } from '../../i18n/i18n'
import { MenuLink } from './menu-link'

type GrantFlag = 'can_manage_spaces' | 'can_edit_profile'

/**
 * What the viewer can open from their account: the reading list manager and New Space only where
 * they can act (the dashboard's Quick Actions follow the same rule). Each goes to the profile the
 * dashboard manages when that allows it, else to the first profile a live grant opens it on, which
 * following the link makes the managed one; a listener without such a grant is offered neither, so
 * nobody is sent to a page that only says hosts may. Until a listener's grants are known the list
 * waits, so no item appears under the pointer later.
 */
export function AccountLinks() {
  const { data: user } = useCurrentUser()
  const { can, profiles, managed, select, isPending } = useManagedProfile()
  // A host or admin can do both on their own profile, which is what is managed until the list says
  // otherwise: their links show at once. Anyone else's wait for their grants.
  if (isPending && !isHostRole(user?.role))
    return <LoadingState label={t('Checking what you can manage...')} />
  const grantFor = (flag: GrantFlag) =>
    profiles.find((p) => p.access_reason === 'delegated_access' && p[flag] === 1)
  const spacesOn = can.spaces ? managed : grantFor('can_manage_spaces')
  const readingOn = can.reading ? managed : grantFor('can_edit_profile')
  // Following a link for another profile than the managed one switches the dashboard to it first.
  const switchTo = (profile: AccessibleProfile | undefined) =>
    profile && managed && profile.id !== managed.id ? () => select(profile.id) : undefined

  return (
    <ul className="menu-list">
      <MenuLink to="/dashboard">{t('Profile')}</MenuLink>
      {can.reading || readingOn ? (
        <MenuLink to="/dashboard/reading" onFollow={switchTo(readingOn)}>
          {/* The public list's name too, told apart by the words read after it. */}
          {t('Reading List')}
          <span className="visually-hidden"> {t('manager')}</span>
        </MenuLink>
      ) : null}
      {can.spaces || spacesOn ? (
        <MenuLink to="/dashboard/new-space" onFollow={switchTo(spacesOn)}>
          {t('New Space')}
        </MenuLink>
      ) : null}
      <MenuLink to={PAGES.dashboardNotifications}>{t('Notifications')}</MenuLink>
    </ul>
  )
}

import type { TAccessibleProfile } from '@spaces/shared/schemas/access'
import type { TRole } from '@spaces/shared/schemas/auth'
import { intlTag, msg, t } from '../../i18n/i18n'
import { possessive } from './owner-name'

/** What a screen can offer on a profile; the reading list goes with the profile (can_edit_profile). */
export type ProfileArea = 'spaces' | 'links' | 'profile' | 'reading'
export type ProfilePermissions = Record<ProfileArea, boolean>

type GrantFlags = Pick<TAccessibleProfile, 'can_edit_profile' | 'can_manage_spaces' | 'can_manage_links'>

/**
 * How the viewer reaches a profile: it is their own, a live grant names them (with the owner's role
 * once known), or neither.
 */
export type ProfileAccess =
  | { kind: 'own' }
  | { kind: 'delegated'; grant: GrantFlags; ownerRole: TRole | undefined }
  | { kind: 'none' }

const GRANT_FLAG: Record<ProfileArea, keyof GrantFlags> = {
  spaces: 'can_manage_spaces',
  links: 'can_manage_links',
  profile: 'can_edit_profile',
  reading: 'can_edit_profile',
}

export const isHostRole = (role: TRole | undefined): boolean => role === 'host' || role === 'admin'

/**
 * The same rule as the server's `authorizeProfileAction` (apps/server/src/auth/policy.ts), so that no
 * screen offers what a submit would get a 403 for: an admin may do anything anywhere; on one's own
 * profile anyone may edit the details but only a host has Spaces, links and reading to manage; on
 * someone else's, each grant flag opens its area, and all but the details need the owner to be a
 * host. An owner's role not yet known (or not loadable) counts as host: grants come from hosts, and
 * the server still checks.
 */
export function profilePermissions(viewerRole: TRole, access: ProfileAccess): ProfilePermissions {
  const allows = (area: ProfileArea): boolean => {
    if (viewerRole === 'admin') return true
    const needsHostProfile = area !== 'profile'
    switch (access.kind) {
      case 'none':
        return false
      case 'own':
        return !needsHostProfile || isHostRole(viewerRole)
      case 'delegated':
        return (
          access.grant[GRANT_FLAG[area]] === 1 &&
          (!needsHostProfile || access.ownerRole === undefined || isHostRole(access.ownerRole))
        )
    }
  }
  return {
    spaces: allows('spaces'),
    links: allows('links'),
    profile: allows('profile'),
    reading: allows('reading'),
  }
}

/**
 * Whether the profile is a host's, and so has Spaces, links and reading to show: one's own when the
 * viewer is a host or admin; someone else's unless their role is known to be a listener's.
 */
export function isHostProfile(viewerRole: TRole, access: ProfileAccess): boolean {
  if (access.kind === 'own') return isHostRole(viewerRole)
  return access.kind === 'delegated' ? access.ownerRole === undefined || isHostRole(access.ownerRole) : true
}

/** A grant's flags as an access, for a profile of the accessible-profiles list. */
export function accessOf(
  profile: TAccessibleProfile | undefined,
  ownerRole: TRole | undefined,
): ProfileAccess {
  if (!profile || profile.access_reason === 'own_profile') return { kind: 'own' }
  return { kind: 'delegated', grant: profile, ownerRole }
}

const AREA_NAMES: Record<ProfileArea, string> = {
  spaces: msg('Spaces'),
  links: msg('links'),
  profile: msg('profile details'),
  reading: msg('reading list'),
}

/** "Spaces, links, and reading list": what the viewer may manage, in a sentence (empty when nothing). */
export function allowedAreasText(can: ProfilePermissions): string {
  const areas = (Object.keys(AREA_NAMES) as ProfileArea[]).filter((area) => can[area])
  return new Intl.ListFormat(intlTag(), { type: 'conjunction' }).format(
    areas.map((area) => t(AREA_NAMES[area])),
  )
}

/** What a grant without `area`'s flag lacks, on someone's profile ({owner}: "Hollis Penrose’s") or on this one. */
const GRANT_LACKS: Record<ProfileArea, { owner: string; this: string }> = {
  spaces: {
    owner: msg('Your access to {owner} profile does not include scheduling Spaces.'),
    this: msg('Your access to this profile does not include scheduling Spaces.'),
  },
  links: {
    owner: msg('Your access to {owner} profile does not include managing links.'),
    this: msg('Your access to this profile does not include managing links.'),
  },
  profile: {
    owner: msg('Your access to {owner} profile does not include editing its details.'),
    this: msg('Your access to this profile does not include editing its details.'),
  },
  reading: {
    owner: msg('Your access to {owner} profile does not include their reading list.'),
    this: msg('Your access to this profile does not include their reading list.'),
  },
}

/** Why a granted area is still not offered: the profile is not a host's ({name}: the owner's name). */
const NOT_A_HOST: Record<ProfileArea, { owner: string; this: string }> = {
  spaces: {
    owner: msg('{name} is not a host, so their profile has no Spaces to manage.'),
    this: msg('This person is not a host, so their profile has no Spaces to manage.'),
  },
  links: {
    owner: msg('{name} is not a host, so their profile has no links to manage.'),
    this: msg('This person is not a host, so their profile has no links to manage.'),
  },
  profile: {
    owner: msg('{name} is not a host, so their profile has no profile details to manage.'),
    this: msg('This person is not a host, so their profile has no profile details to manage.'),
  },
  reading: {
    owner: msg('{name} is not a host, so their profile has no reading list to manage.'),
    this: msg('This person is not a host, so their profile has no reading list to manage.'),
  },
}

const OWN_NOT_HOST: Record<ProfileArea, string> = {
  spaces: msg('Only hosts can schedule Spaces.'),
  links: msg('Only hosts can add links to their profile. Ask an admin to add you as a host.'),
  profile: '',
  reading: msg(
    'Only hosts can recommend reading. Ask an admin to add you as a host, and your recommendations will show up here and on the public reading list.',
  ),
}

/**
 * Why `area` is not offered, in the words the screen shows instead of the action, in the page's
 * language. `owner` is the owner's name (ownerName) for someone else's profile, null for one's own.
 */
export function deniedText(area: ProfileArea, access: ProfileAccess, owner: string | null): string {
  switch (access.kind) {
    case 'own':
      return OWN_NOT_HOST[area] ? t(OWN_NOT_HOST[area]) : ''
    case 'none':
      return owner === null
        ? t('You do not have access to manage this profile.')
        : t('You do not have access to manage {owner} profile.', { owner: possessive(owner) })
    case 'delegated': {
      if (access.grant[GRANT_FLAG[area]] !== 1) {
        const lacks = GRANT_LACKS[area]
        return owner === null ? t(lacks.this) : t(lacks.owner, { owner: possessive(owner) })
      }
      const notHost = NOT_A_HOST[area]
      return owner === null ? t(notHost.this) : t(notHost.owner, { name: owner })
    }
  }
}

import { isDisplayableTime, UNKNOWN_DATE_TEXT } from '@spaces/shared/domain/displayable-time'
import type { TCollaborator } from '@spaces/shared/schemas/access'
import { intlTag, msg, t } from '../../i18n/i18n'
import type { AccessLevel } from './grant-form-values'

export const ACCESS_LEVEL_NAMES: Readonly<Record<AccessLevel, string>> = {
  helper: msg('Helper'),
  'co-host': msg('Co-host'),
  manager: msg('Manager'),
}

/** The three permission flags with their labels, in the form's order. */
export const PERMISSIONS = [
  { flag: 'can_edit_profile', field: 'canEditProfile', label: msg('Edit Profile (bio, links)') },
  { flag: 'can_manage_spaces', field: 'canManageSpaces', label: msg('Manage Spaces (add/edit)') },
  { flag: 'can_manage_links', field: 'canManageLinks', label: msg('Manage Links (social media)') },
] as const

/** The labels of the permissions a grant carries (flag 1), in the page's language. */
export function grantedPermissions(
  grant: Pick<TCollaborator, 'can_edit_profile' | 'can_manage_spaces' | 'can_manage_links'>,
): string[] {
  return PERMISSIONS.filter((permission) => grant[permission.flag] === 1).map((permission) =>
    t(permission.label),
  )
}

/** 'Nov 21, 2025' in the viewer's zone and the page's language, for granted and expiry dates. */
export function formatGrantDate(unixSeconds: number, zone: string): string {
  if (!isDisplayableTime(unixSeconds)) return UNKNOWN_DATE_TEXT
  return new Intl.DateTimeFormat(intlTag(), {
    timeZone: zone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }).format(new Date(unixSeconds * 1000))
}

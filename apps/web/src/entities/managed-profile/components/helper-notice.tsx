import { msg, t } from '../../../i18n/i18n'
import type { AccessibleProfile } from '../api/get-accessible-profiles'
import { ownerName, possessive } from '../owner-name'
import { allowedAreasText, type ProfilePermissions } from '../profile-permissions'
import './helper-notice.css'

export const NO_CHANGES_TEXT = msg('Your access allows no changes.')

/** Stands for the owner's name in the translated sentence, where the name is drawn in bold. */
const NAME_MARK = '\u2063'

/**
 * Shown while a helper manages another person's profile: whose it is, as what, and what the access
 * allows (`can`, the same permissions that decide which actions the screens offer). Nothing on one's
 * own profile (no `grant`).
 */
export function HelperNotice({
  grant,
  can,
}: {
  grant: AccessibleProfile | undefined
  can: ProfilePermissions
}) {
  if (!grant) return null
  const allowed = allowedAreasText(can)
  const [before, after] = t('You are helping manage {owner} profile (@{handle}) as {role}.', {
    owner: NAME_MARK,
    handle: grant.username,
    role: grant.access_level ?? t('helper'),
  }).split(NAME_MARK)
  return (
    <p className="card helper-notice" role="note">
      {before}
      <strong>{possessive(ownerName(grant))}</strong>
      {after}{' '}
      {allowed
        ? t('You may manage their {areas}; what you create here appears on their profile.', {
            areas: allowed,
          })
        : t(NO_CHANGES_TEXT)}
    </p>
  )
}

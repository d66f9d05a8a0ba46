import './my-spaces.css'
import { msg, t } from '../../../i18n/i18n'

export const HOSTS_ONLY_TEXT = msg('Only hosts can schedule Spaces.')

/**
 * Said kindly to a logged-in person who is not a host (role 'user'): the server would refuse their
 * Spaces with a 403 anyway, so they learn why before filling in a form.
 */
export function HostsOnlyNotice() {
  return (
    <div className="hosts-only">
      <p className="hosts-only__title">{t(HOSTS_ONLY_TEXT)}</p>
      <p className="hosts-only__text">
        {t(
          'You are logged in, but not a host yet. Ask an admin to add you as a host, and the Spaces you schedule will show up on your dashboard.',
        )}
      </p>
    </div>
  )
}

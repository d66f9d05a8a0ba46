import { PlatformIcon } from '../../../components/ui/platform-icon'
import type { Profile } from '../../../entities/profile/api/get-profile'
import { t } from '../../../i18n/i18n'
import { linkHostname, linkText } from '../../../lib/link-platforms'
import { toSafeLinkUrl } from '../../../lib/safe-url'

/** The Links grid: each link with its platform's mark and its label or platform name. */
export function ProfileLinks({ links }: { links: Profile['links'] }) {
  const shown = links.flatMap((link) => {
    const href = toSafeLinkUrl(link.url)
    return href ? [{ ...link, href }] : []
  })
  if (shown.length === 0) return null
  return (
    <section className="profile-section profile-links" aria-labelledby="profile-links-title">
      <h2 id="profile-links-title" className="profile-section__title">
        {t('Links')}
      </h2>
      <ul className="profile-links__grid">
        {shown.map((link) => (
          <li key={link.id}>
            <a className="profile-link" href={link.href} target="_blank" rel="noopener noreferrer">
              <span className={`profile-link__icon profile-link__icon--${link.platform}`}>
                <PlatformIcon platform={link.platform} />
              </span>
              <span className="profile-link__text">
                <span className="profile-link__label">{linkText(link)}</span>
                <span className="profile-link__host">{linkHostname(link.href)}</span>
              </span>
              <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

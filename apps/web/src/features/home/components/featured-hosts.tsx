import { FEATURED_DROPDOWN_MAX_HEIGHT_PX } from '@spaces/shared/limits'
import { Link } from 'wouter'
import { Avatar } from '../../../components/ui/avatar'
import { ChevronIcon } from '../../../components/ui/chevron-icon'
import { DROPDOWN_ITEM_ATTRIBUTE, useDropdown } from '../../../components/ui/use-dropdown'
import type { Host } from '../../../entities/profile/api/get-hosts'
import { hostName } from '../sort-hosts'
import '../../../components/ui/dropdown.css'
import { paths } from '@spaces/shared/paths'
import { t } from '../../../i18n/i18n'

type FeaturedHostsProps = { hosts: readonly Host[]; isLoading: boolean }

const item = { [DROPDOWN_ITEM_ATTRIBUTE]: '' }

/** The featured-hosts dropdown: every host, each linking to /profile/{username}. */
export function FeaturedHosts({ hosts, isLoading }: FeaturedHostsProps) {
  const dropdown = useDropdown()
  return (
    <nav className="dropdown featured-hosts" aria-label={t('Featured hosts')} {...dropdown.rootProps}>
      <button className="button button--secondary dropdown__trigger" {...dropdown.triggerProps}>
        <span className="dropdown__trigger-text">{t('Featured hosts')}</span>
        <ChevronIcon className="dropdown__chevron" />
      </button>
      <div
        className="dropdown__panel dropdown__panel--end dropdown__scroll"
        style={{ maxHeight: FEATURED_DROPDOWN_MAX_HEIGHT_PX }}
        {...dropdown.panelProps}
      >
        {hosts.length === 0 ? (
          <p className="dropdown__empty">{isLoading ? t('Loading hosts...') : t('No hosts available')}</p>
        ) : (
          <ul className="dropdown__list">
            {hosts.map((host) => {
              const name = hostName(host)
              return (
                <li key={host.username}>
                  <Link href={paths.profile(host.username)} className="dropdown__item" {...item}>
                    <Avatar name={name} imageUrl={host.profile_image_url} size="sm" />
                    <span className="dropdown__item-text">
                      <span className="dropdown__item-name">{name}</span>
                      <span className="dropdown__item-handle">@{host.username}</span>
                    </span>
                  </Link>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </nav>
  )
}

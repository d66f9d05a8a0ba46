import {
  clearHostSelection,
  hostFilterLabel,
  toggleHostSelection,
} from '@spaces/shared/domain/host-filter-label'
import { HOST_DROPDOWN_MAX_HEIGHT_PX } from '@spaces/shared/limits'
import { Avatar } from '../../../components/ui/avatar'
import { ChevronIcon } from '../../../components/ui/chevron-icon'
import { DROPDOWN_ITEM_ATTRIBUTE, useDropdown } from '../../../components/ui/use-dropdown'
import type { Host } from '../../../entities/profile/api/get-hosts'
import { hostName } from '../sort-hosts'
import '../../../components/ui/dropdown.css'
import './host-filter.css'
import { t } from '../../../i18n/i18n'

type HostFilterProps = {
  hosts: readonly Host[]
  isLoading: boolean
  /** Usernames; empty means all hosts. */
  selected: readonly string[]
  onChange: (selected: string[]) => void
}

const item = { [DROPDOWN_ITEM_ATTRIBUTE]: '' }

/** The shared label ('All hosts', a host's name, '3 hosts', '3 selected') in the page's language. */
function translatedLabel(selected: readonly string[], hosts: readonly Host[], variant: 'button' | 'menu') {
  const label = hostFilterLabel(selected, hosts, variant)
  if (label === 'All hosts') return t('All hosts')
  const count = new Set(selected).size
  if (count < 2) return label
  return variant === 'button' ? t('{count} hosts', { count }) : t('{count} selected', { count })
}

/**
 * The host multi-select: a button labelled 'All hosts', the host's name or '{n} hosts',
 * opening a list of checkboxes and a Clear action. Nothing ticked means every host, so ticking the
 * first host replaces 'all' with that host.
 */
export function HostFilter({ hosts, isLoading, selected, onChange }: HostFilterProps) {
  const dropdown = useDropdown()
  const label = translatedLabel(selected, hosts, 'button')

  return (
    <div className="dropdown host-filter" {...dropdown.rootProps}>
      <button className="button button--secondary dropdown__trigger" {...dropdown.triggerProps}>
        <span className="dropdown__trigger-text">
          <span className="dropdown__trigger-prefix">{t('Hosts:')} </span>
          {label}
        </span>
        <ChevronIcon className="dropdown__chevron" />
      </button>
      <div className="dropdown__panel" {...dropdown.panelProps}>
        <fieldset className="host-filter__fieldset">
          <legend className="host-filter__title">{translatedLabel(selected, hosts, 'menu')}</legend>
          {hosts.length === 0 ? (
            <p className="dropdown__empty">{isLoading ? t('Loading hosts...') : t('No hosts available')}</p>
          ) : (
            <ul
              className="dropdown__list dropdown__scroll"
              style={{ maxHeight: HOST_DROPDOWN_MAX_HEIGHT_PX }}
            >
              {hosts.map((host) => {
                const name = hostName(host)
                return (
                  <li key={host.username}>
                    <label className="dropdown__item">
                      <input
                        type="checkbox"
                        className="host-filter__checkbox"
                        checked={selected.includes(host.username)}
                        onChange={() => onChange(toggleHostSelection(selected, host.username))}
                        {...item}
                      />
                      <Avatar name={name} imageUrl={host.profile_image_url} size="sm" />
                      <span className="dropdown__item-text">
                        <span className="dropdown__item-name">{name}</span>
                        <span className="dropdown__item-handle">@{host.username}</span>
                      </span>
                    </label>
                  </li>
                )
              })}
            </ul>
          )}
        </fieldset>
        <div className="host-filter__footer">
          <button
            type="button"
            className="button button--secondary host-filter__clear"
            onClick={() => onChange(clearHostSelection())}
            {...item}
          >
            {t('Clear')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => dropdown.close(true)}
            {...item}
          >
            {t('Done')}
          </button>
        </div>
      </div>
    </div>
  )
}

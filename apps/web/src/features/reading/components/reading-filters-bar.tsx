import { usernameKey } from '@spaces/shared/domain/username'
import { LabelledSelect } from '../../../components/ui/select-field'
import { t } from '../../../i18n/i18n'
import {
  type ReadingFilters,
  type ReadingType,
  readingTypeName,
  TYPE_FILTER_CHOICES,
} from '../reading-filters'

export interface HostChoice {
  username: string
  display_name: string | null
}

interface ReadingFiltersBarProps {
  filters: ReadingFilters
  hosts: readonly HostChoice[]
  onChange: (filters: ReadingFilters) => void
}

/** 'Ada Lovelace (@ada)', or '@ada' without a display name. */
function hostLabel(host: HostChoice): string {
  const name = host.display_name?.trim()
  return name ? `${name} (@${host.username})` : `@${host.username}`
}

/** The host and type dropdowns of /reading; the page keeps them in the query string. */
export function ReadingFiltersBar({ filters, hosts, onChange }: ReadingFiltersBarProps) {
  // A handle or type from the URL that is not offered (yet) still shows as chosen.
  const isUnknownHost =
    filters.host !== '' && !hosts.some((h) => usernameKey(h.username) === usernameKey(filters.host))
  const types: readonly ReadingType[] =
    filters.type && !TYPE_FILTER_CHOICES.includes(filters.type)
      ? [...TYPE_FILTER_CHOICES, filters.type]
      : TYPE_FILTER_CHOICES
  const hostValue =
    hosts.find((h) => usernameKey(h.username) === usernameKey(filters.host))?.username ?? filters.host

  return (
    <div className="reading-filters">
      <LabelledSelect
        id="reading-host-filter"
        label={t('Host')}
        className="reading-filters__field"
        labelClassName="reading-filters__label"
        value={hostValue}
        onValueChange={(host) => onChange({ ...filters, host })}
        options={[
          { value: '', label: t('All Hosts') },
          ...hosts.map((host) => ({ value: host.username, label: hostLabel(host) })),
          ...(isUnknownHost ? [{ value: filters.host, label: `@${filters.host}` }] : []),
        ]}
      />
      <LabelledSelect
        id="reading-type-filter"
        label={t('Type')}
        className="reading-filters__field"
        labelClassName="reading-filters__label"
        value={filters.type}
        onValueChange={(type) => onChange({ ...filters, type: type as ReadingType | '' })}
        options={[
          { value: '', label: t('All Types') },
          ...types.map((type) => ({ value: type, label: readingTypeName(type) })),
        ]}
      />
    </div>
  )
}

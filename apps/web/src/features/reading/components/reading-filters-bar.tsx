import { capitalise, type ReadingFilters, type ReadingType, TYPE_FILTER_CHOICES } from '../reading-filters'

export interface HostChoice {
  username: string
  display_name: string | null
}

interface ReadingFiltersBarProps {
  filters: ReadingFilters
  hosts: readonly HostChoice[]
  onChange: (filters: ReadingFilters) => void
}

/** The host and type dropdowns of /reading (spec §2); the page keeps them in the query string. */
export function ReadingFiltersBar({ filters, hosts, onChange }: ReadingFiltersBarProps) {
  // A handle or type from the URL that is not offered (yet) still shows as chosen.
  const isUnknownHost =
    filters.host !== '' && !hosts.some((h) => h.username.toLowerCase() === filters.host.toLowerCase())
  const types: readonly ReadingType[] =
    filters.type && !TYPE_FILTER_CHOICES.includes(filters.type)
      ? [...TYPE_FILTER_CHOICES, filters.type]
      : TYPE_FILTER_CHOICES
  const hostValue =
    hosts.find((h) => h.username.toLowerCase() === filters.host.toLowerCase())?.username ?? filters.host

  return (
    <div className="reading-filters">
      <div className="reading-filters__field">
        <label htmlFor="reading-host-filter" className="reading-filters__label">
          Host
        </label>
        <select
          id="reading-host-filter"
          className="select"
          value={hostValue}
          onChange={(event) => onChange({ ...filters, host: event.target.value })}
        >
          <option value="">All Hosts</option>
          {hosts.map((host) => (
            <option key={host.username} value={host.username}>
              {host.display_name?.trim()
                ? `${host.display_name.trim()} (@${host.username})`
                : `@${host.username}`}
            </option>
          ))}
          {isUnknownHost ? <option value={filters.host}>@{filters.host}</option> : null}
        </select>
      </div>
      <div className="reading-filters__field">
        <label htmlFor="reading-type-filter" className="reading-filters__label">
          Type
        </label>
        <select
          id="reading-type-filter"
          className="select"
          value={filters.type}
          onChange={(event) => onChange({ ...filters, type: event.target.value as ReadingType | '' })}
        >
          <option value="">All Types</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {capitalise(type)}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}

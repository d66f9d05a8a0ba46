import { AUTO_TIMEZONE } from '@spaces/shared/domain/time-zones'
import { useId, useMemo } from 'react'
import { useViewerTimeZone } from '../../../entities/viewer/use-viewer-time-zone'
import { AUTO_TIMEZONE_LABEL, buildTimeZoneOptions, selectedTimeZoneValue } from '../time-zone-options'
import './time-zone.css'
import { t } from '../../../i18n/i18n'

/** The header's zone dropdown: 'Auto (Browser)', UTC and the named zones with their offsets. */
export function TimeZoneSelect() {
  const { choice, setChoice } = useViewerTimeZone()
  const id = useId()
  // Offsets are computed for "now"; they only change at DST transitions, so once per choice is enough.
  const options = useMemo(() => buildTimeZoneOptions(choice, new Date()), [choice])
  return (
    <div className="tz-select">
      <label htmlFor={id} className="tz-select__label">
        {t('Time zone')}
      </label>
      <select
        id={id}
        className="select tz-select__control"
        value={selectedTimeZoneValue(choice)}
        onChange={(event) => setChoice(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.value === AUTO_TIMEZONE
              ? t(AUTO_TIMEZONE_LABEL)
              : option.id
                ? `${option.label} · ${option.id}`
                : option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

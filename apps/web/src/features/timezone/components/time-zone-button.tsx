import type { Ref } from 'react'
import { useViewerTimeZone } from '../../../entities/viewer/use-viewer-time-zone'
import { formatTimeZoneLabel } from '../../../lib/time'
import './time-zone.css'
import { t } from '../../../i18n/i18n'

/**
 * The header's time zone control on screens other than Home: it shows the zone times are in and
 * opens the Timezone list. Its name is its text ('Time zone: Asia/Tokyo (GMT+9)').
 */
type TimeZoneButtonProps = { isOpen: boolean; onOpen: () => void; ref?: Ref<HTMLButtonElement> }

export function TimeZoneButton({ isOpen, onOpen, ref }: TimeZoneButtonProps) {
  const { zone } = useViewerTimeZone()
  return (
    <button
      ref={ref}
      type="button"
      className="button button--secondary tz-button"
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      onClick={onOpen}
    >
      <svg
        className="tz-button__icon"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="tz-button__label">{t('Time zone:')}</span>{' '}
      <span className="tz-button__zone">{formatTimeZoneLabel(zone, new Date())}</span>
    </button>
  )
}

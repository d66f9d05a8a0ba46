import { AUTO_TIMEZONE, detectBrowserTimeZone } from '@spaces/shared/domain/time-zones'
import { useMemo, useRef } from 'react'
import { Modal } from '../../../components/ui/modal'
import { formatTimeZoneLabel } from '../../../lib/time'
import { buildTimeZoneOptions, selectedTimeZoneValue } from '../time-zone-options'
import { useViewerTimeZone } from '../use-viewer-time-zone'
import './time-zone.css'

type TimeZoneDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus?: (event: Event) => void
}

/** The Menu's "Timezone" modal: every zone as a button, the current one marked (spec §2). */
export function TimeZoneDialog({ open, onOpenChange, onCloseAutoFocus }: TimeZoneDialogProps) {
  const { choice, zone, setChoice } = useViewerTimeZone()
  const currentRef = useRef<HTMLButtonElement>(null)
  const current = selectedTimeZoneValue(choice)
  const options = useMemo(() => buildTimeZoneOptions(choice, new Date()), [choice])
  const browserZoneLabel = formatTimeZoneLabel(detectBrowserTimeZone(), new Date())

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Time zone"
      description={`Times are shown in ${formatTimeZoneLabel(zone, new Date())}.`}
      onOpenAutoFocus={(event) => {
        // Start on the current zone, scrolled into view, rather than on the close button.
        event.preventDefault()
        currentRef.current?.focus()
        currentRef.current?.scrollIntoView({ block: 'center' })
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <ul className="tz-list">
        {options.map((option) => {
          const isCurrent = option.value === current
          return (
            <li key={option.value}>
              <button
                type="button"
                ref={isCurrent ? currentRef : undefined}
                className="tz-list__option"
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => {
                  setChoice(option.value)
                  onOpenChange(false)
                }}
              >
                <span className="tz-list__check" aria-hidden="true">
                  {isCurrent ? '✓' : ''}
                </span>
                <span className="tz-list__label">{option.label}</span>
                {option.value === AUTO_TIMEZONE ? (
                  <span className="tz-list__hint">{browserZoneLabel}</span>
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
    </Modal>
  )
}

import { AUTO_TIMEZONE, detectBrowserTimeZone } from '@spaces/shared/domain/time-zones'
import { useMemo, useRef } from 'react'
import { focusActiveOption, Listbox } from '../../../components/ui/listbox'
import { Modal } from '../../../components/ui/modal'
import { useViewerTimeZone } from '../../../entities/viewer/use-viewer-time-zone'
import { msg, t } from '../../../i18n/i18n'
import { formatTimeZoneLabel } from '../../../lib/time'
import { buildTimeZoneOptions, selectedTimeZoneValue } from '../time-zone-options'

/** The list's accessible name (the dialog itself is 'Time zone'). */
export const TIME_ZONE_LIST_LABEL = msg('Time zones')

type TimeZoneDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes when it closes; by default, back to what had it when it opened. */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * The "Timezone" modal: every zone in a listbox, the current one selected and focused
 * first. Arrow keys, Home/End and typing a zone's name move; Enter, Space or a click choose it and
 * close the modal.
 */
export function TimeZoneDialog({ open, onOpenChange, onCloseAutoFocus }: TimeZoneDialogProps) {
  const { choice, zone, setChoice } = useViewerTimeZone()
  const listRef = useRef<HTMLDivElement>(null)
  const options = useMemo(() => {
    const now = new Date()
    const browserZone = formatTimeZoneLabel(detectBrowserTimeZone(), now)
    // A translated zone name shows its IANA id below it, and typing the id finds it too.
    return buildTimeZoneOptions(choice, now).map(({ id, ...option }) =>
      option.value === AUTO_TIMEZONE
        ? { ...option, label: t(option.label), hint: browserZone }
        : id
          ? { ...option, hint: id, search: id }
          : option,
    )
  }, [choice])

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('Time zone')}
      description={t('Times are shown in {zone}.', { zone: formatTimeZoneLabel(zone, new Date()) })}
      onOpenAutoFocus={(event) => {
        // Start on the current zone, scrolled into view, rather than on the close button.
        event.preventDefault()
        focusActiveOption(listRef.current)
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <Listbox
        ref={listRef}
        label={t(TIME_ZONE_LIST_LABEL)}
        options={options}
        value={selectedTimeZoneValue(choice)}
        onSelect={(value) => {
          setChoice(value)
          onOpenChange(false)
        }}
      />
    </Modal>
  )
}

import { detectBrowserTimeZone, NAMED_TIME_ZONES } from '@spaces/shared/domain/time-zones'
import { CHANNEL_EVENTS, type TChannelEvent } from '@spaces/shared/schemas/channels'
import { useId, useMemo } from 'react'
import { FormField } from '../../../components/ui/form-field'
import { t } from '../../../i18n/i18n'
import { formatTimeZoneLabel } from '../../../lib/time'
import { CHANNEL_TEXT, EVENT_NAME } from '../channel-texts'

export interface ChannelSettings {
  events: TChannelEvent[]
  timeZone: string
}

/** A new channel's settings: new Spaces and live now, in the browser's zone. */
export function defaultSettings(): ChannelSettings {
  const zone = detectBrowserTimeZone()
  return {
    events: ['new', 'live'],
    timeZone: (NAMED_TIME_ZONES as readonly string[]).includes(zone) ? zone : 'UTC',
  }
}

/** Which events post (checkboxes in a fieldset) and the zone the posts' times are in. */
export function ChannelSettingsFields({
  value,
  onChange,
  error,
}: {
  value: ChannelSettings
  onChange: (value: ChannelSettings) => void
  error?: string | null
}) {
  const legendId = useId()
  const zones = useMemo(() => {
    const at = new Date()
    const all = ['UTC', ...NAMED_TIME_ZONES]
    if (!all.includes(value.timeZone)) all.push(value.timeZone)
    return all.map((zone) => ({ zone, label: formatTimeZoneLabel(zone, at) }))
  }, [value.timeZone])
  const toggle = (event: TChannelEvent, on: boolean) =>
    onChange({
      ...value,
      events: CHANNEL_EVENTS.filter((e) => (e === event ? on : value.events.includes(e))),
    })
  return (
    <>
      <fieldset className="channel__events" aria-describedby={error ? `${legendId}-error` : undefined}>
        <legend id={legendId}>{CHANNEL_TEXT.events}</legend>
        {CHANNEL_EVENTS.map((event) => (
          <label key={event} className="channel__check">
            <input
              type="checkbox"
              checked={value.events.includes(event)}
              onChange={(e) => toggle(event, e.currentTarget.checked)}
            />
            {t(EVENT_NAME[event])}
          </label>
        ))}
        {error ? (
          <p id={`${legendId}-error`} className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
      <FormField label={CHANNEL_TEXT.timeZone}>
        {(control) => (
          <select
            {...control}
            className="select"
            value={value.timeZone}
            onChange={(e) => onChange({ ...value, timeZone: e.currentTarget.value })}
          >
            {zones.map(({ zone, label }) => (
              <option key={zone} value={zone}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  )
}

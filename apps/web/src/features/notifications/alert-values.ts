import {
  REMIND_MINUTES_CHOICES,
  type TDigest,
  type TNotificationSettings,
  type TNotificationSettingsUpdate,
  type TRemindMinutes,
} from '@spaces/shared/schemas/notifications'
import { msg } from '../../i18n/i18n'

/** The reminder offsets as the settings screen names them. */
export const REMIND_LABELS: Record<TRemindMinutes, string> = {
  5: msg('5 minutes'),
  15: msg('15 minutes'),
  30: msg('30 minutes'),
  60: msg('1 hour'),
  1440: msg('1 day'),
}

/** What the alerts form edits; email and push have their own controls (a mail or a permission follows). */
export interface AlertValues {
  remind_minutes_before: TRemindMinutes[]
  new_space_alerts: boolean
  live_alerts: boolean
  change_notices: boolean
  digest: TDigest
}

export function alertValuesOf(settings: TNotificationSettings): AlertValues {
  return {
    remind_minutes_before: sortedMinutes(settings.remind_minutes_before),
    new_space_alerts: settings.new_space_alerts,
    live_alerts: settings.live_alerts,
    change_notices: settings.change_notices,
    digest: settings.digest,
  }
}

function sortedMinutes(minutes: readonly TRemindMinutes[]): TRemindMinutes[] {
  return REMIND_MINUTES_CHOICES.filter((choice) => minutes.includes(choice))
}

/** Adds or removes one offset, keeping the list in the order of the choices. */
export function toggleMinutes(
  minutes: readonly TRemindMinutes[],
  choice: TRemindMinutes,
  isOn: boolean,
): TRemindMinutes[] {
  const rest = minutes.filter((m) => m !== choice)
  return sortedMinutes(isOn ? [...rest, choice] : rest)
}

/** Only the fields that differ from the saved settings (the API takes any subset). */
export function changedAlertFields(
  values: AlertValues,
  saved: TNotificationSettings,
): TNotificationSettingsUpdate {
  const before = alertValuesOf(saved)
  const update: TNotificationSettingsUpdate = {}
  if (values.remind_minutes_before.join() !== before.remind_minutes_before.join()) {
    update.remind_minutes_before = values.remind_minutes_before
  }
  if (values.new_space_alerts !== before.new_space_alerts) update.new_space_alerts = values.new_space_alerts
  if (values.live_alerts !== before.live_alerts) update.live_alerts = values.live_alerts
  if (values.change_notices !== before.change_notices) update.change_notices = values.change_notices
  if (values.digest !== before.digest) update.digest = values.digest
  return update
}

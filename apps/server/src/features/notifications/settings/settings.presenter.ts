import type { TNotificationSettings } from '@spaces/shared/schemas/notifications'
import type { SettingsRow } from './settings.queries'
import { mailAddressOf, parseMinutes } from './settings.rules'

/**
 * The settings as the API answers them. `newsletterGiven`: the newsletter address, confirmed or not
 * (offered for alerts); `newsletterAddress` is the confirmed one, which alerts may use as it is.
 */
export function presentSettings(
  row: SettingsRow,
  newsletterAddress: string | null,
  newsletterGiven: string | null = newsletterAddress,
): TNotificationSettings {
  return {
    email: row.email ?? newsletterAddress,
    email_confirmed: mailAddressOf(row, newsletterAddress) !== null,
    email_enabled: row.email_enabled === 1,
    push_enabled: row.push_enabled === 1,
    remind_minutes_before: parseMinutes(row.remind_minutes),
    new_space_alerts: row.new_space_alerts === 1,
    live_alerts: row.live_alerts === 1,
    change_notices: row.change_notices === 1,
    digest: row.digest,
    timezone: row.timezone,
    timezone_is_default: row.timezone_set_at === null,
    newsletter_email: newsletterGiven,
  }
}

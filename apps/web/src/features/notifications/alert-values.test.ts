import type { TNotificationSettings } from '@spaces/shared/schemas/notifications'
import { describe, expect, it } from 'vitest'
import { alertValuesOf, changedAlertFields, toggleMinutes } from './alert-values'

const saved: TNotificationSettings = {
  email: 'sam@example.com',
  email_confirmed: true,
  email_enabled: true,
  push_enabled: false,
  remind_minutes_before: [60, 15],
  new_space_alerts: true,
  live_alerts: true,
  change_notices: true,
  digest: 'off',
  timezone: 'Europe/Berlin',
  timezone_is_default: false,
  newsletter_email: null,
}

describe('toggleMinutes', () => {
  it('keeps the offsets in the order of the choices', () => {
    expect(toggleMinutes([60, 15], 5, true)).toEqual([5, 15, 60])
    expect(toggleMinutes([5, 15, 60], 15, false)).toEqual([5, 60])
    expect(toggleMinutes([15], 15, true)).toEqual([15])
    expect(toggleMinutes([15], 15, false)).toEqual([])
  })
})

describe('changedAlertFields', () => {
  it('sends nothing when nothing changed, whatever the saved order', () => {
    expect(changedAlertFields(alertValuesOf(saved), saved)).toEqual({})
  })

  it('sends only what changed', () => {
    const values = { ...alertValuesOf(saved), remind_minutes_before: toggleMinutes([15, 60], 1440, true) }
    expect(changedAlertFields({ ...values, digest: 'weekly' }, saved)).toEqual({
      remind_minutes_before: [15, 60, 1440],
      digest: 'weekly',
    })
    expect(changedAlertFields({ ...alertValuesOf(saved), live_alerts: false }, saved)).toEqual({
      live_alerts: false,
    })
  })
})

import { unixToZonedParts, zonedDateTimeToUnix } from '@spaces/shared/domain/zoned-time'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/database'
import { DAY_SECONDS } from '../../../lib/time'
import { findConfirmedAddress } from '../../shared/mail-addresses.queries'
import { mailAddressOf } from '../settings/settings.rules'
import { insertDeliveries, listWeeklyDigestSettings, type NewDelivery } from './plan.queries'

/** The latest Monday 08:00 in `zone` at or before `now`. */
export function lastDigestMoment(now: number, zone: string): number {
  const today = unixToZonedParts(now, zone)
  for (let back = 0; back <= 7; back++) {
    const day = unixToZonedParts(now - back * DAY_SECONDS, zone)
    const at = zonedDateTimeToUnix(
      { year: day.year, month: day.month, day: day.day, hour: 8, minute: 0 },
      zone,
    )
    if (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() === 1 && at <= now) return at
  }
  return zonedDateTimeToUnix(
    { year: today.year, month: today.month, day: today.day, hour: 8, minute: 0 },
    zone,
  )
}

/** The weekly digest, Monday 08:00 in each user's zone (by mail: a week's list is no push message). */
export async function planDigests(db: Kysely<Database>, now: number): Promise<void> {
  const users = await listWeeklyDigestSettings(db)
  const rows: NewDelivery[] = []
  for (const row of users) {
    const moment = lastDigestMoment(now, row.timezone)
    if (now - moment > DAY_SECONDS) continue
    if (!mailAddressOf(row, await findConfirmedAddress(db, row.user_id))) continue
    rows.push({
      user_id: row.user_id,
      subject_type: 'week',
      subject_id: 0,
      kind: 'digest',
      offset_key: moment,
      channel: 'email',
      host_id: null,
      created_at: now,
    })
  }
  await insertDeliveries(db, rows)
}

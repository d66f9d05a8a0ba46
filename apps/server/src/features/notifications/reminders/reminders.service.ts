import type { Locale } from '@spaces/shared/i18n/locales'
import type { TReminderStateResponse } from '@spaces/shared/schemas/notifications'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/database'
import { AppError } from '../../../lib/errors'
import { ensureSettings } from '../settings/settings.queries'
import { countReminders, deleteReminder, findSpaceState, insertReminder } from './reminders.queries'

/** "Remind me" on one Space (idempotent); a Space that has ended cannot be reminded of. */
export async function setReminder(
  db: Kysely<Database>,
  userId: number,
  spaceId: number,
  isSet: boolean,
  now: number,
  /** The request's language: alerts are written in it unless the settings already have one. */
  locale?: Locale,
): Promise<TReminderStateResponse> {
  const space = await findSpaceState(db, spaceId)
  if (!space) throw new AppError('NOT_FOUND', 'Space not found')
  if (isSet) {
    if (space.state === 'ended') throw new AppError('CONFLICT', 'This Space has ended.')
    await ensureSettings(db, userId, now, locale)
    await insertReminder(db, { userId, spaceId, knownStart: space.scheduled_start, now })
  } else {
    await deleteReminder(db, userId, spaceId)
  }
  return { space_id: spaceId, reminder_set: isSet, reminder_count: await countReminders(db, spaceId) }
}

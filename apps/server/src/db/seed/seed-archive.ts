import {
  addCalendarDays,
  type CalendarDate,
  unixToZonedParts,
  zonedDateTimeToUnix,
} from '@spaces/shared/domain/zoned-time'
import { SPACES_PAGE_SIZE } from '@spaces/shared/limits'
import type { Insertable } from 'kysely'
import type { SpacesTable } from '../database'
import { idOf, type Trx, type UserIds } from './seed-context'

/**
 * A long-running show in the demo community: one host's recorded Spaces going back years, more than
 * one page of a Space list (SPACES_PAGE_SIZE), so a visitor of that profile sees "Show older Spaces"
 * at work. Twice a week at 20:00 in Tokyo, ending before the fixture's month either side of today.
 * Known to this seed alone: they were never on the sandbox's X (no X Space id), so the X import
 * leaves them be.
 */
export const ARCHIVE_HOST = 'shimokita_live'
export const ARCHIVE_ZONE = 'Asia/Tokyo'
export const ARCHIVE_TITLE_PREFIX = 'Shimokita sessions #'
/** More than a page, by a margin that keeps the second page visible whatever else the host adds. */
export const ARCHIVE_SPACES = SPACES_PAGE_SIZE + 24
/** The newest archived Space is this many days before today, past the fixture's −30. */
const NEWEST_DAYS_AGO = 35
/** Tuesdays and Fridays (0 = Sunday). */
const SHOW_WEEKDAYS = new Set([2, 5])
const THEMES = [
  'basement bands of the week',
  'first gigs and last trains',
  'the live house owners',
  'city pop on the turntable',
  'an open mic, on air',
  'the sound engineers talk',
  'indie labels and small pressings',
  'street musicians of the south exit',
  'listener requests',
  'rehearsal-studio stories',
  'the jazz kissa hour',
  'new releases, played whole',
]

function weekday(date: CalendarDate): number {
  const at = new Date(0)
  at.setUTCFullYear(date.year, date.month - 1, date.day)
  return at.getUTCDay()
}

/** The show's dates in Tokyo, oldest first, the newest NEWEST_DAYS_AGO days before `now`. */
function showDates(now: number): CalendarDate[] {
  const dates: CalendarDate[] = []
  let date = addCalendarDays(unixToZonedParts(now, ARCHIVE_ZONE), -NEWEST_DAYS_AGO)
  while (dates.length < ARCHIVE_SPACES) {
    if (SHOW_WEEKDAYS.has(weekday(date))) dates.push(date)
    date = addCalendarDays(date, -1)
  }
  return dates.reverse()
}

/** The archive's rows, numbered from the oldest; every third has a recording on SoundCloud. */
export function archiveRows(ids: UserIds, now: number): Insertable<SpacesTable>[] {
  const hostId = idOf(ids, ARCHIVE_HOST)
  return showDates(now).map((date, index) => {
    const number = index + 1
    const hasRecording = number % 3 === 0
    return {
      host_id: hostId,
      title: `${ARCHIVE_TITLE_PREFIX}${number}: ${THEMES[index % THEMES.length]}`,
      description:
        'Two hours from a small stage in Shimokitazawa: the bands, the room and the people who run it.',
      space_url: `https://x.com/${ARCHIVE_HOST}`,
      scheduled_start: zonedDateTimeToUnix({ ...date, hour: 20, minute: 0 }, ARCHIVE_ZONE),
      state: 'ended',
      recording_url: hasRecording ? `https://soundcloud.com/${ARCHIVE_HOST}/sessions-${number}` : null,
      recording_platform: hasRecording ? 'SoundCloud' : null,
      host_timezone: ARCHIVE_ZONE,
      created_by: hostId,
      created_at: now,
      updated_at: now,
    }
  })
}

const INSERT_CHUNK = 50

/** Writes the archive; returns how many Spaces. */
export async function insertArchive(trx: Trx, ids: UserIds, now: number): Promise<number> {
  const rows = archiveRows(ids, now)
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('spaces')
      .values(rows.slice(i, i + INSERT_CHUNK))
      .execute()
  }
  return rows.length
}

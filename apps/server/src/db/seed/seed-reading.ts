import { READING_TEMPLATES } from './reading-fixture'
import { DAY, idOf, type Trx, type UserIds } from './seed-context'

/** Each host's recommendations (reading-fixture.ts). */
export async function insertReading(trx: Trx, ids: UserIds, now: number): Promise<void> {
  await trx
    .insertInto('reading_items')
    .values(
      READING_TEMPLATES.map((item) => ({
        host_id: idOf(ids, item.host),
        url: item.url,
        title: item.title,
        type: item.type,
        author: item.author,
        summary: item.summary,
        tags: JSON.stringify(item.tags),
        difficulty: item.difficulty,
        est_read_minutes: item.minutes,
        pinned: item.pinned ? 1 : 0,
        created_at: now - item.daysAgo * DAY,
        updated_at: now - item.daysAgo * DAY,
      })),
    )
    .execute()
}

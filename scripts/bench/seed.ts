/** Bench data: hosts, then Spaces spread evenly over five years around now, in batched transactions. */
import type { Kysely } from 'kysely'
import type { Database } from '../../apps/server/src/db/database'

export const DAY = 86_400
const HOSTS = 60
const SPAN = 5 * 365 * DAY
const BATCH = 1000

export async function seedSpaces(db: Kysely<Database>, count: number, now: number): Promise<void> {
  const hostIds: number[] = []
  for (let i = 0; i < HOSTS; i++) {
    const row = await db
      .insertInto('users')
      .values({
        x_user_id: `bench-${i}`,
        username: `bench_host_${i}`,
        username_key: `bench_host_${i}`,
        display_name: `Bench Host ${i}`,
        bio: null,
        location: null,
        website: null,
        profile_image_url: `/x-sandbox/avatars/bench_host_${i}.svg`,
        role: 'host',
        host_timezone: 'UTC',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    hostIds.push(row.id)
  }
  for (let offset = 0; offset < count; offset += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - offset) }, (_, k) => {
      const n = offset + k
      const start = now - SPAN / 2 + Math.floor((n * SPAN) / count)
      return {
        host_id: hostIds[n % HOSTS] as number,
        title: `Community Space number ${n}`,
        description: 'A conversation about the neighbourhood, the city and what comes next.',
        space_url: `https://x.com/i/spaces/1Bench${n}`,
        scheduled_start: start,
        state: start + 3600 <= now ? ('ended' as const) : ('upcoming' as const),
        recording_url: null,
        recording_platform: null,
        host_timezone: 'UTC',
        series_id: null,
        recurrence_pattern: null,
        series_index: null,
        x_space_id: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      }
    })
    await db.transaction().execute((trx) => trx.insertInto('spaces').values(rows).execute())
  }
}

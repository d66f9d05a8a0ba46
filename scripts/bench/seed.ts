/**
 * Bench data: hosts, then Spaces spread evenly over five years around now, each created a week before
 * it starts (or now, for the few starting within the week), in batched multi-row inserts, many
 * batches to a transaction: a million rows take seconds on SQLite, not minutes.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../apps/server/src/db/database'

export const DAY = 86_400
export const HOSTS = 60
/** The seeded span: Spaces start from now - SPAN / 2 to now + SPAN / 2. */
export const SPAN = 5 * 365 * DAY
/**
 * Rows per INSERT: 9 values a row (the other columns keep their defaults), so 3,000 rows are 27,000
 * parameters, under SQLite's 32,766 and PostgreSQL's 65,535 a statement.
 */
const BATCH = 3000
/** Rows per transaction. */
const TRANSACTION = 60_000

export async function seedSpaces(db: Kysely<Database>, count: number, now: number): Promise<void> {
  const hosts = await db
    .insertInto('users')
    .values(
      Array.from({ length: HOSTS }, (_, i) => ({
        x_user_id: `bench-${i}`,
        username: `bench_host_${i}`,
        username_key: `bench_host_${i}`,
        display_name: `Bench Host ${i}`,
        bio: null,
        location: null,
        website: null,
        profile_image_url: `/x-sandbox/avatars/bench_host_${i}.svg`,
        role: 'host' as const,
        host_timezone: 'UTC',
        created_at: now,
        updated_at: now,
      })),
    )
    .returning(['id', 'username'])
    .execute()
  // By name: bench_host_0 is the first host whatever order the ids come back in.
  const hostIds = Array.from(
    { length: HOSTS },
    (_, i) => hosts.find((host) => host.username === `bench_host_${i}`)?.id as number,
  )
  const row = (n: number) => {
    const start = now - SPAN / 2 + Math.floor((n * SPAN) / count)
    const created = Math.min(now, start - 7 * DAY)
    return {
      host_id: hostIds[n % HOSTS] as number,
      title: `Community Space number ${n}`,
      description: 'A conversation about the neighbourhood, the city and what comes next.',
      space_url: `https://x.com/i/spaces/1Bench${n}`,
      scheduled_start: start,
      state: start + 3600 <= now ? ('ended' as const) : ('upcoming' as const),
      host_timezone: 'UTC',
      created_at: created,
      updated_at: created,
    }
  }
  for (let first = 0; first < count; first += TRANSACTION) {
    const end = Math.min(count, first + TRANSACTION)
    await db.transaction().execute(async (trx) => {
      for (let offset = first; offset < end; offset += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, end - offset) }, (_, k) => row(offset + k))
        await trx.insertInto('spaces').values(rows).execute()
      }
    })
  }
}

import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'

/**
 * The host's next upcoming Space from `now` on (the profile's share picture names it), never one
 * canceled on X: a shared profile must not announce a Space that will not happen.
 */
export function findNextSpaceOfHost(db: Kysely<Database>, hostId: number, now: number) {
  return db
    .selectFrom('spaces')
    .select(['id', 'title', 'scheduled_start', 'host_timezone'])
    .where('host_id', '=', hostId)
    .where('state', '=', 'upcoming')
    .where('scheduled_start', '>=', now)
    .where((eb) => eb.or([eb('x_state', 'is', null), eb('x_state', '!=', 'canceled')]))
    .orderBy('scheduled_start', 'asc')
    .orderBy('id', 'asc')
    .executeTakeFirst()
}

export type NextSpace = NonNullable<Awaited<ReturnType<typeof findNextSpaceOfHost>>>

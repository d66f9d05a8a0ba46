import type { Insertable, Kysely } from 'kysely'
import type { Database } from '../../../db/database'
import type { WebhookDeliveriesTable } from '../../../db/webhook-tables'
import { selectSpaces } from '../../shared/spaces.queries'

/** Events whose deliveries are not yet written, oldest first. */
export function listUnplannedEvents(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('space_events')
    .select(['id', 'space_id', 'host_id', 'event', 'occurred_at', 'snapshot'])
    .where('planned', '=', 0)
    .orderBy('id')
    .limit(limit)
    .execute()
}

export type EventRow = Awaited<ReturnType<typeof listUnplannedEvents>>[number]

/** The active endpoints that may want events of these hosts: theirs, and the site-wide ones. */
export function listActiveEndpoints(db: Kysely<Database>, hostIds: readonly number[]) {
  return db
    .selectFrom('webhook_endpoints')
    .select(['id', 'host_id', 'events', 'created_at'])
    .where('status', '=', 'active')
    .where((eb) =>
      eb.or([eb('host_id', 'is', null), ...(hostIds.length > 0 ? [eb('host_id', 'in', hostIds)] : [])]),
    )
    .execute()
}

export function readSpaces(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return selectSpaces(db).where('spaces.id', 'in', ids).execute()
}

export function readHosts(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('users')
    .select(['id', 'username', 'display_name', 'profile_image_url'])
    .where('id', 'in', ids)
    .execute()
}

/**
 * Writes the deliveries and marks the events planned, in one transaction. A delivery already written
 * (another instance planned the same event at the same moment) is left as it is: one per (endpoint, event).
 */
export async function writeDeliveries(
  db: Kysely<Database>,
  rows: Insertable<WebhookDeliveriesTable>[],
  eventIds: readonly number[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += 200) {
      await trx
        .insertInto('webhook_deliveries')
        .values(rows.slice(i, i + 200))
        .onConflict((oc) => oc.columns(['endpoint_id', 'event_id']).doNothing())
        .execute()
    }
    if (eventIds.length > 0) {
      await trx.updateTable('space_events').set({ planned: 1 }).where('id', 'in', eventIds).execute()
    }
  })
}

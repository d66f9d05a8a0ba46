import type { Insertable, Kysely, Selectable } from 'kysely'
import type { Database } from '../../db/database'
import type { WebhookEndpointsTable } from '../../db/webhook-tables'

export type EndpointRow = Selectable<WebhookEndpointsTable>

export async function insertEndpoint(
  db: Kysely<Database>,
  row: Insertable<WebhookEndpointsTable>,
): Promise<number> {
  const inserted = await db
    .insertInto('webhook_endpoints')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow()
  return inserted.id
}

/** A profile's endpoints, or the whole site's when `hostId` is null, oldest first. */
export function listEndpoints(db: Kysely<Database>, hostId: number | null): Promise<EndpointRow[]> {
  return db
    .selectFrom('webhook_endpoints')
    .selectAll()
    .where('host_id', hostId === null ? 'is' : '=', hostId)
    .orderBy('id')
    .execute()
}

export async function countEndpoints(db: Kysely<Database>, hostId: number | null): Promise<number> {
  const row = await db
    .selectFrom('webhook_endpoints')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('host_id', hostId === null ? 'is' : '=', hostId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export function findEndpoint(db: Kysely<Database>, id: number): Promise<EndpointRow | undefined> {
  return db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function deleteEndpoint(db: Kysely<Database>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute()
    await trx.deleteFrom('webhook_endpoints').where('id', '=', id).execute()
  })
}

const DELIVERY_COLUMNS = [
  'id',
  'event',
  'message_id',
  'status',
  'attempts',
  'response_status',
  'error',
  'created_at',
  'last_attempt_at',
  'next_attempt_at',
] as const

/** An endpoint's newest deliveries first: the delivery log. */
export function listDeliveries(db: Kysely<Database>, endpointId: number, limit: number) {
  return db
    .selectFrom('webhook_deliveries')
    .select(DELIVERY_COLUMNS)
    .where('endpoint_id', '=', endpointId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

export type DeliveryRow = Awaited<ReturnType<typeof listDeliveries>>[number]

export function findDelivery(db: Kysely<Database>, endpointId: number, id: number) {
  return db
    .selectFrom('webhook_deliveries')
    .select(DELIVERY_COLUMNS)
    .where('endpoint_id', '=', endpointId)
    .where('id', '=', id)
    .executeTakeFirst()
}

/**
 * Queues one delivery again, now, with a fresh day of retries, and turns its endpoint back on (its
 * owner resends once the receiver is fixed). False when it is already waiting to go.
 */
export async function requeueDelivery(db: Kysely<Database>, endpointId: number, id: number, now: number) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', next_attempt_at: now, first_attempt_at: null, error: null })
      .where('endpoint_id', '=', endpointId)
      .where('id', '=', id)
      .where('status', '!=', 'pending')
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return false
    await trx
      .updateTable('webhook_endpoints')
      .set({
        status: 'active',
        disabled_reason: null,
        disabled_at: null,
        failing_since: null,
        notice_pending: 0,
      })
      .where('id', '=', endpointId)
      .execute()
    return true
  })
}

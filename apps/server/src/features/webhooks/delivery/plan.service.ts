import type { TWebhookEvent } from '@spaces/shared/schemas/webhooks'
import type { Insertable, Kysely } from 'kysely'
import type { Database } from '../../../db/database'
import type { WebhookDeliveriesTable } from '../../../db/webhook-tables'
import { presentSpace } from '../../shared/space-presenter'
import type { SpaceWithHost } from '../../shared/spaces.queries'
import {
  type EventRow,
  listActiveEndpoints,
  listUnplannedEvents,
  readHosts,
  readSpaces,
  writeDeliveries,
} from './plan.queries'

/** Events planned per round. */
const EVENTS_PER_ROUND = 200

/**
 * The body a receiver gets: the event, when it happened, and the Space as the API presents it
 * (`GET /api/spaces/{id}`), as Standard Webhooks suggests (`type`, `timestamp`, `data`).
 */
export function webhookPayload(event: TWebhookEvent, occurredAt: number, space: SpaceWithHost): string {
  return JSON.stringify({
    type: event,
    timestamp: new Date(occurredAt * 1000).toISOString(),
    data: presentSpace(space),
  })
}

/**
 * Writes the deliveries of every new Space event: one per active endpoint that asked for the event
 * (the host's own, and the site-wide ones), connected before the event happened. Safe on several
 * instances at once: a delivery is unique per (endpoint, event). Returns how many events it planned.
 */
export async function planWebhookDeliveries(db: Kysely<Database>, now: number): Promise<number> {
  const events = await listUnplannedEvents(db, EVENTS_PER_ROUND)
  if (events.length === 0) return 0
  const hostIds = [...new Set(events.map((e) => e.host_id))]
  const endpoints = await listActiveEndpoints(db, hostIds)
  const spaces = await spacesOf(db, events)
  const rows: Insertable<WebhookDeliveriesTable>[] = []
  for (const event of events) {
    const space = spaces.get(event.id)
    // A Space deleted, whose deletion is not in this round, can no longer be shown: it is left out.
    if (!space) continue
    const payload = webhookPayload(event.event, event.occurred_at, space)
    for (const endpoint of endpoints) {
      if (endpoint.host_id !== null && endpoint.host_id !== event.host_id) continue
      if (endpoint.created_at > event.occurred_at || !endpoint.events.split(',').includes(event.event))
        continue
      rows.push({
        endpoint_id: endpoint.id,
        event_id: event.id,
        event: event.event,
        message_id: `msg_${event.id}_${endpoint.id}`,
        payload,
        next_attempt_at: now,
        created_at: now,
      })
    }
  }
  await writeDeliveries(
    db,
    rows,
    events.map((e) => e.id),
  )
  return events.length
}

/** Each event's Space as it is now, or as it was when deleted (its snapshot), by event id. */
async function spacesOf(db: Kysely<Database>, events: EventRow[]): Promise<Map<number, SpaceWithHost>> {
  const live = new Map(
    (await readSpaces(db, [...new Set(events.map((e) => e.space_id))])).map((s) => [s.id, s]),
  )
  const snapshots = events.filter((e) => e.snapshot !== null)
  const hosts = new Map(
    (await readHosts(db, [...new Set(snapshots.map((e) => e.host_id))])).map((h) => [h.id, h]),
  )
  // A Space deleted before its earlier events were planned is shown, in them too, as it was deleted.
  const deleted = new Map<number, SpaceWithHost>()
  for (const event of snapshots) {
    const host = hosts.get(event.host_id)
    if (!host || event.snapshot === null) continue
    const { id: _hostId, ...hostFields } = host
    deleted.set(event.space_id, { ...(JSON.parse(event.snapshot) as SpaceWithHost), ...hostFields })
  }
  const found = new Map<number, SpaceWithHost>()
  for (const event of events) {
    const space =
      (event.snapshot === null ? live.get(event.space_id) : undefined) ?? deleted.get(event.space_id)
    if (space) found.set(event.id, space)
  }
  return found
}

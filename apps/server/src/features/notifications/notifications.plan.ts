import type { Insertable, Kysely } from 'kysely'
import type { Database, NotificationDeliveriesTable } from '../../db/database'
import { planDigests } from './notifications.digest'
import { mailAddressOf, parseMinutes } from './notifications.settings'

export type NewDelivery = Insertable<NotificationDeliveriesTable>
type Channel = 'email' | 'push'

export const DAY = 86_400
/** New-Space alerts look back this far past the delay (a longer outage sends nothing stale). */
const NEW_SPACE_LOOKBACK = DAY
const INSERT_BATCH = 500

interface Recipient {
  channels: Channel[]
  minutes: number[]
  newSpace: boolean
  live: boolean
  change: boolean
}

/** What each user may get and where: settings, a usable address, push subscriptions. */
export async function recipients(db: Kysely<Database>, userIds: number[]): Promise<Map<number, Recipient>> {
  const found = new Map<number, Recipient>()
  const unique = [...new Set(userIds)]
  for (let i = 0; i < unique.length; i += INSERT_BATCH) {
    const ids = unique.slice(i, i + INSERT_BATCH)
    const [settings, subscribers, pushes] = await Promise.all([
      db.selectFrom('notification_settings').selectAll().where('user_id', 'in', ids).execute(),
      db
        .selectFrom('newsletter_subscribers')
        .select(['user_id', 'email'])
        .where('user_id', 'in', ids)
        .where('status', '=', 'active')
        .execute(),
      db.selectFrom('push_subscriptions').select('user_id').distinct().where('user_id', 'in', ids).execute(),
    ])
    const newsletter = new Map(subscribers.map((s) => [s.user_id, s.email]))
    const withPush = new Set(pushes.map((p) => p.user_id))
    for (const row of settings) {
      const channels: Channel[] = []
      if (row.email_enabled === 1 && mailAddressOf(row, newsletter.get(row.user_id) ?? null))
        channels.push('email')
      if (row.push_enabled === 1 && withPush.has(row.user_id)) channels.push('push')
      found.set(row.user_id, {
        channels,
        minutes: parseMinutes(row.remind_minutes),
        newSpace: row.new_space_alerts === 1,
        live: row.live_alerts === 1,
        change: row.change_notices === 1,
      })
    }
  }
  return found
}

export async function insertAll(db: Kysely<Database>, rows: NewDelivery[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await db
      .insertInto('notification_deliveries')
      .values(rows.slice(i, i + INSERT_BATCH))
      .onConflict((oc) =>
        oc.columns(['user_id', 'subject_type', 'subject_id', 'kind', 'offset_key', 'channel']).doNothing(),
      )
      .execute()
  }
}

interface Pair {
  user_id: number
  space_id: number
  host_id: number
  scheduled_start: number
}

/** Followers of each Space's host and users reminded of it, once per (user, Space). */
export async function audience(
  db: Kysely<Database>,
  spaceIds: number[],
  viaFollows: boolean,
): Promise<Pair[]> {
  if (spaceIds.length === 0) return []
  const base = () =>
    db.selectFrom('spaces').select(['spaces.id as space_id', 'spaces.host_id', 'spaces.scheduled_start'])
  const reminded = await base()
    .innerJoin('space_reminders as r', 'r.space_id', 'spaces.id')
    .select('r.user_id')
    .where('spaces.id', 'in', spaceIds)
    .execute()
  const followed = viaFollows
    ? await base()
        .innerJoin('follows as f', 'f.host_id', 'spaces.host_id')
        .select('f.user_id')
        .where('spaces.id', 'in', spaceIds)
        .execute()
    : []
  const seen = new Set<string>()
  return [...reminded, ...followed].filter((p) => {
    const key = `${p.user_id}:${p.space_id}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * Reminders: each (user, Space) at each chosen offset whose moment has come. When several moments
 * have passed unseen (set late, scheduled inside the window, the job was down), only the nearest one
 * goes; the others are recorded as missed so they never go later.
 */
async function planReminders(db: Kysely<Database>, now: number): Promise<void> {
  const spaces = await db
    .selectFrom('spaces')
    .select('id')
    .where('scheduled_start', '>', now)
    .where('scheduled_start', '<=', now + DAY)
    .where('state', '=', 'upcoming')
    .where((eb) => eb.or([eb('x_state', 'is', null), eb('x_state', '=', 'scheduled')]))
    .execute()
  const pairs = await audience(
    db,
    spaces.map((s) => s.id),
    true,
  )
  const who = await recipients(
    db,
    pairs.map((p) => p.user_id),
  )
  const rows: NewDelivery[] = []
  for (const pair of pairs) {
    const r = who.get(pair.user_id)
    if (!r) continue
    const due = r.minutes.filter((m) => pair.scheduled_start - m * 60 <= now)
    const nearest = Math.min(...due)
    for (const minutes of due) {
      for (const channel of r.channels) {
        rows.push({
          user_id: pair.user_id,
          subject_type: 'space',
          subject_id: pair.space_id,
          kind: 'reminder',
          offset_key: minutes,
          channel,
          host_id: pair.host_id,
          status: minutes === nearest ? 'pending' : 'missed',
          created_at: now,
        })
      }
    }
  }
  await insertAll(db, rows)
}

/** New Spaces of followed hosts, once they are FOLLOW_ALERT_DELAY_SECONDS old (quick edits settle first). */
async function planNewSpaces(db: Kysely<Database>, now: number, delay: number): Promise<void> {
  const found = await db
    .selectFrom('spaces')
    .innerJoin('follows as f', 'f.host_id', 'spaces.host_id')
    .select(['f.user_id', 'spaces.id', 'spaces.host_id'])
    .where('spaces.created_at', '<=', now - delay)
    .where('spaces.created_at', '>', now - delay - NEW_SPACE_LOOKBACK)
    .whereRef('f.created_at', '<=', 'spaces.created_at')
    .where('spaces.scheduled_start', '>', now)
    .where((eb) => eb.or([eb('spaces.x_state', 'is', null), eb('spaces.x_state', '!=', 'canceled')]))
    .execute()
  const who = await recipients(
    db,
    found.map((f) => f.user_id),
  )
  const rows = found.flatMap((f) => {
    const r = who.get(f.user_id)
    if (!r?.newSpace) return []
    return r.channels.map(
      (channel): NewDelivery => ({
        user_id: f.user_id,
        subject_type: 'space',
        subject_id: f.id,
        kind: 'new_space',
        offset_key: 0,
        channel,
        host_id: f.host_id,
        created_at: now,
      }),
    )
  })
  await insertAll(db, rows)
}

/** "Live now": Spaces the X import marked live, to followers of the host and users reminded of them. */
async function planLive(db: Kysely<Database>, now: number): Promise<void> {
  const live = await db
    .selectFrom('spaces')
    .select('id')
    .where('x_state', '=', 'live')
    .where('ended_at', 'is', null)
    .execute()
  const pairs = await audience(
    db,
    live.map((s) => s.id),
    true,
  )
  const who = await recipients(
    db,
    pairs.map((p) => p.user_id),
  )
  const rows = pairs.flatMap((p) => {
    const r = who.get(p.user_id)
    if (!r?.live) return []
    return r.channels.map(
      (channel): NewDelivery => ({
        user_id: p.user_id,
        subject_type: 'space',
        subject_id: p.space_id,
        kind: 'live',
        offset_key: 0,
        channel,
        host_id: p.host_id,
        created_at: now,
      }),
    )
  })
  await insertAll(db, rows)
}

/**
 * Moves and cancels of Spaces users asked to be reminded of: a move is keyed by its new start, a
 * cancel by 0, so each is told once; `known_start` then follows the Space.
 */
async function planChanges(db: Kysely<Database>, now: number): Promise<void> {
  const changed = await db
    .selectFrom('space_reminders as r')
    .innerJoin('spaces', 'spaces.id', 'r.space_id')
    .select(['r.user_id', 'spaces.id', 'spaces.host_id', 'spaces.scheduled_start', 'spaces.x_state'])
    .where('spaces.state', '=', 'upcoming')
    .where((eb) =>
      eb.or([
        eb('spaces.scheduled_start', '!=', eb.ref('r.known_start')),
        eb('spaces.x_state', '=', 'canceled'),
      ]),
    )
    .execute()
  if (changed.length === 0) return
  const who = await recipients(
    db,
    changed.map((c) => c.user_id),
  )
  const rows = changed.flatMap((c) => {
    const r = who.get(c.user_id)
    if (!r?.change) return []
    return r.channels.map(
      (channel): NewDelivery => ({
        user_id: c.user_id,
        subject_type: 'space',
        subject_id: c.id,
        kind: 'change',
        offset_key: c.x_state === 'canceled' ? 0 : c.scheduled_start,
        channel,
        host_id: c.host_id,
        created_at: now,
      }),
    )
  })
  await insertAll(db, rows)
  for (const c of changed) {
    await db
      .updateTable('space_reminders')
      .set({ known_start: c.scheduled_start })
      .where('user_id', '=', c.user_id)
      .where('space_id', '=', c.id)
      .execute()
  }
}

/** Writes every alert that is due into the delivery log (each once, whatever the number of instances). */
export async function planDeliveries(db: Kysely<Database>, now: number, delay: number): Promise<void> {
  await planReminders(db, now)
  await planNewSpaces(db, now, delay)
  await planLive(db, now)
  await planChanges(db, now)
  await planDigests(db, now)
}

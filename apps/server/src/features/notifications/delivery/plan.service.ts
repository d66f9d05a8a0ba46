import type { Kysely } from 'kysely'
import type { Database } from '../../../db/database'
import { DAY_SECONDS } from '../../../lib/time'
import { planDigests } from './digest.service'
import {
  insertDeliveries,
  listChangedReminders,
  listLiveSpaces,
  listNewSpaceFollowers,
  listStartingWithinDay,
  type NewDelivery,
  updateKnownStart,
} from './plan.queries'
import { alertRows, audienceOf, recipients } from './recipients.service'

type Db = Kysely<Database>

/** New-Space alerts look back this far past the delay (a longer outage sends nothing stale). */
const NEW_SPACE_LOOKBACK = DAY_SECONDS

/** Writes every alert that is due into the delivery log (each once, whatever the number of instances). */
export async function planDeliveries(db: Db, now: number, delay: number): Promise<void> {
  await planReminders(db, now)
  await planNewSpaces(db, now, delay)
  await planLive(db, now)
  await planChanges(db, now)
  await planDigests(db, now)
}

/**
 * Reminders: each (user, Space) at each chosen offset whose moment has come. When several moments
 * have passed unseen (set late, scheduled inside the window, the job was down), only the nearest one
 * goes; the others are recorded as missed so they never go later.
 */
async function planReminders(db: Db, now: number): Promise<void> {
  const spaces = await listStartingWithinDay(db, now, DAY_SECONDS)
  const { pairs, who } = await audienceOf(
    db,
    spaces.map((s) => s.id),
  )
  const rows: NewDelivery[] = []
  for (const pair of pairs) {
    const r = who.get(pair.user_id)
    if (!r) continue
    const due = r.minutes.filter((m) => pair.scheduled_start - m * 60 <= now)
    const nearest = Math.min(...due)
    for (const minutes of due) {
      const status = minutes === nearest ? 'pending' : 'missed'
      const alert = { kind: 'reminder', offset_key: minutes, status, created_at: now } as const
      rows.push(...alertRows(who, pair, alert, () => true))
    }
  }
  await insertDeliveries(db, rows)
}

/** New Spaces of followed hosts, once they are FOLLOW_ALERT_DELAY_SECONDS old (quick edits settle first). */
async function planNewSpaces(db: Db, now: number, delay: number): Promise<void> {
  const window = { createdAfter: now - delay - NEW_SPACE_LOOKBACK, createdBy: now - delay, now }
  const found = await listNewSpaceFollowers(db, window)
  const who = await recipients(
    db,
    found.map((f) => f.user_id),
  )
  const alert = { kind: 'new_space', offset_key: 0, created_at: now } as const
  const rows = found.flatMap((f) =>
    alertRows(who, { user_id: f.user_id, space_id: f.id, host_id: f.host_id }, alert, (r) => r.newSpace),
  )
  await insertDeliveries(db, rows)
}

/** "Live now": Spaces the X import marked live, to followers of the host and users reminded of them. */
async function planLive(db: Db, now: number): Promise<void> {
  const live = await listLiveSpaces(db)
  const { pairs, who } = await audienceOf(
    db,
    live.map((s) => s.id),
  )
  const alert = { kind: 'live', offset_key: 0, created_at: now } as const
  await insertDeliveries(
    db,
    pairs.flatMap((p) => alertRows(who, p, alert, (r) => r.live)),
  )
}

/**
 * Moves and cancels of Spaces users asked to be reminded of: a move is keyed by its new start, a
 * cancel by 0, so each is told once; `known_start` then follows the Space.
 */
async function planChanges(db: Db, now: number): Promise<void> {
  const changed = await listChangedReminders(db)
  if (changed.length === 0) return
  const who = await recipients(
    db,
    changed.map((c) => c.user_id),
  )
  const rows = changed.flatMap((c) => {
    const offset = c.x_state === 'canceled' ? 0 : c.scheduled_start
    const alert = { kind: 'change', offset_key: offset, created_at: now } as const
    return alertRows(who, { user_id: c.user_id, space_id: c.id, host_id: c.host_id }, alert, (r) => r.change)
  })
  await insertDeliveries(db, rows)
  for (const c of changed) {
    await updateKnownStart(db, { userId: c.user_id, spaceId: c.id, start: c.scheduled_start })
  }
}

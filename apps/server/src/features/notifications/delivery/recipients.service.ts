import type { Kysely } from 'kysely'
import type { Database } from '../../../db/database'
import { listConfirmedAddresses } from '../../shared/mail-addresses.queries'
import { mailAddressOf, parseMinutes } from '../settings/settings.rules'
import {
  type AudiencePair,
  listFollowersOf,
  listRemindedOf,
  listSettingsOf,
  listUsersWithPush,
  type NewDelivery,
  PLAN_BATCH,
} from './plan.queries'

type Db = Kysely<Database>
export type Channel = 'email' | 'push'

/** What one user may get, and where. */
export interface Recipient {
  channels: Channel[]
  minutes: number[]
  newSpace: boolean
  live: boolean
  change: boolean
}

/**
 * What each user may get and where, from their settings, a usable address and their push
 * subscriptions. Users without settings are left out: they never asked for anything.
 */
export async function recipients(db: Db, userIds: number[]): Promise<Map<number, Recipient>> {
  const found = new Map<number, Recipient>()
  const unique = [...new Set(userIds)]
  for (let i = 0; i < unique.length; i += PLAN_BATCH) {
    const ids = unique.slice(i, i + PLAN_BATCH)
    const [settings, addresses, withPush] = await Promise.all([
      listSettingsOf(db, ids),
      listConfirmedAddresses(db, ids),
      listUsersWithPush(db, ids),
    ])
    for (const row of settings) {
      const channels: Channel[] = []
      if (row.email_enabled === 1 && mailAddressOf(row, addresses.get(row.user_id) ?? null)) {
        channels.push('email')
      }
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

/**
 * Who may hear of these Spaces, once per (user, Space): the users reminded of each and its host's
 * followers; and what each of them may get, and where.
 */
export async function audienceOf(
  db: Db,
  spaceIds: number[],
): Promise<{ pairs: AudiencePair[]; who: Map<number, Recipient> }> {
  if (spaceIds.length === 0) return { pairs: [], who: new Map() }
  const reminded = await listRemindedOf(db, spaceIds)
  const followed = await listFollowersOf(db, spaceIds)
  const seen = new Set<string>()
  const pairs = [...reminded, ...followed].filter((p) => {
    const key = `${p.user_id}:${p.space_id}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const who = await recipients(
    db,
    pairs.map((p) => p.user_id),
  )
  return { pairs, who }
}

/** One alert about a Space for one user, a row on each of their channels, when `wants` says they want it. */
export function alertRows(
  who: Map<number, Recipient>,
  pair: { user_id: number; space_id: number; host_id: number },
  alert: Omit<NewDelivery, 'user_id' | 'subject_type' | 'subject_id' | 'channel' | 'host_id'>,
  wants: (r: Recipient) => boolean,
): NewDelivery[] {
  const r = who.get(pair.user_id)
  if (!r || !wants(r)) return []
  return r.channels.map((channel) => ({
    user_id: pair.user_id,
    subject_type: 'space',
    subject_id: pair.space_id,
    channel,
    host_id: pair.host_id,
    ...alert,
  }))
}

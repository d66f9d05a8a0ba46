import { usernameKey } from '@spaces/shared/domain/username'
import type { Transaction } from 'kysely'
import type { Database } from '../database'

/** What each part of the demo seed writes with: the seed's one transaction. */
export type Trx = Transaction<Database>

/** username_key → users.id, of the accounts the seed wrote. */
export type UserIds = Map<string, number>

export const DAY = 24 * 60 * 60

/** The id of a fixture account the seed wrote; the fixture naming any other is a bug in it. */
export function idOf(ids: UserIds, username: string): number {
  const id = ids.get(usernameKey(username))
  if (id === undefined) throw new Error(`Demo fixture refers to an unknown account: ${username}`)
  return id
}

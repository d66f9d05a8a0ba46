import type { Locale } from '@spaces/shared/i18n/locales'
import type { TFollowStateResponse } from '@spaces/shared/schemas/notifications'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/database'
import { msg } from '../../../i18n/message'
import { AppError } from '../../../lib/errors'
import { countFollowers, findUserByKey } from '../../shared/users.queries'
import { ensureSettings } from '../settings/settings.queries'
import { deleteFollow, insertFollow } from './follows.queries'

type Db = Kysely<Database>

async function hostOrThrow(db: Db, username: string) {
  const host = await findUserByKey(db, username)
  if (!host)
    throw new AppError(
      'NOT_FOUND',
      msg('There is no host @{handle}.', { handle: username.replace(/^@/, '') }),
    )
  return host
}

/** Follows a host (idempotent); the follower's alert settings start with their defaults. */
export async function follow(
  db: Db,
  userId: number,
  username: string,
  now: number,
  /** The request's language: alerts are written in it unless the settings already have one. */
  locale?: Locale,
): Promise<TFollowStateResponse> {
  const host = await hostOrThrow(db, username)
  await ensureSettings(db, userId, now, locale)
  await insertFollow(db, userId, host.id, now)
  return { username: host.username, following: true, follower_count: await countFollowers(db, host.id) }
}

export async function unfollow(db: Db, userId: number, username: string): Promise<TFollowStateResponse> {
  const host = await hostOrThrow(db, username)
  await deleteFollow(db, userId, host.id)
  return { username: host.username, following: false, follower_count: await countFollowers(db, host.id) }
}

import { bareUsername } from '@spaces/shared/domain/username'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { msg } from '../../i18n/message'
import { notFound } from '../../lib/errors'
import { findUserByKey } from './users.queries'

/**
 * The id of the host a list is filtered by (`?user=`, `?host=`, `/…/:username`): undefined without a
 * handle, 404 "There is no host @…." when nobody has it.
 */
export async function hostIdFor(
  db: Kysely<Database>,
  handle: string | undefined,
): Promise<number | undefined> {
  if (handle === undefined || handle === '') return undefined
  const user = await findUserByKey(db, handle)
  if (!user) throw notFound(msg('There is no host @{handle}.', { handle: bareUsername(handle) }))
  return user.id
}

import type { Kysely } from 'kysely'
import type { NotificationsConfig } from '../../config/notifications'
import type { Database } from '../../db/database'
import { resolveStoredSecret } from '../../lib/app-secret'
import { randomToken } from '../../lib/crypto'
import type { NotificationKeys } from './notifications.deps'
import { resolveVapidKeys } from './push/push.service'

/**
 * The site's notification keys, read (or made and kept, once for every instance) on first use and
 * then held; a failed read is tried again on the next use.
 */
export function createNotificationKeys(
  db: Kysely<Database>,
  config: NotificationsConfig,
): () => Promise<NotificationKeys> {
  let keys: Promise<NotificationKeys> | undefined
  return () => {
    keys ??= Promise.all([
      resolveVapidKeys(db, config),
      resolveStoredSecret(db, 'notifications_signing_key', () => randomToken(32)),
    ]).then(([vapid, signingKey]) => ({ vapid, signingKey }))
    keys.catch(() => {
      keys = undefined
    })
    return keys
  }
}

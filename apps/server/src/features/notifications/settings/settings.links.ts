import { NOTIFICATION_KINDS, type TNotificationKind } from '@spaces/shared/schemas/notifications'
import { signToken, verifyToken } from '../../../lib/signed-token'

/**
 * The one-click link in every alert mail (RFC 8058) that stops one kind of alert for one user. It
 * cannot carry a session, so it carries its own signed token: `<user id>.<kind>`, signed with the
 * site's notifications key.
 */
const PURPOSE = 'unsubscribe'

export function unsubscribeUrl(
  link: { baseUrl: string; signingKey: string },
  userId: number,
  kind: TNotificationKind,
): string {
  return `${link.baseUrl}/notifications/unsubscribe/${signToken(link.signingKey, PURPOSE, `${userId}.${kind}`)}`
}

/** Whom and what kind of alert a link's token names, or null when it is not one this site signed. */
export function readUnsubscribeToken(
  signingKey: string,
  token: string,
): { userId: number; kind: TNotificationKind } | null {
  const payload = verifyToken(signingKey, PURPOSE, token)
  const [user, kind] = payload?.split('.') ?? []
  const userId = Number(user)
  if (!Number.isInteger(userId) || !NOTIFICATION_KINDS.includes(kind as TNotificationKind)) return null
  return { userId, kind: kind as TNotificationKind }
}

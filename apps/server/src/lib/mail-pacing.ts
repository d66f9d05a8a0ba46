import type { Kysely } from 'kysely'
import type { Database } from '../db/database'
import { nowSeconds } from './time'

/**
 * The site's one mail pace, across every instance and every kind of mail that goes out in bulk (the
 * newsletter's campaigns, the notifications' alerts): NEWSLETTER_RATE_PER_MINUTE messages a minute in
 * all. What counts is what was sent in the last minute plus what is claimed right now (in flight).
 */
export async function mailAllowance(db: Kysely<Database>, ratePerMinute: number): Promise<number> {
  const now = nowSeconds()
  const since = now - 60
  const [newsletter, notifications] = await Promise.all([
    db
      .selectFrom('newsletter_deliveries')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where((eb) =>
        eb.or([
          eb('sent_at', '>', since),
          eb.and([eb('status', '=', 'pending'), eb('claimed_until', '>=', now)]),
        ]),
      )
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('notification_deliveries')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('channel', '=', 'email')
      .where((eb) =>
        eb.or([
          eb('sent_at', '>', since),
          eb.and([eb('status', '=', 'pending'), eb('claimed_until', '>=', now)]),
        ]),
      )
      .executeTakeFirstOrThrow(),
  ])
  return ratePerMinute - Number(newsletter.n) - Number(notifications.n)
}

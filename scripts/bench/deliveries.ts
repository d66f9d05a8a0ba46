import { createBenchDatabase } from './database'
import { benchNewsletter } from './newsletter'
import { benchReminders } from './reminders'
import { benchWebhooks } from './webhooks'

/**
 * The delivery benches: newsletter, reminders and webhooks, each on a database of its own (PostgreSQL
 * when the bench has one, else SQLite), dropped by the run's cleanups.
 */
export async function benchDeliveries(
  pgAdminUrl: string | undefined,
  cleanups: (() => unknown)[],
  log: (line: string) => void,
) {
  log(`newsletter delivery…`)
  const mailDatabase = pgAdminUrl ? await createBenchDatabase('mail', pgAdminUrl) : undefined
  if (mailDatabase) cleanups.push(mailDatabase.drop)
  const newsletter = await benchNewsletter(mailDatabase?.databaseUrl)
  log(`reminder delivery…`)
  const remindDatabase = pgAdminUrl ? await createBenchDatabase('remind', pgAdminUrl) : undefined
  if (remindDatabase) cleanups.push(remindDatabase.drop)
  const reminders = await benchReminders(remindDatabase?.databaseUrl)
  log(`webhook delivery…`)
  const hooksDatabase = pgAdminUrl ? await createBenchDatabase('hooks', pgAdminUrl) : undefined
  if (hooksDatabase) cleanups.push(hooksDatabase.drop)
  const webhooks = await benchWebhooks(hooksDatabase?.databaseUrl)
  return { newsletter, reminders, webhooks }
}

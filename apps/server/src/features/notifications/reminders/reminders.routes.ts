import { ZIdParam } from '@spaces/shared/schemas/common'
import {
  ZRemindedSpacesResponse,
  ZReminderCountsQuery,
  ZReminderCountsResponse,
  ZReminderStateResponse,
} from '@spaces/shared/schemas/notifications'
import type { App } from '../../../app-types'
import { requireUser } from '../../../auth/require-user'
import { routeDoc } from '../../../lib/route-doc'
import { nowSeconds } from '../../../lib/time'
import type { NotificationsDeps } from '../notifications.deps'
import { countRemindersOf, listRemindedSpaceIds } from './reminders.queries'
import { setReminder } from './reminders.service'

const doc = routeDoc('notifications')

/** "Remind me" on Spaces: the caller's reminders, the counts the Space cards show, and the switch. */
export async function reminderRoutes(
  app: App,
  { db, costlyReads }: Pick<NotificationsDeps, 'db' | 'costlyReads'>,
): Promise<void> {
  const mine = doc({
    operationId: 'listRemindedSpaces',
    access: 'session',
    summary: 'List the ids of the Spaces the caller asked to be reminded of.',
    response: { 200: ZRemindedSpacesResponse },
  })
  app.get('/api/spaces/reminders', { schema: mine }, async (req) => ({
    space_ids: await listRemindedSpaceIds(db, requireUser(req).id),
  }))

  const counts = doc({
    operationId: 'countSpaceReminders',
    access: 'public',
    summary: 'How many users asked to be reminded of each of up to 100 Spaces (a dashboard page).',
    errors: [429, 503],
    querystring: ZReminderCountsQuery,
    response: { 200: ZReminderCountsResponse },
  })
  // Never cached (counts change with every reminder), so each answer is a query: counted as a read
  // per client IP (RATE_LIMIT_READS_PER_MINUTE) and run in the instance's bounded line of reads.
  app.get('/api/spaces/reminder-counts', { schema: counts }, async (req) => ({
    data: await costlyReads.admit(req, () => countRemindersOf(db, req.query.ids)),
  }))

  for (const [method, isSet] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    const toggle = doc({
      operationId: isSet ? 'setSpaceReminder' : 'removeSpaceReminder',
      access: 'session',
      summary: isSet ? 'Ask to be reminded of one Space.' : 'Stop being reminded of one Space.',
      errors: isSet ? [409] : [],
      params: ZIdParam,
      response: { 200: ZReminderStateResponse },
    })
    app[method]('/api/spaces/:id/reminder', { schema: toggle }, async (req) =>
      setReminder(db, requireUser(req).id, req.params.id, isSet, nowSeconds(), req.locale),
    )
  }
}

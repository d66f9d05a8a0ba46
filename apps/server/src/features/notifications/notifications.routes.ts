import type { App } from '../../app-types'
import { followRoutes } from './follows/follows.routes'
import type { NotificationsDeps } from './notifications.deps'
import { pushRoutes } from './push/push.routes'
import { reminderRoutes } from './reminders/reminders.routes'
import { settingsPages } from './settings/settings.pages'
import { settingsRoutes } from './settings/settings.routes'

/**
 * Notifications, as the composition mounts them: following hosts, "Remind me" on Spaces, the alert
 * settings with the pages their mails link to and the personal feed, and Web Push subscriptions.
 * The alerts themselves are written and sent by the delivery job (delivery/delivery.job.ts).
 */
export async function notificationsRoutes(app: App, deps: NotificationsDeps): Promise<void> {
  await app.register(followRoutes, deps)
  await app.register(reminderRoutes, deps)
  await app.register(settingsRoutes, deps)
  await app.register(settingsPages, deps)
  await app.register(pushRoutes, deps)
}

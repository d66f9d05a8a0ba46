import { ZMailHold, ZReleaseMailResponse } from '@spaces/shared/schemas/admin'
import type { Kysely } from 'kysely'
import type { App } from '../../app-types'
import { requireAdmin } from '../../auth/require-user'
import type { Database } from '../../db/database'
import { msg } from '../../i18n/message'
import { sayIn } from '../../i18n/stored'
import { translate } from '../../i18n/translate'
import { AppError } from '../../lib/errors'
import { type MailHold, mailHoldReasonMessage, releaseMail } from '../../lib/mail-hold'
import { routeDoc } from '../../lib/route-doc'

const doc = routeDoc('admin')

/**
 * The mail hold, for admins (the newsletter screen's banner and its Release mail button): whether
 * mail is held and why, and the release. The hold itself lives in lib/mail-hold.ts.
 */
export async function adminMailRoutes(
  app: App,
  { db, hold }: { db: Kysely<Database>; hold: MailHold },
): Promise<void> {
  const state = doc({
    operationId: 'getMailHold',
    access: 'admin',
    summary: 'Say whether the site’s mail is held (nothing is sent, queued mail waits) and why.',
    response: { 200: ZMailHold },
  })
  app.get('/api/admin/mail', { schema: state }, async (req) => {
    requireAdmin(req)
    const { held, reason, since } = await hold.read()
    return { held, reason: reason === null ? null : sayIn(req.locale, mailHoldReasonMessage(reason)), since }
  })

  const release = doc({
    operationId: 'releaseMail',
    access: 'admin',
    summary: 'Release held mail: queued mail goes out on the next round, once per recipient.',
    errors: [409],
    response: { 200: ZReleaseMailResponse },
  })
  app.post('/api/admin/mail/release', { schema: release }, async (req) => {
    requireAdmin(req)
    if (hold.holdOnThisInstance) {
      throw new AppError(
        'CONFLICT',
        'This instance runs with MAIL_HOLD=on, so it keeps holding its mail: remove MAIL_HOLD from its environment and restart it.',
      )
    }
    const before = await hold.read()
    await releaseMail(db, hold.siteHost)
    req.log.warn({ by: req.user?.username }, 'mail released by an admin')
    return {
      held: false,
      reason: null,
      since: null,
      message: translate(
        req.locale,
        before.held ? msg('Mail is released: queued mail goes out now.') : msg('Mail was not held.'),
      ),
    }
  })
}

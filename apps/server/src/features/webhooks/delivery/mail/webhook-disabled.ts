import { PAGES } from '@spaces/shared/paths'
import { msg } from '../../../../i18n/message'
import { siteHost } from '../../../../lib/mail-layout'
import type { OutgoingMail } from '../../../../lib/mailer'
import type { MailReader } from '../../../shared/mail-addresses.queries'
import { turnedOffMail } from '../../../shared/owner-notices'
import { webhookOffReason } from '../delivery-errors'

/** Tells whoever connected a webhook, in their language, that it was turned off and how to turn it back on. */
export function webhookDisabledMail(
  baseUrl: string,
  reader: MailReader,
  endpoint: { id: number; url: string; disabled_reason: string | null },
): OutgoingMail {
  return turnedOffMail(baseUrl, reader, {
    kind: 'webhook-disabled',
    id: endpoint.id,
    subject: msg('Your Spaces Calendar webhook was turned off'),
    what: msg('Your webhook to {url} was turned off and is no longer sent events.', { url: endpoint.url }),
    why: webhookOffReason(endpoint.disabled_reason),
    remedy: msg(
      'Once the receiver works again, open Webhooks on your dashboard ({url}) and resend a delivery: that turns the webhook back on.',
      { url: `${baseUrl}${PAGES.dashboardWebhooks}` },
    ),
    because: msg('You get this email because you connected this webhook on {host}.', {
      host: siteHost(baseUrl),
    }),
  })
}

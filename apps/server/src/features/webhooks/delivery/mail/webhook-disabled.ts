import { composeMail, paragraphBlock, siteHost } from '../../../../lib/mail-layout'
import type { OutgoingMail } from '../../../../lib/mailer'

/** Tells whoever connected a webhook that it was turned off, and how to turn it back on. */
export function webhookDisabledMail(
  baseUrl: string,
  to: string,
  endpoint: { id: number; url: string; disabled_reason: string | null },
): OutgoingMail {
  const mail = composeMail({
    baseUrl,
    subject: 'Your Spaces Calendar webhook was turned off',
    blocks: [
      paragraphBlock(`Your webhook to ${endpoint.url} was turned off and is no longer sent events.`),
      paragraphBlock(endpoint.disabled_reason ?? 'Its deliveries kept failing.'),
      paragraphBlock(
        `Once the receiver works again, open Webhooks on your dashboard (${baseUrl}/dashboard/webhooks) and resend a delivery: that turns the webhook back on.`,
      ),
    ],
    footer: { reason: `You get this email because you connected this webhook on ${siteHost(baseUrl)}.` },
  })
  return {
    to,
    ...mail,
    messageId: `<webhook-disabled-${endpoint.id}-${Date.now()}@${new URL(baseUrl).hostname}>`,
  }
}

import { sha256Hex } from '../../../../lib/crypto'
import { composeMail, confirmBlocks, MAIL_SITE_NAME, siteHost } from '../../../../lib/mail-layout'
import type { OutgoingMail } from '../../../../lib/mailer'

/** The double opt-in mail for notification alerts: nothing is mailed to the address until it is followed. */
export function confirmEmailMail(baseUrl: string, email: string, token: string): OutgoingMail {
  const mail = composeMail({
    baseUrl,
    subject: 'Confirm your email for Spaces Calendar alerts',
    blocks: confirmBlocks(
      `Please confirm that you want Spaces Calendar reminders and alerts at ${email}.`,
      { url: `${baseUrl}/notifications/confirm/${token}`, label: 'Confirm my email' },
      'If you did not ask for this, ignore this email: nothing will be sent to this address.',
    ),
    footer: {
      reason: `You get this email because someone asked for ${MAIL_SITE_NAME} alerts at ${email} on ${siteHost(baseUrl)}.`,
    },
  })
  return {
    to: email,
    ...mail,
    messageId: `<alerts-confirm-${sha256Hex(token).slice(0, 32)}@${new URL(baseUrl).hostname}>`,
  }
}

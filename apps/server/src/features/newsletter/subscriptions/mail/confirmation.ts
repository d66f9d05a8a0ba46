import { sha256Hex } from '../../../../lib/crypto'
import {
  composeMail,
  confirmBlocks,
  MAIL_SITE_NAME,
  type MailFooter,
  newsletterListId,
  siteHost,
} from '../../../../lib/mail-layout'
import type { OutgoingMail } from '../../../../lib/mailer'

/** The double opt-in mail: its link makes the address the asking account's (whoever opens it proves the mailbox). */
export function confirmationMail(
  baseUrl: string,
  email: string,
  token: string,
  unsubscribeToken: string,
  options: { postalAddress?: string } = {},
): OutgoingMail {
  const confirmUrl = `${baseUrl}/newsletter/confirm/${token}`
  const unsubscribeUrl = `${baseUrl}/newsletter/unsubscribe/${unsubscribeToken}`
  const footer: MailFooter = {
    reason: `You get this email because someone asked for the ${MAIL_SITE_NAME} newsletter at ${email} on ${siteHost(baseUrl)}.`,
    unsubscribeUrl,
    postalAddress: options.postalAddress,
  }
  const mail = composeMail({
    baseUrl,
    subject: 'Confirm your Spaces Calendar newsletter subscription',
    blocks: confirmBlocks(
      `Please confirm that you want the Spaces Calendar newsletter at ${email}.`,
      { url: confirmUrl, label: 'Confirm my subscription' },
      'If you did not ask for this, ignore this email: you will not be subscribed. The link works for 7 days.',
    ),
    footer,
  })
  return {
    to: email,
    ...mail,
    messageId: `<confirm-${sha256Hex(token).slice(0, 32)}@${new URL(baseUrl).hostname}>`,
    unsubscribeUrl,
    listId: newsletterListId(baseUrl),
  }
}

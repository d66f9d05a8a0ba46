import { type Locale, SOURCE_LOCALE } from '@spaces/shared/i18n/locales'
import { msg } from '../../../../i18n/message'
import { translatorFor } from '../../../../i18n/translate'
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
  options: { postalAddress?: string; locale?: Locale } = {},
): OutgoingMail {
  const locale = options.locale ?? SOURCE_LOCALE
  const t = translatorFor(locale)
  const confirmUrl = `${baseUrl}/newsletter/confirm/${token}`
  const unsubscribeUrl = `${baseUrl}/newsletter/unsubscribe/${unsubscribeToken}`
  const footer: MailFooter = {
    reason: t(
      msg('You get this email because someone asked for the {site} newsletter at {email} on {host}.', {
        site: MAIL_SITE_NAME,
        email,
        host: siteHost(baseUrl),
      }),
    ),
    unsubscribeUrl,
    postalAddress: options.postalAddress,
  }
  const mail = composeMail({
    baseUrl,
    subject: t(msg('Confirm your Spaces Calendar newsletter subscription')),
    blocks: confirmBlocks(
      t(msg('Please confirm that you want the Spaces Calendar newsletter at {email}.', { email })),
      { url: confirmUrl, label: t(msg('Confirm my subscription')) },
      t(
        msg(
          'If you did not ask for this, ignore this email: you will not be subscribed. The link works for 7 days.',
        ),
      ),
      locale,
    ),
    footer,
    locale,
  })
  return {
    to: email,
    ...mail,
    messageId: `<confirm-${sha256Hex(token).slice(0, 32)}@${new URL(baseUrl).hostname}>`,
    unsubscribeUrl,
    listId: newsletterListId(baseUrl),
  }
}

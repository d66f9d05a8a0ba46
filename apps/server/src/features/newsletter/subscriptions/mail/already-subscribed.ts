import { type Locale, SOURCE_LOCALE } from '@spaces/shared/i18n/locales'
import { msg } from '../../../../i18n/message'
import { translatorFor } from '../../../../i18n/translate'
import { randomToken } from '../../../../lib/crypto'
import {
  composeMail,
  MAIL_SITE_NAME,
  type MailFooter,
  newsletterListId,
  paragraphBlock,
  siteHost,
} from '../../../../lib/mail-layout'
import type { OutgoingMail } from '../../../../lib/mailer'

/**
 * Sent when someone asks for the newsletter at an address that is already confirmed for another
 * account (or for no account). It carries nothing that would move the subscription: only the
 * address's own unsubscribe link, which is itself a proof of the mailbox. Once unsubscribed there,
 * the address can be subscribed again from any account, with a confirmation as usual.
 */
export function alreadySubscribedMail(
  baseUrl: string,
  email: string,
  unsubscribeToken: string,
  options: { postalAddress?: string; locale?: Locale } = {},
): OutgoingMail {
  const locale = options.locale ?? SOURCE_LOCALE
  const t = translatorFor(locale)
  const unsubscribeUrl = `${baseUrl}/newsletter/unsubscribe/${unsubscribeToken}`
  const subject = t(msg('Your Spaces Calendar newsletter subscription'))
  const lines = [
    t(
      msg(
        'Someone asked for the Spaces Calendar newsletter at {email}. This address already gets it, so nothing has changed and you need not do anything.',
        { email },
      ),
    ),
    t(
      msg(
        'If it was you and you want the newsletter to belong to another Spaces Calendar account: unsubscribe with the link below, then subscribe again while logged in with that account.',
      ),
    ),
  ]
  const footer: MailFooter = {
    reason: t(
      msg('You get this email because {email} is subscribed to the {site} newsletter on {host}.', {
        email,
        site: MAIL_SITE_NAME,
        host: siteHost(baseUrl),
      }),
    ),
    unsubscribeUrl,
    postalAddress: options.postalAddress,
  }
  const blocks = lines.map((line) => paragraphBlock(line))
  const mail = composeMail({ baseUrl, subject, blocks, footer, locale })
  return {
    to: email,
    ...mail,
    messageId: `<notice-${randomToken(12)}@${new URL(baseUrl).hostname}>`,
    unsubscribeUrl,
    listId: newsletterListId(baseUrl),
  }
}

import { type Locale, SOURCE_LOCALE } from '@spaces/shared/i18n/locales'
import { msg } from '../../../../i18n/message'
import { translatorFor } from '../../../../i18n/translate'
import { sha256Hex } from '../../../../lib/crypto'
import { composeMail, confirmBlocks, MAIL_SITE_NAME, siteHost } from '../../../../lib/mail-layout'
import type { OutgoingMail } from '../../../../lib/mailer'

/** The double opt-in mail for notification alerts: nothing is mailed to the address until it is followed. */
export function confirmEmailMail(
  baseUrl: string,
  email: string,
  token: string,
  locale: Locale = SOURCE_LOCALE,
): OutgoingMail {
  const t = translatorFor(locale)
  const mail = composeMail({
    baseUrl,
    subject: t(msg('Confirm your email for Spaces Calendar alerts')),
    blocks: confirmBlocks(
      t(msg('Please confirm that you want Spaces Calendar reminders and alerts at {email}.', { email })),
      { url: `${baseUrl}/notifications/confirm/${token}`, label: t(msg('Confirm my email')) },
      t(msg('If you did not ask for this, ignore this email: nothing will be sent to this address.')),
      locale,
    ),
    footer: {
      reason: t(
        msg('You get this email because someone asked for {site} alerts at {email} on {host}.', {
          site: MAIL_SITE_NAME,
          email,
          host: siteHost(baseUrl),
        }),
      ),
    },
    locale,
  })
  return {
    to: email,
    ...mail,
    messageId: `<alerts-confirm-${sha256Hex(token).slice(0, 32)}@${new URL(baseUrl).hostname}>`,
  }
}

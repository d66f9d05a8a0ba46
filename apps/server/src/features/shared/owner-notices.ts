import type { FastifyBaseLogger } from 'fastify'
import type { Message } from '../../i18n/message'
import { translatorFor } from '../../i18n/translate'
import { composeMail, paragraphBlock } from '../../lib/mail-layout'
import type { Mailer, OutgoingMail } from '../../lib/mailer'
import type { MailReader } from './mail-addresses.queries'

/**
 * Mails the owners of things that were turned off (a webhook, a channel), once each: `pending` lists
 * them, `recipients` says who is told of one (none with a confirmed address: nobody can be told, and
 * the notice is dropped), `compose` writes one recipient's mail, `clear` marks the notice given.
 * False when a mail could not go (mail held, the server away): the rest waits for a later run.
 */
export async function mailOwnerNotices<T extends { id: number }, R>(options: {
  mailer: Pick<Mailer, 'send'>
  log: FastifyBaseLogger
  what: string
  pending: () => Promise<T[]>
  recipients: (item: T) => Promise<R[]>
  compose: (item: T, recipient: R) => OutgoingMail
  clear: (id: number) => Promise<void>
}): Promise<boolean> {
  const { mailer, log, what } = options
  for (const item of await options.pending()) {
    const recipients = await options.recipients(item)
    if (recipients.length === 0) {
      log.info({ [what]: item.id }, `${what} turned off; its owner has no confirmed mail address to tell`)
      await options.clear(item.id)
      continue
    }
    try {
      for (const recipient of recipients) await mailer.send(options.compose(item, recipient))
      await options.clear(item.id)
    } catch (err) {
      log.warn({ err, [what]: item.id }, `could not mail the owner of a ${what} that was turned off`)
      return false
    }
  }
  return true
}

/**
 * One reader's mail, in their language, telling them a thing of theirs was turned off: what was
 * turned off, why, how to turn it back on, and (in the footer) why they get the mail. `kind` and `id`
 * name the thing in the Message-ID.
 */
export function turnedOffMail(
  baseUrl: string,
  reader: MailReader,
  notice: {
    kind: string
    id: number
    subject: Message
    what: Message
    why: Message | string
    remedy: Message
    because: Message
  },
): OutgoingMail {
  const t = translatorFor(reader.locale)
  const mail = composeMail({
    baseUrl,
    subject: t(notice.subject),
    blocks: [notice.what, notice.why, notice.remedy].map((line) => paragraphBlock(t(line))),
    footer: { reason: t(notice.because) },
    locale: reader.locale,
  })
  return {
    to: reader.email,
    ...mail,
    messageId: `<${notice.kind}-${notice.id}-${Date.now()}@${new URL(baseUrl).hostname}>`,
  }
}

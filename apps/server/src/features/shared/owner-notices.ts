import type { FastifyBaseLogger } from 'fastify'
import type { Mailer, OutgoingMail } from '../../lib/mailer'

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

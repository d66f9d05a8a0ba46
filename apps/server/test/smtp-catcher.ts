import type { AddressInfo } from 'node:net'
import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer } from 'smtp-server'

export interface CaughtMail {
  /** RCPT TO addresses, lower-cased. */
  to: string[]
  raw: string
  parsed: Email
}

export interface SmtpCatcherOptions {
  /** Addresses answered with `550 No such user` at RCPT TO (a permanent failure: a bounce). */
  rejectRecipients?: string[]
  /** Addresses answered with `451 Try again later` at RCPT TO this many times first. */
  deferRecipients?: Map<string, number>
  /** Wait this long before accepting each message (to catch a send halfway). */
  delayMs?: number
  /** Listen on this port (a closed port a server was told to use, opened later); default: any free one. */
  port?: number
}

export interface SmtpCatcher {
  url: string
  mails: CaughtMail[]
  /** Addresses refused with 550 at RCPT TO, changeable while it runs. */
  rejects: Set<string>
  /** When set, MAIL FROM is answered with this code (a server-wide refusal), changeable while it runs. */
  senderReply: { code: number; message: string } | undefined
  /** How many messages each recipient got. */
  countsByRecipient: () => Map<string, number>
  /** Resolves once `count` messages have arrived; throws after `timeoutMs`. */
  waitFor: (count: number, timeoutMs?: number) => Promise<void>
  close: () => Promise<void>
}

/** A real SMTP server on loopback (the smtp-server package) that keeps every message it accepts. */
export async function startSmtpCatcher(options: SmtpCatcherOptions = {}): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = []
  const rejects = new Set((options.rejectRecipients ?? []).map((a) => a.toLowerCase()))
  const defers = new Map(
    [...(options.deferRecipients ?? new Map<string, number>())].map(([a, n]) => [a.toLowerCase(), n]),
  )
  const control: Pick<SmtpCatcher, 'senderReply'> = { senderReply: undefined }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onMailFrom(_address, _session, callback) {
      const reply = control.senderReply
      if (reply) return callback(Object.assign(new Error(reply.message), { responseCode: reply.code }))
      callback()
    },
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase()
      if (rejects.has(to)) {
        const err = Object.assign(new Error('No such user here'), { responseCode: 550 })
        return callback(err)
      }
      const left = defers.get(to) ?? 0
      if (left > 0) {
        defers.set(to, left - 1)
        const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 })
        return callback(err)
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const finish = async () => {
          const parsed = await PostalMime.parse(raw)
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, parsed })
          callback()
        }
        if (options.delayMs) setTimeout(() => void finish(), options.delayMs)
        else await finish()
      })
    },
  })
  // A client killed mid-session (the kill -9 tests kill the server that holds pooled connections)
  // resets its socket; that is the test's doing, not a failure of the catcher.
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET') throw err
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    rejects,
    get senderReply() {
      return control.senderReply
    },
    set senderReply(reply) {
      control.senderReply = reply
    },
    countsByRecipient: () => {
      const counts = new Map<string, number>()
      for (const mail of mails) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1)
      return counts
    },
    waitFor: async (count, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs
      while (mails.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} mails, got ${mails.length}`)
        await new Promise((r) => setTimeout(r, 25))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Transporter } from 'nodemailer'
import { parseSmtpUrl } from './smtp-url'

interface MailContent {
  to: string
  subject: string
  html: string
  text: string
  /** `<…@host>`: the same for a resend of the same delivery, so mail clients can fold duplicates. */
  messageId: string
}

/**
 * One message as the site sends it: multipart text + HTML, with its own Message-ID. A mail with
 * `unsubscribeUrl` (RFC 8058 one-click unsubscribe: List-Unsubscribe and List-Unsubscribe-Post) is
 * list mail and names its list (RFC 2919 List-Id, e.g. `Spaces Calendar newsletter
 * <newsletter.example.org>`); other mail may name one.
 */
export type OutgoingMail = MailContent &
  ({ unsubscribeUrl?: undefined; listId?: string } | { unsubscribeUrl: string; listId: string })

export interface Mailer {
  /** Where mail goes: 'smtp' (SMTP_URL) or 'outbox' (.eml files in DATA_DIR/outbox). */
  kind: 'smtp' | 'outbox'
  /** Resolves once the SMTP server accepted the message (250); throws MailError otherwise. */
  send: (mail: OutgoingMail) => Promise<void>
  close: () => void
}

/**
 * Why a message was not sent. `permanent`: the server refused this recipient or message for good
 * (a 5xx answer to RCPT TO or DATA), so sending again cannot help; anything else (4xx, a refused or
 * dropped connection, a timeout, a login problem) may pass later.
 */
export class MailError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly responseCode: number | undefined,
  ) {
    super(message)
  }
}

export interface MailerOptions {
  smtpUrl: string | undefined
  from: string
  dataDir: string
  /** Parallel SMTP connections (pooled). */
  maxConnections?: number
}

/** The one place mail leaves the site: nodemailer over SMTP_URL, or .eml files without it. */
export function createMailer(options: MailerOptions): Mailer {
  const envelope = (mail: OutgoingMail) => ({
    from: options.from,
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    headers: {
      ...(mail.listId ? { 'List-Id': mail.listId } : {}),
      ...(mail.unsubscribeUrl
        ? {
            'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : {}),
    },
  })

  // nodemailer loads with the first message: most processes never send one (issue 11: idle memory).
  let transport: Promise<Transporter> | undefined
  const transportFor = (settings: object) => {
    transport ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(settings))
    return transport
  }
  const close = () => {
    void transport?.then((t) => t.close())
  }

  if (!options.smtpUrl) {
    const outbox = path.join(options.dataDir, 'outbox')
    return {
      kind: 'outbox',
      send: async (mail) => {
        const sender = await transportFor({ streamTransport: true, buffer: true, newline: 'unix' })
        const info = await sender.sendMail(envelope(mail))
        await mkdir(outbox, { recursive: true })
        const name = `${Date.now()}-${mail.messageId.replace(/[^\w.-]+/g, '_')}.eml`
        await writeFile(path.join(outbox, name), info.message as Buffer)
      },
      close,
    }
  }

  // Read as config read it at start (strictly): nodemailer never parses the URL itself.
  const connection = parseSmtpUrl(options.smtpUrl)
  if (!connection) throw new Error('SMTP_URL is not a URL that can be read.')
  const smtpSettings = {
    ...connection,
    pool: true,
    maxConnections: options.maxConnections ?? 4,
    maxMessages: 1000,
    // Bounded, so a delivery's lease (see newsletter.job.ts) always outlives one attempt.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  }
  return {
    kind: 'smtp',
    send: async (mail) => {
      try {
        await (await transportFor(smtpSettings)).sendMail(envelope(mail))
      } catch (err) {
        throw toMailError(err)
      }
    },
    close,
  }
}

interface NodemailerError {
  message?: string
  code?: string
  responseCode?: number
  rejectedErrors?: { responseCode?: number; message?: string }[]
}

function toMailError(err: unknown): MailError {
  const e = (err ?? {}) as NodemailerError
  const code = e.responseCode ?? e.rejectedErrors?.[0]?.responseCode
  // EENVELOPE: RCPT TO refused; EMESSAGE: DATA refused. Only those say something about the recipient.
  const permanent = code !== undefined && code >= 500 && (e.code === 'EENVELOPE' || e.code === 'EMESSAGE')
  const message = e.rejectedErrors?.[0]?.message ?? e.message ?? String(err)
  return new MailError(message.slice(0, 500), permanent, code)
}

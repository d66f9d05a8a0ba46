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
  /** The language the mail is written in, sent as Content-Language (its HTML says it in `<html lang>`). */
  language?: string
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
  /**
   * Over SMTP: opens one connection, greets and logs in, and closes it (nodemailer's verify), so a
   * health check can tell whether the mail server answers without sending anything. Throws MailError.
   */
  verify?: () => Promise<void>
  close: () => void
}

/**
 * Whom a failure is about: `recipient`, an answer to RCPT TO or DATA (this address or this message);
 * `server`, anything before that or around it (no connection, a timeout, the greeting, EHLO, AUTH,
 * MAIL FROM, a 421 "closing"), which says nothing about the recipient and would fail every message.
 */
export type MailFailureScope = 'recipient' | 'server'

/**
 * Why a message was not sent. `permanent`: the server refused this recipient or message for good (a
 * 5xx answer to RCPT TO or DATA), so sending again cannot help; anything else (4xx, a refused or
 * dropped connection, a timeout, a login problem, a 5xx before RCPT TO) may pass later. The message
 * starts with a short phrase for people ("mail server unreachable"), then a colon and the details.
 */
export class MailError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly responseCode: number | undefined,
    readonly scope: MailFailureScope = 'server',
  ) {
    super(message)
  }
}

/** The short phrase a MailError's message starts with ("mail server unreachable"), for a status line. */
export function mailFailureReason(error: string | null | undefined): string {
  const phrase = error?.split(': ')[0] ?? ''
  return phrase.startsWith('mail ') && phrase.length <= 80 ? phrase : 'mail could not be sent'
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
      ...(mail.language ? { 'Content-Language': mail.language } : {}),
      ...(mail.unsubscribeUrl
        ? {
            'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : {}),
    },
  })

  // nodemailer loads with the first message: most processes never send one, and idle memory stays low.
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
        const name = `${Date.now()}-${mail.messageId.replace(/[^\w.-]+/g, '_')}.eml`
        try {
          await mkdir(outbox, { recursive: true })
          await writeFile(path.join(outbox, name), info.message as Buffer)
        } catch (err) {
          throw new MailError(
            `mail could not be written to the outbox folder: ${(err as Error).message}`,
            false,
            undefined,
          )
        }
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
    // Bounded, so a delivery's lease (features/newsletter/delivery/delivery.job.ts) always outlives
    // one attempt.
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
    verify: async () => {
      try {
        await (await transportFor(smtpSettings)).verify()
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
  command?: string
  responseCode?: number
  rejectedErrors?: { responseCode?: number; message?: string }[]
}

/** The SMTP commands whose answer is about one recipient or one message. */
const RECIPIENT_COMMANDS = new Set(['RCPT TO', 'DATA'])

function toMailError(err: unknown): MailError {
  const e = (err ?? {}) as NodemailerError
  const code = e.responseCode ?? e.rejectedErrors?.[0]?.responseCode
  const detail = (e.rejectedErrors?.[0]?.message ?? e.message ?? String(err)).slice(0, 440)
  // 421 is the server closing the conversation, whatever the command: about the server, not the address.
  const scope =
    code !== undefined && code !== 421 && RECIPIENT_COMMANDS.has(e.command ?? '') ? 'recipient' : 'server'
  const permanent = scope === 'recipient' && code !== undefined && code >= 500
  let phrase = 'mail server unreachable'
  if (scope === 'recipient') {
    phrase = permanent
      ? `mail server refused the recipient (${code})`
      : `mail server deferred the message (${code})`
  } else if (code !== undefined) phrase = `mail server turned mail away (${code})`
  return new MailError(`${phrase}: ${detail}`, permanent, code, scope)
}

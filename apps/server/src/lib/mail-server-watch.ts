import { MailError, type Mailer, mailFailureReason } from './mailer'
import { nowSeconds } from './time'

/** At most one check of the mail server by connection (SMTP verify) per this many seconds. */
export const MAIL_CHECK_EVERY_SECONDS = 60

/** Whether the mail server answers, as this instance last saw it. */
export interface MailServerState {
  /** `smtp` (SMTP_URL), or `files` (.eml files in DATA_DIR/outbox, no server). */
  transport: 'smtp' | 'files'
  /** `unknown` until the first send or check. */
  status: 'ok' | 'failing' | 'unknown'
  /** When the last send or check reached an answer (unix seconds). */
  checkedAt: number | null
  /** The short phrase of the last failure ("mail server unreachable"), while failing. */
  reason: string | null
}

export interface MailServerWatch {
  /** The mailer to send through: every send's outcome says whether the server answered. */
  mailer: Mailer
  state: () => MailServerState
  /**
   * Checks the server by connection when neither a send nor a check told anything for a minute; at
   * most once a minute, in the background (the caller answers with what is known now).
   */
  refresh: () => void
}

/**
 * Watches the mail server through the sends that happen anyway, and, when none did for a minute and
 * someone asks (`/readyz`, `/metrics`, the Health screen), one SMTP verify: never a connection per
 * probe. A refusal of one recipient (an answer to RCPT TO or DATA) means the server answered.
 */
export function watchMailServer(raw: Mailer): MailServerWatch {
  const transport = raw.kind === 'smtp' ? 'smtp' : 'files'
  let status: MailServerState['status'] = 'unknown'
  let checkedAt: number | null = null
  let reason: string | null = null
  let lastVerifyAt = 0
  let verifying = false

  const note = (err: unknown) => {
    checkedAt = nowSeconds()
    const aboutServer = !(err instanceof MailError) || err.scope === 'server'
    if (err === null || !aboutServer) {
      status = 'ok'
      reason = null
    } else {
      status = 'failing'
      reason = mailFailureReason(err instanceof Error ? err.message : String(err))
    }
  }

  return {
    mailer: {
      ...raw,
      send: async (mail) => {
        try {
          await raw.send(mail)
        } catch (err) {
          note(err)
          throw err
        }
        note(null)
      },
    },
    state: () => ({ transport, status, checkedAt, reason }),
    refresh: () => {
      const now = nowSeconds()
      const verify = raw.verify
      if (!verify || verifying) return
      if (now - lastVerifyAt < MAIL_CHECK_EVERY_SECONDS) return
      if (checkedAt !== null && now - checkedAt < MAIL_CHECK_EVERY_SECONDS) return
      verifying = true
      lastVerifyAt = now
      verify()
        .then(
          () => note(null),
          (err: unknown) => note(err),
        )
        .finally(() => {
          verifying = false
        })
    },
  }
}

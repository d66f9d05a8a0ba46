import type { Kysely } from 'kysely'
import type { Database } from '../db/database'
import { type Message, msg } from '../i18n/message'
import { storedMessage, withValues } from '../i18n/stored'
import { english } from '../i18n/translate'
import { AppError } from './errors'
import { MailError, type Mailer } from './mailer'
import { nowSeconds } from './time'

/**
 * The mail hold: while mail is held, nothing leaves the site (newsletter campaigns, confirmation and
 * test mails, reminders, alerts, digests, and their Web Push twins); queued work stays queued and
 * goes once the hold is released. It lives in the database (`mail_state`, one row), so every
 * instance agrees on it and a release reaches running instances on their next job tick. It is set:
 * - at start, when the database last sent mail under another site address (a restored or staging
 *   copy: see `holdIfSiteMoved`);
 * - by the operator's restore command and `mail hold` (`holdMail`);
 * - for one instance only by MAIL_HOLD=on in its environment (never written to the database).
 */
export interface MailHoldState {
  held: boolean
  reason: string | null
  /** When the database hold was set (unix seconds); null when held by MAIL_HOLD=on alone. */
  since: number | null
  /** The host name of the site address that last sent mail, or null before any mail went out. */
  siteHost: string | null
}

type Db = Kysely<Database>

/** The site address's host name, ports aside, so every instance of one site agrees on it. */
export function siteHostOf(baseUrl: string): string {
  return new URL(baseUrl).hostname.toLowerCase()
}

async function readRow(db: Db) {
  return db
    .selectFrom('mail_state')
    .select(['held', 'held_reason', 'held_at', 'site_host'])
    .where('id', '=', 1)
    .executeTakeFirst()
}

/** The hold as the database has it (MAIL_HOLD=on is an instance's own: see `createMailHold`). */
export async function readMailHold(db: Db): Promise<MailHoldState> {
  const row = await readRow(db)
  return {
    held: row?.held === 1,
    reason: row?.held === 1 ? (row.held_reason ?? HELD.id) : null,
    since: row?.held === 1 ? Number(row.held_at) : null,
    siteHost: row?.site_host ?? null,
  }
}

/** Holds every instance's mail, saying why; a hold already in place keeps its start time. */
export async function holdMail(db: Db, reason: string): Promise<void> {
  const now = nowSeconds()
  await db
    .insertInto('mail_state')
    .values({ id: 1, held: 1, held_reason: reason, held_at: now })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        held: 1,
        held_reason: reason,
        held_at: eb.fn.coalesce('mail_state.held_at', eb.val(now)),
      })),
    )
    .execute()
}

/**
 * Releases the hold. The releasing site's host name becomes the recorded site address: whoever
 * releases accepts that this site sends the mail from now on, so its next start does not hold again.
 */
export async function releaseMail(db: Db, siteHost: string): Promise<void> {
  const now = nowSeconds()
  await db
    .insertInto('mail_state')
    .values({ id: 1, held: 0, site_host: siteHost, site_host_at: now })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({ held: 0, held_reason: null, held_at: null, site_host: siteHost, site_host_at: now }),
    )
    .execute()
}

/** Notes that mail went out under `siteHost` (written only when it differs from the one recorded). */
export async function recordMailSite(db: Db, siteHost: string): Promise<void> {
  await db
    .updateTable('mail_state')
    .set({ site_host: siteHost, site_host_at: nowSeconds() })
    .where('id', '=', 1)
    .where((eb) => eb.or([eb('site_host', 'is', null), eb('site_host', '!=', siteHost)]))
    .execute()
}

/**
 * At start: a database that last sent mail under another host name is a copy (a restore, a staging
 * site), and its queued mail would reach real people from the wrong site. It is held until someone
 * releases it. Returns whether this start put the hold in place.
 */
export async function holdIfSiteMoved(db: Db, siteHost: string): Promise<boolean> {
  const state = await readMailHold(db)
  if (state.held || state.siteHost === null || state.siteHost === siteHost) return false
  await holdMail(db, english(withValues(SITE_MOVED, { was: state.siteHost, site: siteHost })))
  return true
}

const HELD = msg('Mail is held.')
const ENV_HOLD = msg(
  'MAIL_HOLD=on in this instance’s environment: it sends no mail until the variable is removed and it restarts.',
)
const SITE_MOVED = msg(
  'This database last sent mail as {was}, and this site is {site}: a copy of the site must not mail real people. Release mail if this site is meant to send it.',
)
/** The reason `mail hold` gives when the operator gives none. */
export const OPERATOR_HOLD = msg('Held by the operator from the command line.')
/** The reason a restore gives: `{file}` is the backup's file name. */
export const RESTORE_HOLD = msg('Restored from {file} by the command line.')

/** The reason an instance started with MAIL_HOLD=on gives. */
export const ENV_HOLD_REASON = ENV_HOLD.id

/**
 * A hold's reason as the database keeps it (English, written by this server or its commands) read
 * back as the message it was made from, to be said in the admin's language; a reason an operator
 * typed, or one no template knows, stays as written. No stored row changes.
 */
export const mailHoldReasonMessage = (reason: string): Message | string =>
  storedMessage(reason, [HELD, ENV_HOLD, SITE_MOVED, OPERATOR_HOLD, RESTORE_HOLD])

/** Thrown instead of sending while mail is held. */
export class MailHeldError extends MailError {
  constructor(reason: string) {
    super(`mail is held: ${reason}`, false, undefined, 'server')
  }
}

/** The hold as one instance sees it: the database's, plus its own MAIL_HOLD=on. */
export interface MailHold {
  read: () => Promise<MailHoldState>
  /** Whether mail is held now, read from the database (a release elsewhere is seen at once). */
  isHeld: () => Promise<boolean>
  /** The mailer every sender uses: it refuses while held, and records the site address once mail went out. */
  guard: (mailer: Mailer) => Mailer
  /** Records the site address after mail went out (jobs call it once per round that sent something). */
  noteSent: () => Promise<void>
  siteHost: string
  holdOnThisInstance: boolean
}

export function createMailHold(db: Db, options: { baseUrl: string; holdOnThisInstance: boolean }): MailHold {
  const siteHost = siteHostOf(options.baseUrl)
  const read = async (): Promise<MailHoldState> => {
    const state = await readMailHold(db)
    if (state.held || !options.holdOnThisInstance) return state
    return { ...state, held: true, reason: ENV_HOLD_REASON }
  }
  const noteSent = () => recordMailSite(db, siteHost)
  return {
    read,
    isHeld: async () => (await read()).held,
    guard: (mailer) => ({
      ...mailer,
      send: async (mail) => {
        const state = await read()
        if (state.held) throw new MailHeldError(state.reason ?? 'Mail is held.')
        await mailer.send(mail)
        if (state.siteHost !== siteHost) await noteSent()
      },
    }),
    noteSent,
    siteHost,
    holdOnThisInstance: options.holdOnThisInstance,
  }
}

/** Retry-After of an answer refused because mail is held: a hold lasts until someone releases it. */
export const MAIL_HELD_RETRY_AFTER_SECONDS = 300

/**
 * The answer to a request whose own mail (a confirmation, a test send) could not go: 503 with
 * Retry-After while mail is held, else 502; each with the route's sentence.
 */
export function mailNotSent(err: unknown, sentences: { held: Message; failed: Message }): AppError {
  if (err instanceof MailHeldError) {
    return new AppError('UNAVAILABLE', sentences.held, {
      retryAfterSeconds: MAIL_HELD_RETRY_AFTER_SECONDS,
      cause: err,
    })
  }
  return new AppError('BAD_GATEWAY', sentences.failed, { cause: err })
}

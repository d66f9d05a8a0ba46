import { type Locale, parseLocale } from '@spaces/shared/i18n/locales'
import { SPACE_DEFAULT_DURATION_SECONDS } from '@spaces/shared/limits'
import { paths } from '@spaces/shared/paths'
import type { TNotificationKind, TPushPayload } from '@spaces/shared/schemas/notifications'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/database'
import { translatorFor } from '../../../i18n/translate'
import { MailHeldError } from '../../../lib/mail-hold'
import { passingFailure, type RetryPolicy } from '../../../lib/mail-retry'
import { MailError, type Mailer } from '../../../lib/mailer'
import { findConfirmedAddress } from '../../shared/mail-addresses.queries'
import type { VapidKeys } from '../notifications.deps'
import { type PushResult, sendPush } from '../push/push.client'
import { deletePushSubscriptionById, listPushSubscriptions } from '../push/push.queries'
import { unsubscribeUrl } from '../settings/settings.links'
import { findSettings, type SettingsRow, updateSettingsRow } from '../settings/settings.queries'
import { mailAddressOf } from '../settings/settings.rules'
import { momentOf } from './delivery.rules'
import { type AlertContent, type AlertSpace, alertMail, alertTitle, spaceLine } from './mail/alert'
import {
  type ClaimedDelivery,
  isFollowing,
  isReminded,
  listDigestSpaces,
  loadSpaces,
  type Outcome,
} from './send.queries'

/** What sending needs: the feature's parts, with its keys resolved once per round (delivery.job.ts). */
export interface SendDeps {
  db: Kysely<Database>
  mailer: Mailer
  baseUrl: string
  signingKey: string
  vapid: VapidKeys & { subject: string }
  isAllowedEndpoint: (endpoint: string) => boolean
  /** Whether mail is held (read from the database): a push waits for a release like a mail. */
  isHeld: () => Promise<boolean>
  retry: RetryPolicy
  /** DEFAULT_LOCALE: the language of alerts whose settings have none saved. */
  defaultLocale: Locale
}

const skip = (error: string): Outcome => ({ kind: 'skipped', error })
const missed: Outcome = {
  kind: 'missed',
  error: 'Its moment passed before it could go; it is not sent late.',
}

/** A passing failure waits its turn on the retry ladder (lib/mail-retry.ts), or fails once given up. */
function passing(
  deps: SendDeps,
  d: ClaimedDelivery,
  error: string,
  now: number,
  serverWide: boolean,
): Outcome {
  const outcome = passingFailure(d, error, now, deps.retry)
  return outcome.kind === 'retry' ? { ...outcome, serverWide } : outcome
}

/** Whether the user still follows the host, or still asked to be reminded of this Space. */
async function isStillWanted(db: Kysely<Database>, d: ClaimedDelivery, hostId: number): Promise<boolean> {
  if (d.kind === 'change' || d.kind === 'digest') return true
  const [isFollower, isReminder] = await Promise.all([
    isFollowing(db, d.user_id, hostId),
    d.kind === 'new_space' ? false : isReminded(db, d.user_id, d.subject_id),
  ])
  return isFollower || isReminder
}

/**
 * Sends one message for a group of claimed rows (one row, or a host's new Spaces for one user) and
 * answers each row's outcome. Writes nothing about the rows: the caller records a batch at once.
 */
export async function deliverGroup(deps: SendDeps, group: ClaimedDelivery[], now: number) {
  const first = group[0] as ClaimedDelivery
  const all = (outcome: Outcome) => group.map((d) => ({ id: d.id, outcome }))
  const settings = await findSettings(deps.db, first.user_id)
  if (!settings) return all(skip('No settings'))
  const zone = settings.timezone
  const locale = parseLocale(settings.locale) ?? deps.defaultLocale
  let spaces: AlertSpace[]
  const outcomes = new Map<number, Outcome>()
  if (first.kind === 'digest') {
    if (momentOf(first, undefined, now) === 'missed') return all(missed)
    spaces = await listDigestSpaces(deps.db, first.user_id, now)
    if (spaces.length === 0) return all(skip('Nothing this week'))
  } else {
    const loaded = new Map(
      (
        await loadSpaces(
          deps.db,
          group.map((d) => d.subject_id),
        )
      ).map((s) => [s.id, s]),
    )
    spaces = []
    for (const d of group) {
      const space = loaded.get(d.subject_id)
      const moment = momentOf(d, space, now)
      const isWanted = moment === 'due' && space && (await isStillWanted(deps.db, d, space.host_id))
      if (isWanted) spaces.push(space)
      else outcomes.set(d.id, moment === 'missed' ? missed : skip('No longer due when its turn came.'))
    }
    if (spaces.length === 0) return group.map((d) => ({ id: d.id, outcome: outcomes.get(d.id) as Outcome }))
  }
  const content: AlertContent = {
    kind: first.kind as TNotificationKind,
    spaces,
    minutes: first.kind === 'reminder' ? first.offset_key : undefined,
    canceled: first.kind === 'change' && first.offset_key === 0,
  }
  const outcome =
    first.channel === 'email'
      ? await sendMail(deps, first, content, settings, { zone, locale }, now)
      : await sendPushes(deps, first, content, { zone, locale }, now)
  return group.map((d) => ({ id: d.id, outcome: outcomes.get(d.id) ?? outcome }))
}

async function sendMail(
  deps: SendDeps,
  d: ClaimedDelivery,
  content: AlertContent,
  settings: SettingsRow,
  reader: { zone: string; locale: Locale },
  now: number,
): Promise<Outcome> {
  const address =
    settings.email_enabled === 1
      ? mailAddressOf(settings, await findConfirmedAddress(deps.db, d.user_id))
      : null
  if (!address) return skip('No confirmed address, or email alerts are off.')
  const unsubscribe = unsubscribeUrl(deps, d.user_id, d.kind as TNotificationKind)
  const mail = alertMail(content, {
    baseUrl: deps.baseUrl,
    zone: reader.zone,
    locale: reader.locale,
    email: address,
    unsubscribeUrl: unsubscribe,
  })
  try {
    await deps.mailer.send({
      to: address,
      ...mail,
      messageId: `<alert-${d.id}@${new URL(deps.baseUrl).hostname}>`,
      unsubscribeUrl: unsubscribe,
    })
    return { kind: 'sent' }
  } catch (err) {
    if (err instanceof MailHeldError) return { kind: 'held' }
    const error = String((err as Error).message ?? err).slice(0, 500)
    if (err instanceof MailError && err.permanent) {
      // The address bounced: nothing more goes to it until the user gives one again.
      if (settings.email) await updateSettingsRow(deps.db, d.user_id, { email_bounced_at: now })
      return { kind: 'failed', error }
    }
    return passing(deps, d, error, now, !(err instanceof MailError) || err.scope !== 'recipient')
  }
}

async function sendPushes(
  deps: SendDeps,
  d: ClaimedDelivery,
  content: AlertContent,
  reader: { zone: string; locale: Locale },
  now: number,
): Promise<Outcome> {
  const settings = await findSettings(deps.db, d.user_id)
  if (settings?.push_enabled !== 1) return skip('Push alerts are off.')
  if (await deps.isHeld()) return { kind: 'held' }
  const targets = await listPushSubscriptions(deps.db, d.user_id)
  const space = content.spaces[0] as AlertSpace
  const end = space.scheduled_start + SPACE_DEFAULT_DURATION_SECONDS
  const payload: TPushPayload = {
    title: alertTitle(content, translatorFor(reader.locale)),
    body: content.spaces.map((s) => spaceLine(s, reader.zone, reader.locale)).join('\n'),
    url: paths.space(space.id),
    tag: `space-${space.id}`,
  }
  const ttl = d.kind === 'new_space' ? space.scheduled_start - now : end - now
  if (ttl <= 0) return missed
  const message = { payload: JSON.stringify(payload), topic: payload.tag, ttl }
  const results: PushResult[] = []
  let lastError = ''
  for (const target of targets) {
    if (!deps.isAllowedEndpoint(target.endpoint)) {
      results.push('gone')
      await deletePushSubscriptionById(deps.db, target.id)
      continue
    }
    const { result, error } = await sendPush(target, message, deps.vapid)
    results.push(result)
    if (error) lastError = error
    if (result === 'gone') await deletePushSubscriptionById(deps.db, target.id)
  }
  if (results.includes('sent')) return { kind: 'sent' }
  if (results.includes('failed')) return passing(deps, d, lastError, now, false)
  return skip('No push subscription left.')
}

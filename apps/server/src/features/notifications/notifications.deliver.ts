import { SPACE_DEFAULT_DURATION_SECONDS } from '@spaces/shared/limits'
import { paths } from '@spaces/shared/paths'
import type { TNotificationKind, TPushPayload } from '@spaces/shared/schemas/notifications'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { MailHeldError } from '../../lib/mail-hold'
import { passingFailure, type RetryPolicy } from '../../lib/mail-retry'
import { MailError, type Mailer } from '../../lib/mailer'
import { signToken } from '../../lib/signed-token'
import { type AlertContent, type AlertSpace, alertMail, alertTitle, spaceLine } from './mail/alert'
import type { ClaimedDelivery, Outcome } from './notifications.claim'
import { digestSpaces, isStillWanted, loadSpaces, momentOf } from './notifications.due'
import { type PushResult, sendPush, type VapidKeys } from './notifications.push'
import { findNewsletterAddress, findSettings } from './notifications.queries'
import { mailAddressOf } from './notifications.settings'

export interface DeliverContext {
  db: Kysely<Database>
  mailer: Mailer
  baseUrl: string
  signingKey: string
  vapid: VapidKeys & { subject: string }
  isAllowedEndpoint: (endpoint: string) => boolean
  /** Whether mail is held (read from the database): a push waits for a release like a mail. */
  isHeld: () => Promise<boolean>
  retry: RetryPolicy
}

/** The signed one-click link that stops one kind of alert for one user (RFC 8058). */
export function unsubscribeUrl(
  ctx: Pick<DeliverContext, 'baseUrl' | 'signingKey'>,
  userId: number,
  kind: string,
) {
  return `${ctx.baseUrl}/notifications/unsubscribe/${signToken(ctx.signingKey, 'unsubscribe', `${userId}.${kind}`)}`
}

const skip = (error: string): Outcome => ({ kind: 'skipped', error })
const missed: Outcome = {
  kind: 'missed',
  error: 'Its moment passed before it could go; it is not sent late.',
}

/** A passing failure waits its turn on the retry ladder (lib/mail-retry.ts), or fails once given up. */
function passing(
  ctx: DeliverContext,
  d: ClaimedDelivery,
  error: string,
  now: number,
  serverWide: boolean,
): Outcome {
  const outcome = passingFailure(d, error, now, ctx.retry)
  return outcome.kind === 'retry' ? { ...outcome, serverWide } : outcome
}

/**
 * Sends one message for a group of claimed rows (one row, or a host's new Spaces for one user) and
 * answers each row's outcome. Writes nothing about the rows: the caller records a batch at once.
 */
export async function deliverGroup(ctx: DeliverContext, group: ClaimedDelivery[], now: number) {
  const first = group[0] as ClaimedDelivery
  const all = (outcome: Outcome) => group.map((d) => ({ id: d.id, outcome }))
  const settings = await findSettings(ctx.db, first.user_id)
  if (!settings) return all(skip('No settings'))
  const zone = settings.timezone
  let spaces: AlertSpace[]
  const outcomes = new Map<number, Outcome>()
  if (first.kind === 'digest') {
    if (momentOf(first, undefined, now) === 'missed') return all(missed)
    spaces = await digestSpaces(ctx.db, first.user_id, now)
    if (spaces.length === 0) return all(skip('Nothing this week'))
  } else {
    const loaded = new Map(
      (
        await loadSpaces(
          ctx.db,
          group.map((d) => d.subject_id),
        )
      ).map((s) => [s.id, s]),
    )
    spaces = []
    for (const d of group) {
      const space = loaded.get(d.subject_id)
      const moment = momentOf(d, space, now)
      const isWanted = moment === 'due' && space && (await isStillWanted(ctx.db, d, space.host_id))
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
      ? await sendMail(ctx, first, content, settings, zone, now)
      : await sendPushes(ctx, first, content, zone, now)
  return group.map((d) => ({ id: d.id, outcome: outcomes.get(d.id) ?? outcome }))
}

type Settings = NonNullable<Awaited<ReturnType<typeof findSettings>>>

async function sendMail(
  ctx: DeliverContext,
  d: ClaimedDelivery,
  content: AlertContent,
  settings: Settings,
  zone: string,
  now: number,
): Promise<Outcome> {
  const address =
    settings.email_enabled === 1
      ? mailAddressOf(settings, await findNewsletterAddress(ctx.db, d.user_id))
      : null
  if (!address) return skip('No confirmed address, or email alerts are off.')
  const unsubscribe = unsubscribeUrl(ctx, d.user_id, d.kind)
  const mail = alertMail(content, { baseUrl: ctx.baseUrl, zone, email: address, unsubscribeUrl: unsubscribe })
  try {
    await ctx.mailer.send({
      to: address,
      ...mail,
      messageId: `<alert-${d.id}@${new URL(ctx.baseUrl).hostname}>`,
      unsubscribeUrl: unsubscribe,
    })
    return { kind: 'sent' }
  } catch (err) {
    if (err instanceof MailHeldError) return { kind: 'held' }
    const error = String((err as Error).message ?? err).slice(0, 500)
    if (err instanceof MailError && err.permanent) {
      // The address bounced: nothing more goes to it until the user gives one again.
      if (settings.email) {
        await ctx.db
          .updateTable('notification_settings')
          .set({ email_bounced_at: now })
          .where('user_id', '=', d.user_id)
          .execute()
      }
      return { kind: 'failed', error }
    }
    return passing(ctx, d, error, now, !(err instanceof MailError) || err.scope !== 'recipient')
  }
}

async function sendPushes(
  ctx: DeliverContext,
  d: ClaimedDelivery,
  content: AlertContent,
  zone: string,
  now: number,
): Promise<Outcome> {
  const settings = await findSettings(ctx.db, d.user_id)
  if (settings?.push_enabled !== 1) return skip('Push alerts are off.')
  if (await ctx.isHeld()) return { kind: 'held' }
  const targets = await ctx.db
    .selectFrom('push_subscriptions')
    .selectAll()
    .where('user_id', '=', d.user_id)
    .execute()
  const space = content.spaces[0] as AlertSpace
  const end = space.scheduled_start + SPACE_DEFAULT_DURATION_SECONDS
  const payload: TPushPayload = {
    title: alertTitle(content),
    body: content.spaces.map((s) => spaceLine(s, zone)).join('\n'),
    url: paths.space(space.id),
    tag: `space-${space.id}`,
  }
  const ttl = d.kind === 'new_space' ? space.scheduled_start - now : end - now
  if (ttl <= 0) return missed
  const message = { payload: JSON.stringify(payload), topic: payload.tag, ttl }
  const results: PushResult[] = []
  let lastError = ''
  for (const target of targets) {
    if (!ctx.isAllowedEndpoint(target.endpoint)) {
      results.push('gone')
      await ctx.db.deleteFrom('push_subscriptions').where('id', '=', target.id).execute()
      continue
    }
    const { result, error } = await sendPush(target, message, ctx.vapid)
    results.push(result)
    if (error) lastError = error
    if (result === 'gone') await ctx.db.deleteFrom('push_subscriptions').where('id', '=', target.id).execute()
  }
  if (results.includes('sent')) return { kind: 'sent' }
  if (results.includes('failed')) return passing(ctx, d, lastError, now, false)
  return skip('No push subscription left.')
}

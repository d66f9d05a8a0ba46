import { SPACE_DEFAULT_DURATION_SECONDS } from '@spaces/shared/limits'
import { paths } from '@spaces/shared/paths'
import type { TNotificationKind, TPushPayload } from '@spaces/shared/schemas/notifications'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { MailError, type Mailer } from '../../lib/mailer'
import { signToken } from '../../lib/signed-token'
import { type AlertContent, type AlertSpace, alertMail, alertTitle, spaceLine } from './mail/alert'
import type { ClaimedDelivery, Outcome } from './notifications.claim'
import { type PushResult, sendPush, type VapidKeys } from './notifications.push'
import { findNewsletterAddress, findSettings } from './notifications.queries'
import { mailAddressOf } from './notifications.settings'

export const MAX_ATTEMPTS = 6
const MAX_BACKOFF_SECONDS = 60 * 60
const RETRY_SECONDS = 30

export interface DeliverContext {
  db: Kysely<Database>
  mailer: Mailer
  baseUrl: string
  signingKey: string
  vapid: VapidKeys & { subject: string }
  isAllowedEndpoint: (endpoint: string) => boolean
}

/** The signed one-click link that stops one kind of alert for one user (RFC 8058). */
export function unsubscribeUrl(
  ctx: Pick<DeliverContext, 'baseUrl' | 'signingKey'>,
  userId: number,
  kind: string,
) {
  return `${ctx.baseUrl}/notifications/unsubscribe/${signToken(ctx.signingKey, 'unsubscribe', `${userId}.${kind}`)}`
}

function loadSpaces(db: Kysely<Database>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .selectFrom('spaces')
    .innerJoin('users', 'users.id', 'spaces.host_id')
    .select([
      'spaces.id',
      'spaces.title',
      'spaces.scheduled_start',
      'spaces.space_url',
      'spaces.state',
      'spaces.x_state',
      'spaces.host_id',
      'users.username',
      'users.display_name',
    ])
    .where('spaces.id', 'in', ids)
    .execute()
}
type LoadedSpace = Awaited<ReturnType<typeof loadSpaces>>[number]

/** Whether this alert still holds now (the Space may have started, moved, ended, or the user left). */
function stillDue(d: ClaimedDelivery, space: LoadedSpace | undefined, now: number): boolean {
  if (!space) return false
  switch (d.kind) {
    case 'reminder':
      return (
        space.state === 'upcoming' &&
        space.scheduled_start > now &&
        (space.x_state ?? 'scheduled') === 'scheduled'
      )
    case 'new_space':
      return space.scheduled_start > now && space.x_state !== 'canceled'
    case 'live':
      return space.x_state === 'live'
    default:
      return true
  }
}

async function isStillWanted(db: Kysely<Database>, d: ClaimedDelivery, hostId: number): Promise<boolean> {
  if (d.kind === 'change' || d.kind === 'digest') return true
  const [follow, reminder] = await Promise.all([
    db
      .selectFrom('follows')
      .select('user_id')
      .where('user_id', '=', d.user_id)
      .where('host_id', '=', hostId)
      .executeTakeFirst(),
    d.kind === 'new_space'
      ? undefined
      : db
          .selectFrom('space_reminders')
          .select('user_id')
          .where('user_id', '=', d.user_id)
          .where('space_id', '=', d.subject_id)
          .executeTakeFirst(),
  ])
  return follow !== undefined || reminder !== undefined
}

/** A week of followed hosts' Spaces, for the digest. */
function digestSpaces(db: Kysely<Database>, userId: number, from: number) {
  return db
    .selectFrom('spaces')
    .innerJoin('users', 'users.id', 'spaces.host_id')
    .innerJoin('follows', 'follows.host_id', 'spaces.host_id')
    .select([
      'spaces.id',
      'spaces.title',
      'spaces.scheduled_start',
      'spaces.space_url',
      'users.username',
      'users.display_name',
    ])
    .where('follows.user_id', '=', userId)
    .where('spaces.scheduled_start', '>=', from)
    .where('spaces.scheduled_start', '<', from + 7 * 86_400)
    .orderBy('spaces.scheduled_start')
    .limit(50)
    .execute()
}

const skip = (error: string): Outcome => ({ kind: 'skipped', error })

function retryOrFail(d: ClaimedDelivery, error: string, now: number): Outcome {
  if (d.attempts >= MAX_ATTEMPTS) return { kind: 'failed', error }
  return {
    kind: 'retry',
    error,
    at: now + Math.min(RETRY_SECONDS * 2 ** (d.attempts - 1), MAX_BACKOFF_SECONDS),
  }
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
      const ok = stillDue(d, space, now) && space && (await isStillWanted(ctx.db, d, space.host_id))
      if (ok) spaces.push(space)
      else outcomes.set(d.id, skip('No longer due when its turn came.'))
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
    return retryOrFail(d, error, now)
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
  if (ttl <= 0) return skip('The Space is over.')
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
  if (results.includes('failed')) return retryOrFail(d, lastError, now)
  return skip('No push subscription left.')
}

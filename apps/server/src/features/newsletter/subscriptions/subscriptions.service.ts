import type { TNewsletterStatus } from '@spaces/shared/schemas/newsletter'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/database'
import { sha256Hex } from '../../../lib/crypto'
import { badRequest } from '../../../lib/errors'
import { nowSeconds } from '../../../lib/time'
import { statusOf } from './subscriptions.presenter'
import {
  activateByConfirmHash,
  endSubscriptionById,
  endSubscriptionOfUser,
  findPendingByConfirmHash,
  findSubscriberByEmailKey,
  findSubscriberByUnsubscribeToken,
  findSubscriberByUser,
  markBounced,
} from './subscriptions.queries'

/**
 * Subscriptions after the subscribe request (subscribe.service.ts): the widget's status, the
 * confirmation link, leaving (from the widget or a mail's link) and a provider's bounce report.
 */

type Db = Kysely<Database>

/** How long a confirmation link works. */
const CONFIRMATION_TTL_SECONDS = 7 * 24 * 60 * 60

export async function getStatus(db: Db, userId: number): Promise<TNewsletterStatus> {
  return statusOf(await findSubscriberByUser(db, userId))
}

/** Ends the logged-in user's subscription (active or waiting for confirmation). */
export async function unsubscribeUser(db: Db, userId: number): Promise<void> {
  const ended = await endSubscriptionOfUser(db, userId, nowSeconds())
  if (ended === 0) throw badRequest('You are not subscribed to the newsletter.')
}

/** The double opt-in link: the subscriber becomes active. Returns their address, or null if the link is not valid. */
export async function confirmByToken(
  db: Db,
  token: string,
): Promise<{ email: string; locale: string | null } | null> {
  const now = nowSeconds()
  const link = { tokenHash: sha256Hex(token), sentAfter: now - CONFIRMATION_TTL_SECONDS, now }
  return (await activateByConfirmHash(db, link)) ?? null
}

/**
 * The subscription the confirmation link would confirm now (its saved language for the page), if any: the confirm page says "not valid" on
 * load for a used, expired or unknown link, rather than after its button is pressed.
 */
export async function findUsableConfirmToken(
  db: Db,
  token: string,
): Promise<{ locale: string | null } | undefined> {
  return findPendingByConfirmHash(db, sha256Hex(token), nowSeconds() - CONFIRMATION_TTL_SECONDS)
}

export const findByUnsubscribeToken = findSubscriberByUnsubscribeToken

/** The per-recipient unsubscribe link (and RFC 8058 one-click POST). Idempotent. */
export async function unsubscribeByToken(
  db: Db,
  token: string,
): Promise<{ email: string; locale: string | null } | null> {
  const row = await findSubscriberByUnsubscribeToken(db, token)
  if (!row) return null
  await endSubscriptionById(db, row.id, nowSeconds())
  return row
}

/** A provider's report: a hard bounce or a complaint ends the subscription as bounced. */
export async function recordBounceReport(db: Db, email: string): Promise<boolean> {
  if (await markBounced(db, email.toLowerCase(), nowSeconds())) return true
  return (await findSubscriberByEmailKey(db, email.toLowerCase())) !== undefined
}

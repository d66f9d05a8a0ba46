import type { Locale } from '@spaces/shared/i18n/locales'
import {
  type TCreateWebhookRequest,
  type TWebhookCreated,
  WEBHOOKS_PER_OWNER,
} from '@spaces/shared/schemas/webhooks'
import type { Kysely } from 'kysely'
import { authorizeProfileAction } from '../../auth/policy'
import type { Database, UserRow } from '../../db/database'
import { msg } from '../../i18n/message'
import { AppError } from '../../lib/errors'
import { type OutgoingPolicy, refusedUrl } from '../../lib/outgoing/outgoing-fetch'
import { nowSeconds } from '../../lib/time'
import { presentWebhook } from './webhooks.presenter'
import {
  countEndpoints,
  type EndpointRow,
  findDelivery,
  findEndpoint,
  insertEndpoint,
  requeueDelivery,
} from './webhooks.queries'
import { newWebhookSecret } from './webhooks.sign'

/**
 * Whose webhooks a call is about: the whole site's (`siteWide`, admins only), else a profile the
 * actor may manage Spaces of (their own by default; a helper needs the Spaces flag). Returns the
 * profile's id, or null for the site's.
 */
export async function webhookOwner(
  db: Kysely<Database>,
  actor: UserRow,
  target: { hostId?: number | null | undefined; siteWide?: boolean | undefined },
): Promise<number | null> {
  if (target.siteWide) {
    if (actor.role !== 'admin') throw new AppError('FORBIDDEN', 'Only admins can manage the site’s webhooks.')
    return null
  }
  const host = await authorizeProfileAction(db, actor, 'spaces:manage', target.hostId)
  return host.id
}

/** An endpoint the actor may manage, or 404 / 403 with a sentence. */
export async function endpointForActor(
  db: Kysely<Database>,
  actor: UserRow,
  id: number,
): Promise<EndpointRow> {
  const endpoint = await findEndpoint(db, id)
  if (!endpoint) throw new AppError('NOT_FOUND', 'That webhook does not exist (it may have been deleted).')
  await webhookOwner(db, actor, { hostId: endpoint.host_id, siteWide: endpoint.host_id === null })
  return endpoint
}

/** Connects a webhook; the answer carries its secret, which is never shown again. */
export async function createWebhook(
  db: Kysely<Database>,
  policy: OutgoingPolicy,
  actor: UserRow,
  input: TCreateWebhookRequest,
  locale: Locale,
): Promise<TWebhookCreated> {
  const hostId = await webhookOwner(db, actor, { hostId: input.host_id, siteWide: input.site_wide })
  const refusal = refusedUrl(input.url, policy)
  if (refusal)
    throw new AppError('BAD_REQUEST', msg('This webhook URL cannot be used: {reason}', { reason: refusal }))
  if ((await countEndpoints(db, hostId)) >= WEBHOOKS_PER_OWNER) {
    throw new AppError(
      'CONFLICT',
      msg('A profile can have at most {count} webhooks; delete one first.', { count: WEBHOOKS_PER_OWNER }),
    )
  }
  const secret = newWebhookSecret()
  const id = await insertEndpoint(db, {
    host_id: hostId,
    created_by: actor.id,
    url: input.url,
    events: input.events.join(','),
    secret,
    created_at: nowSeconds(),
  })
  const endpoint = await findEndpoint(db, id)
  if (!endpoint) throw new Error('The new webhook could not be read back')
  return { ...presentWebhook(endpoint, locale), secret }
}

/** Queues one delivery again (and turns its webhook back on); 409 while it is still waiting to go. */
export async function resendDelivery(db: Kysely<Database>, endpoint: EndpointRow, deliveryId: number) {
  const delivery = await findDelivery(db, endpoint.id, deliveryId)
  if (!delivery) throw new AppError('NOT_FOUND', 'That delivery does not exist for this webhook.')
  if (!(await requeueDelivery(db, endpoint.id, deliveryId, nowSeconds()))) {
    throw new AppError('CONFLICT', 'This delivery is already waiting to be sent.')
  }
  const requeued = await findDelivery(db, endpoint.id, deliveryId)
  if (!requeued) throw new AppError('NOT_FOUND', 'That delivery does not exist for this webhook.')
  return requeued
}

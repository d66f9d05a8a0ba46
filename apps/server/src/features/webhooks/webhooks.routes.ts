import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import { ZIdParam } from '@spaces/shared/schemas/common'
import {
  ZCreateWebhookRequest,
  ZWebhookCreated,
  ZWebhookDelivery,
  ZWebhookDeliveryList,
  ZWebhookDeliveryParams,
  ZWebhookList,
  ZWebhookListQuery,
} from '@spaces/shared/schemas/webhooks'
import type { App } from '../../app-types'
import { requireUser } from '../../auth/require-user'
import { msg } from '../../i18n/message'
import { translate } from '../../i18n/translate'
import { routeDoc } from '../../lib/route-doc'
import type { WebhooksDeps } from './webhooks.deps'
import { presentDelivery, presentWebhook } from './webhooks.presenter'
import { deleteEndpoint, listDeliveries, listEndpoints } from './webhooks.queries'
import { createWebhook, endpointForActor, resendDelivery, webhookOwner } from './webhooks.service'

const doc = routeDoc('webhooks')
/** The delivery log shows this many of the newest deliveries. */
const DELIVERY_LOG_LENGTH = 100

/**
 * Webhooks: a profile's (its host, an admin, or a helper with the Spaces flag) or the whole site's
 * (admins), each told of its Spaces' events, signed as Standard Webhooks (docs/operations.md "Webhooks").
 */
export async function webhooksRoutes(app: App, deps: Pick<WebhooksDeps, 'db' | 'policy'>): Promise<void> {
  const { db, policy } = deps

  const create = doc({
    operationId: 'createWebhook',
    access: 'session',
    summary: 'Connect a webhook; the answer carries its signing secret, shown this once.',
    errors: [404, 409],
    body: ZCreateWebhookRequest,
    response: { 201: ZWebhookCreated },
  })
  app.post('/api/webhooks', { schema: create }, async (req, reply) => {
    return reply.code(201).send(await createWebhook(db, policy, requireUser(req), req.body, req.locale))
  })

  const list = doc({
    operationId: 'listWebhooks',
    access: 'session',
    summary: 'List the webhooks of a profile (one’s own by default) or, for admins, of the whole site.',
    errors: [403, 404],
    querystring: ZWebhookListQuery,
    response: { 200: ZWebhookList },
  })
  app.get('/api/webhooks', { schema: list }, async (req) => {
    const owner = await webhookOwner(db, requireUser(req), {
      hostId: req.query.host_id,
      siteWide: req.query.site_wide === 'true',
    })
    return { webhooks: (await listEndpoints(db, owner)).map((row) => presentWebhook(row, req.locale)) }
  })

  const remove = doc({
    operationId: 'deleteWebhook',
    access: 'session',
    summary: 'Delete a webhook and its delivery log.',
    params: ZIdParam,
    response: { 200: ZMessageResponse },
  })
  app.delete('/api/webhooks/:id', { schema: remove }, async (req) => {
    const endpoint = await endpointForActor(db, requireUser(req), req.params.id)
    await deleteEndpoint(db, endpoint.id)
    return { message: translate(req.locale, msg('Webhook deleted')) }
  })

  const deliveries = doc({
    operationId: 'listWebhookDeliveries',
    access: 'session',
    summary: 'List a webhook’s newest deliveries: status, attempts, the receiver’s answer, times.',
    errors: [403],
    params: ZIdParam,
    response: { 200: ZWebhookDeliveryList },
  })
  app.get('/api/webhooks/:id/deliveries', { schema: deliveries }, async (req) => {
    const endpoint = await endpointForActor(db, requireUser(req), req.params.id)
    return {
      deliveries: (await listDeliveries(db, endpoint.id, DELIVERY_LOG_LENGTH)).map((row) =>
        presentDelivery(row, req.locale),
      ),
    }
  })

  const resend = doc({
    operationId: 'resendWebhookDelivery',
    access: 'session',
    summary: 'Send one delivery again now (its webhook is turned back on if it was disabled).',
    errors: [409],
    params: ZWebhookDeliveryParams,
    response: { 202: ZWebhookDelivery },
  })
  app.post('/api/webhooks/:id/deliveries/:deliveryId/resend', { schema: resend }, async (req, reply) => {
    const endpoint = await endpointForActor(db, requireUser(req), req.params.id)
    return reply
      .code(202)
      .send(presentDelivery(await resendDelivery(db, endpoint, req.params.deliveryId), req.locale))
  })
}

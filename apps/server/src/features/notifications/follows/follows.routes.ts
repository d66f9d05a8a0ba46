import { ZUsernameParam } from '@spaces/shared/schemas/common'
import { ZFollowRequest, ZFollowStateResponse, ZFollowsResponse } from '@spaces/shared/schemas/notifications'
import type { App } from '../../../app-types'
import { requireUser } from '../../../auth/require-user'
import { routeDoc } from '../../../lib/route-doc'
import { nowSeconds } from '../../../lib/time'
import type { NotificationsDeps } from '../notifications.deps'
import { listFollows } from './follows.queries'
import { follow, unfollow } from './follows.service'

const doc = routeDoc('notifications')

/** Following hosts: their new Spaces, "live now" and the weekly digest come to their followers. */
export async function followRoutes(app: App, { db }: Pick<NotificationsDeps, 'db'>): Promise<void> {
  const list = doc({
    operationId: 'listFollows',
    access: 'session',
    summary: 'List the hosts the caller follows.',
    response: { 200: ZFollowsResponse },
  })
  app.get('/api/follows', { schema: list }, async (req) => ({
    follows: await listFollows(db, requireUser(req).id),
  }))

  const add = doc({
    operationId: 'followHost',
    access: 'session',
    summary: 'Follow a host (idempotent).',
    errors: [404],
    body: ZFollowRequest,
    response: { 201: ZFollowStateResponse },
  })
  app.post('/api/follows', { schema: add }, async (req, reply) =>
    reply.code(201).send(await follow(db, requireUser(req).id, req.body.username, nowSeconds(), req.locale)),
  )

  const remove = doc({
    operationId: 'unfollowHost',
    access: 'session',
    summary: 'Stop following a host.',
    params: ZUsernameParam,
    response: { 200: ZFollowStateResponse },
  })
  app.delete('/api/follows/:username', { schema: remove }, async (req) =>
    unfollow(db, requireUser(req).id, req.params.username),
  )
}

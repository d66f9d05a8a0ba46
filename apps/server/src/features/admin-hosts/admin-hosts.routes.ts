import { safeImageUrl } from '@spaces/shared/domain/https-url'
import {
  ZAddHostRequest,
  ZAddHostResponse,
  ZAdminHostsResponse,
  ZPreapprovedResponse,
} from '@spaces/shared/schemas/admin'
import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import { ZIdParam } from '@spaces/shared/schemas/common'
import type { App } from '../../app-types'
import { requireAdmin } from '../../auth/require-user'
import { routeDoc } from '../../lib/route-doc'
import {
  addHost,
  listPreapprovals,
  listRoleHosts,
  removeHost,
  removePreapproval,
} from './admin-hosts.service'

const doc = routeDoc('admin')

/** A host as Manage Hosts shows them: the picture only when it is safe to render. */
const presentHost = <T extends { profile_image_url: string | null }>(host: T): T => ({
  ...host,
  profile_image_url: safeImageUrl(host.profile_image_url),
})

export async function adminHostsRoutes(app: App): Promise<void> {
  const list = doc('listRoleHosts', 'admin', 'List everyone with the host role, for Manage Hosts.', {
    response: { 200: ZAdminHostsResponse },
  })
  app.get('/api/admin/hosts', { schema: list }, async (req) => {
    requireAdmin(req)
    return { hosts: (await listRoleHosts(app.db)).map(presentHost) }
  })

  const pending = doc(
    'listPreapprovedHosts',
    'admin',
    'List the handles that become hosts at their first login.',
    {
      response: { 200: ZPreapprovedResponse },
    },
  )
  app.get('/api/admin/preapproved', { schema: pending }, async (req) => {
    requireAdmin(req)
    return { preapproved: await listPreapprovals(app.db) }
  })

  const add = doc(
    'addHost',
    'admin',
    'Make a handle a host: at once if they have logged in, else at their first login.',
    {
      errors: [409],
      body: ZAddHostRequest,
      response: { 201: ZAddHostResponse },
    },
  )
  app.post('/api/admin/hosts', { schema: add }, async (req, reply) => {
    const actor = requireAdmin(req)
    const result = await addHost(app.db, app.xClient, req.body.username, actor.id, req.log)
    if (result.kind === 'host') {
      return reply.code(201).send({ message: 'Host added', host: presentHost(result.host), pending: null })
    }
    return reply.code(201).send({
      message: 'Host added; they become a host when they first log in',
      host: null,
      pending: result.pending,
    })
  })

  const remove = doc('removeHost', 'admin', 'Take the host role away from someone.', {
    errors: [400],
    params: ZIdParam,
    response: { 200: ZMessageResponse },
  })
  app.delete('/api/admin/hosts/:id', { schema: remove }, async (req) => {
    requireAdmin(req)
    await removeHost(app.db, req.params.id)
    return { message: 'Host removed' }
  })

  const removePending = doc(
    'removePreapprovedHost',
    'admin',
    'Remove a handle that was waiting to become a host.',
    {
      params: ZIdParam,
      response: { 200: ZMessageResponse },
    },
  )
  app.delete('/api/admin/preapproved/:id', { schema: removePending }, async (req) => {
    requireAdmin(req)
    await removePreapproval(app.db, req.params.id)
    return { message: 'Pending entry removed' }
  })
}

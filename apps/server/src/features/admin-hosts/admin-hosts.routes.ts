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
import { safeImageUrl } from '../../lib/urls'
import {
  addHost,
  listPreapprovals,
  listRoleHosts,
  removeHost,
  removePreapproval,
} from './admin-hosts.service'

const tags = ['admin']

export async function adminHostsRoutes(app: App): Promise<void> {
  app.get('/api/admin/hosts', { schema: { tags, response: { 200: ZAdminHostsResponse } } }, async (req) => {
    requireAdmin(req)
    const hosts = await listRoleHosts(app.db)
    return { hosts: hosts.map((h) => ({ ...h, profile_image_url: safeImageUrl(h.profile_image_url) })) }
  })

  app.get(
    '/api/admin/preapproved',
    { schema: { tags, response: { 200: ZPreapprovedResponse } } },
    async (req) => {
      requireAdmin(req)
      return { preapproved: await listPreapprovals(app.db) }
    },
  )

  app.post(
    '/api/admin/hosts',
    { schema: { tags, body: ZAddHostRequest, response: { 201: ZAddHostResponse } } },
    async (req, reply) => {
      const actor = requireAdmin(req)
      const result = await addHost(app.db, app.xClient, req.body.username, actor.id, req.log)
      if (result.kind === 'host') {
        const host = { ...result.host, profile_image_url: safeImageUrl(result.host.profile_image_url) }
        return reply.code(201).send({ message: 'Host added', host, pending: null })
      }
      return reply.code(201).send({
        message: 'Host added; they become a host when they first log in',
        host: null,
        pending: result.pending,
      })
    },
  )

  app.delete(
    '/api/admin/hosts/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZMessageResponse } } },
    async (req) => {
      requireAdmin(req)
      await removeHost(app.db, req.params.id)
      return { message: 'Host removed' }
    },
  )

  app.delete(
    '/api/admin/preapproved/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZMessageResponse } } },
    async (req) => {
      requireAdmin(req)
      await removePreapproval(app.db, req.params.id)
      return { message: 'Pending entry removed' }
    },
  )
}

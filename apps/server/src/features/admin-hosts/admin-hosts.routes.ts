import { safeImageUrl } from '@spaces/shared/domain/https-url'
import {
  ZAddHostRequest,
  ZAddHostResponse,
  ZAdminHostsResponse,
  ZPreapprovedResponse,
} from '@spaces/shared/schemas/admin'
import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import { ZIdParam } from '@spaces/shared/schemas/common'
import type { Kysely } from 'kysely'
import type { App } from '../../app-types'
import { requireAdmin } from '../../auth/require-user'
import type { Database } from '../../db/database'
import { msg } from '../../i18n/message'
import { translate } from '../../i18n/translate'
import { routeDoc } from '../../lib/route-doc'
import type { XClient } from '../../x/x-client'
import { listPreapprovals, listRoleHosts } from './admin-hosts.queries'
import { addHost, removeHost, removePreapproval } from './admin-hosts.service'

const doc = routeDoc('admin')

/** A host as Manage Hosts shows them: the picture only when it is safe to render. */
const presentHost = <T extends { profile_image_url: string | null }>(host: T): T => ({
  ...host,
  profile_image_url: safeImageUrl(host.profile_image_url),
})

export interface AdminHostsDeps {
  db: Kysely<Database>
  /** Looks a handle up on X, so a preapproval holds the X account as well as the handle. */
  xClient: XClient
}

/** Manage Hosts, for admins: who has the host role, and who becomes a host at their first login. */
export async function adminHostsRoutes(app: App, { db, xClient }: AdminHostsDeps): Promise<void> {
  const list = doc({
    operationId: 'listRoleHosts',
    access: 'admin',
    summary: 'List everyone with the host role, for Manage Hosts.',
    response: { 200: ZAdminHostsResponse },
  })
  app.get('/api/admin/hosts', { schema: list }, async (req) => {
    requireAdmin(req)
    return { hosts: (await listRoleHosts(db)).map(presentHost) }
  })

  const pending = doc({
    operationId: 'listPreapprovedHosts',
    access: 'admin',
    summary: 'List the handles that become hosts at their first login.',
    response: { 200: ZPreapprovedResponse },
  })
  app.get('/api/admin/preapproved', { schema: pending }, async (req) => {
    requireAdmin(req)
    return { preapproved: await listPreapprovals(db) }
  })

  const add = doc({
    operationId: 'addHost',
    access: 'admin',
    summary: 'Make a handle a host: at once if they have logged in, else at their first login.',
    errors: [409],
    body: ZAddHostRequest,
    response: { 201: ZAddHostResponse },
  })
  app.post('/api/admin/hosts', { schema: add }, async (req, reply) => {
    const actor = requireAdmin(req)
    const result = await addHost(db, xClient, req.body.username, actor.id, req.log)
    if (result.kind === 'host') {
      return reply.code(201).send({
        message: translate(req.locale, msg('Host added')),
        host: presentHost(result.host),
        pending: null,
      })
    }
    return reply.code(201).send({
      message: translate(req.locale, msg('Host added; they become a host when they first log in')),
      host: null,
      pending: result.pending,
    })
  })

  const remove = doc({
    operationId: 'removeHost',
    access: 'admin',
    summary: 'Take the host role away from someone.',
    errors: [400],
    params: ZIdParam,
    response: { 200: ZMessageResponse },
  })
  app.delete('/api/admin/hosts/:id', { schema: remove }, async (req) => {
    requireAdmin(req)
    await removeHost(db, req.params.id)
    return { message: translate(req.locale, msg('Host removed')) }
  })

  const removePending = doc({
    operationId: 'removePreapprovedHost',
    access: 'admin',
    summary: 'Remove a handle that was waiting to become a host.',
    params: ZIdParam,
    response: { 200: ZMessageResponse },
  })
  app.delete('/api/admin/preapproved/:id', { schema: removePending }, async (req) => {
    requireAdmin(req)
    await removePreapproval(db, req.params.id)
    return { message: translate(req.locale, msg('Pending entry removed')) }
  })
}

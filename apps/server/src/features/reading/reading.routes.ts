import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import { ZIdParam, ZUsernameParam } from '@spaces/shared/schemas/common'
import { ZReadingItem, ZReadingItemRequest, ZReadingQuery } from '@spaces/shared/schemas/reading'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { App } from '../../app-types'
import { routeDoc } from '../../lib/route-doc'
import { nowSeconds } from '../../lib/time'
import { hostIdFor } from '../shared/hosts'
import { actOnProfile, actOnRow } from '../shared/profile-actions'
import { presentReadingItem } from './reading.presenter'
import { editableOwnerIds, listReadingItems, type ReadingRow } from './reading.queries'
import {
  createReadingItem,
  deleteReadingItem,
  getReadingItemOrThrow,
  updateReadingItem,
} from './reading.service'

const doc = routeDoc('reading')
const ZList = z.object({ data: z.array(ZReadingItem) })

export async function readingRoutes(app: App): Promise<void> {
  /** Presents items with `can_edit` for the viewer: admins all, owners and can_edit_profile helpers theirs. */
  async function present(req: FastifyRequest, items: ReadingRow[]) {
    const viewer = req.user
    if (!viewer) return items.map((item) => presentReadingItem(item, false))
    if (viewer.role === 'admin') return items.map((item) => presentReadingItem(item, true))
    const owners = await editableOwnerIds(app.db, viewer.id, nowSeconds())
    return items.map((item) => presentReadingItem(item, owners.has(item.host_id)))
  }
  const itemOf = (req: FastifyRequest, id: number) =>
    actOnRow(
      app.db,
      req,
      'reading:manage',
      () => getReadingItemOrThrow(app.db, id),
      (item) => item.host_id,
    )

  const list = doc(
    'listReadingItems',
    'personalized',
    'List reading items, optionally of one host or one type.',
    {
      errors: [404],
      querystring: ZReadingQuery,
      response: { 200: ZList },
    },
  )
  app.get('/api/reading', { schema: list }, async (req) => {
    const hostId = await hostIdFor(app.db, req.query.host)
    return { data: await present(req, await listReadingItems(app.db, { hostId, type: req.query.type })) }
  })

  const hostList = doc('listHostReadingItems', 'personalized', 'List the reading items of one host.', {
    params: ZUsernameParam,
    response: { 200: ZList },
  })
  app.get('/api/reading/host/:username', { schema: hostList }, async (req) => {
    const items = await listReadingItems(app.db, { hostId: await hostIdFor(app.db, req.params.username) })
    return { data: await present(req, items) }
  })

  const create = doc(
    'createReadingItem',
    'session',
    'Add a reading item to a host’s list (one’s own by default).',
    {
      errors: [404],
      body: ZReadingItemRequest,
      response: { 201: ZReadingItem },
    },
  )
  app.post('/api/reading', { schema: create }, async (req, reply) => {
    const { host } = await actOnProfile(app.db, req, 'reading:manage', req.body.host_id)
    return reply.code(201).send(presentReadingItem(await createReadingItem(app.db, host, req.body), true))
  })

  const edit = doc('updateReadingItem', 'session', 'Edit a reading item.', {
    params: ZIdParam,
    body: ZReadingItemRequest,
    response: { 200: ZReadingItem },
  })
  app.put('/api/reading/:id', { schema: edit }, async (req) => {
    const item = await itemOf(req, req.params.id)
    return presentReadingItem(await updateReadingItem(app.db, item.id, req.body), true)
  })

  const remove = doc('deleteReadingItem', 'session', 'Delete a reading item.', {
    params: ZIdParam,
    response: { 200: ZMessageResponse },
  })
  app.delete('/api/reading/:id', { schema: remove }, async (req) => {
    await deleteReadingItem(app.db, (await itemOf(req, req.params.id)).id)
    return { message: 'Item deleted' }
  })
}

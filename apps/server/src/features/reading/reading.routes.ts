import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import { ZIdParam, ZUsernameParam } from '@spaces/shared/schemas/common'
import { ZReadingItem, ZReadingItemRequest, ZReadingQuery } from '@spaces/shared/schemas/reading'
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { App } from '../../app-types'
import type { Database } from '../../db/database'
import { msg } from '../../i18n/message'
import { translate } from '../../i18n/translate'
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

/** Reading lists: every host's, read by anyone; written by whoever may manage the host's profile. */
export async function readingRoutes(app: App, { db }: { db: Kysely<Database> }): Promise<void> {
  /** Presents items with `can_edit` for the viewer: admins all, owners and can_edit_profile helpers theirs. */
  async function present(req: FastifyRequest, items: ReadingRow[]) {
    const viewer = req.user
    if (!viewer) return items.map((item) => presentReadingItem(item, false))
    if (viewer.role === 'admin') return items.map((item) => presentReadingItem(item, true))
    const owners = await editableOwnerIds(db, viewer.id, nowSeconds())
    return items.map((item) => presentReadingItem(item, owners.has(item.host_id)))
  }
  const itemOf = (req: FastifyRequest, id: number) =>
    actOnRow(
      db,
      req,
      'reading:manage',
      () => getReadingItemOrThrow(db, id),
      (item) => item.host_id,
    )

  const list = doc({
    operationId: 'listReadingItems',
    access: 'personalized',
    summary: 'List reading items, optionally of one host or one type.',
    errors: [404],
    querystring: ZReadingQuery,
    response: { 200: ZList },
  })
  app.get('/api/reading', { schema: list }, async (req) => {
    const hostId = await hostIdFor(db, req.query.host)
    return { data: await present(req, await listReadingItems(db, { hostId, type: req.query.type })) }
  })

  const hostList = doc({
    operationId: 'listHostReadingItems',
    access: 'personalized',
    summary: 'List the reading items of one host.',
    params: ZUsernameParam,
    response: { 200: ZList },
  })
  app.get('/api/reading/host/:username', { schema: hostList }, async (req) => {
    const items = await listReadingItems(db, { hostId: await hostIdFor(db, req.params.username) })
    return { data: await present(req, items) }
  })

  const create = doc({
    operationId: 'createReadingItem',
    access: 'session',
    summary: 'Add a reading item to a host’s list (one’s own by default).',
    errors: [404],
    body: ZReadingItemRequest,
    response: { 201: ZReadingItem },
  })
  app.post('/api/reading', { schema: create }, async (req, reply) => {
    const { host } = await actOnProfile(db, req, 'reading:manage', req.body.host_id)
    return reply.code(201).send(presentReadingItem(await createReadingItem(db, host, req.body), true))
  })

  const edit = doc({
    operationId: 'updateReadingItem',
    access: 'session',
    summary: 'Edit a reading item.',
    params: ZIdParam,
    body: ZReadingItemRequest,
    response: { 200: ZReadingItem },
  })
  app.put('/api/reading/:id', { schema: edit }, async (req) => {
    const item = await itemOf(req, req.params.id)
    return presentReadingItem(await updateReadingItem(db, item.id, req.body), true)
  })

  const remove = doc({
    operationId: 'deleteReadingItem',
    access: 'session',
    summary: 'Delete a reading item.',
    params: ZIdParam,
    response: { 200: ZMessageResponse },
  })
  app.delete('/api/reading/:id', { schema: remove }, async (req) => {
    await deleteReadingItem(db, (await itemOf(req, req.params.id)).id)
    return { message: translate(req.locale, msg('Item deleted')) }
  })
}

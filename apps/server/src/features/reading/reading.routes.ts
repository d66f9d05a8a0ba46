import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import { ZIdParam, ZUsernameParam } from '@spaces/shared/schemas/common'
import { ZReadingItem, ZReadingItemRequest, ZReadingQuery } from '@spaces/shared/schemas/reading'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { App } from '../../app-types'
import { authorizeProfileAction } from '../../auth/policy'
import { requireUser } from '../../auth/require-user'
import { AppError } from '../../lib/errors'
import { nowSeconds } from '../../lib/time'
import { findUserByKey } from '../profile/profile.queries'
import { presentReadingItem } from './reading.presenter'
import { editableOwnerIds, listReadingItems, type ReadingRow } from './reading.queries'
import {
  createReadingItem,
  deleteReadingItem,
  getReadingItemOrThrow,
  updateReadingItem,
} from './reading.service'

const tags = ['reading']
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

  async function hostIdFor(username: string | undefined) {
    if (!username) return undefined
    const user = await findUserByKey(app.db, username)
    if (!user) throw new AppError('NOT_FOUND', `There is no host @${username.replace(/^@/, '')}.`)
    return user.id
  }

  app.get(
    '/api/reading',
    { schema: { tags, querystring: ZReadingQuery, response: { 200: ZList } } },
    async (req) => {
      const items = await listReadingItems(app.db, {
        hostId: await hostIdFor(req.query.host),
        type: req.query.type,
      })
      return { data: await present(req, items) }
    },
  )

  app.get(
    '/api/reading/host/:username',
    { schema: { tags, params: ZUsernameParam, response: { 200: ZList } } },
    async (req) => {
      const items = await listReadingItems(app.db, { hostId: await hostIdFor(req.params.username) })
      return { data: await present(req, items) }
    },
  )

  app.post(
    '/api/reading',
    { schema: { tags, body: ZReadingItemRequest, response: { 201: ZReadingItem } } },
    async (req, reply) => {
      const actor = requireUser(req)
      const owner = await authorizeProfileAction(app.db, actor, 'reading:manage', req.body.host_id)
      const item = await createReadingItem(app.db, owner, req.body)
      return reply.code(201).send(presentReadingItem(item, true))
    },
  )

  app.put(
    '/api/reading/:id',
    { schema: { tags, params: ZIdParam, body: ZReadingItemRequest, response: { 200: ZReadingItem } } },
    async (req) => {
      const actor = requireUser(req)
      const item = await getReadingItemOrThrow(app.db, req.params.id)
      await authorizeProfileAction(app.db, actor, 'reading:manage', item.host_id)
      return presentReadingItem(await updateReadingItem(app.db, item.id, req.body), true)
    },
  )

  app.delete(
    '/api/reading/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZMessageResponse } } },
    async (req) => {
      const actor = requireUser(req)
      const item = await getReadingItemOrThrow(app.db, req.params.id)
      await authorizeProfileAction(app.db, actor, 'reading:manage', item.host_id)
      await deleteReadingItem(app.db, item.id)
      return { message: 'Item deleted' }
    },
  )
}

import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import { ZIdParam, ZUsernameParam } from '@spaces/shared/schemas/common'
import {
  ZCreateSpaceRequest,
  ZRecurringSpaceRequest,
  ZRecurringSpaceResponse,
  ZSpace,
  ZSpaceListResponse,
  ZSpacesQuery,
  ZUpdateSpaceRequest,
} from '@spaces/shared/schemas/spaces'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { App } from '../../app-types'
import { authorizeProfileAction } from '../../auth/policy'
import { requireUser } from '../../auth/require-user'
import { AppError } from '../../lib/errors'
import { ResponseCache, sendCachedJson } from '../../lib/response-cache'
import { presentSpace } from './spaces.presenter'
import { findUserByUsername, listSpaces } from './spaces.queries'
import {
  createRecurringSpaces,
  createSpace,
  deleteSpace,
  getSpaceOrThrow,
  updateSpace,
} from './spaces.service'

const tags = ['spaces']

export async function spacesRoutes(app: App): Promise<void> {
  const cache = new ResponseCache()
  const spaceQuota = { perDay: app.config.limits.spacesPerHostPerDay }

  /** Space lists are cached per query and data version (see ResponseCache). */
  async function sendSpaceList(
    req: FastifyRequest,
    reply: FastifyReply,
    filter: { username?: string | undefined; from?: number | undefined; to?: number | undefined },
  ) {
    // Read the version before the data: a change landing in between is then newer than the version
    // it is cached under, never older.
    const version = await app.readDataVersion('spaces')
    const key = JSON.stringify([
      filter.username?.toLowerCase() ?? null,
      filter.from ?? null,
      filter.to ?? null,
    ])
    return sendCachedJson(req, reply, {
      cache,
      key,
      version,
      compute: async () => {
        const hostId = await hostIdFor(filter.username)
        const spaces = await listSpaces(app.db, { hostId, from: filter.from, to: filter.to })
        return { data: spaces.map(presentSpace) }
      },
    })
  }

  async function hostIdFor(username: string | undefined): Promise<number | undefined> {
    if (username === undefined || username === '') return undefined
    const user = await findUserByUsername(app.db, username)
    if (!user) throw new AppError('NOT_FOUND', `There is no host @${username.replace(/^@/, '')}.`)
    return user.id
  }

  app.get(
    '/api/spaces',
    { schema: { tags, querystring: ZSpacesQuery, response: { 200: ZSpaceListResponse } } },
    async (req, reply) => {
      const { user, from, to } = req.query
      return sendSpaceList(req, reply, { username: user, from, to })
    },
  )

  app.get(
    '/api/spaces/user/:username',
    {
      schema: {
        tags,
        params: ZUsernameParam,
        response: { 200: ZSpaceListResponse },
      },
    },
    async (req, reply) => sendSpaceList(req, reply, { username: req.params.username }),
  )

  app.get('/api/spaces/:id', { schema: { tags, params: ZIdParam, response: { 200: ZSpace } } }, async (req) =>
    presentSpace(await getSpaceOrThrow(app.db, req.params.id)),
  )

  app.post(
    '/api/spaces',
    { schema: { tags, body: ZCreateSpaceRequest, response: { 201: ZSpace } } },
    async (req, reply) => {
      const actor = requireUser(req)
      const host = await authorizeProfileAction(app.db, actor, 'spaces:manage', req.body.host_id)
      const space = await createSpace(app.db, host, actor, req.body, spaceQuota)
      return reply.code(201).send(presentSpace(space))
    },
  )

  app.post(
    '/api/spaces/recurring',
    { schema: { tags, body: ZRecurringSpaceRequest, response: { 201: ZRecurringSpaceResponse } } },
    async (req, reply) => {
      const actor = requireUser(req)
      const host = await authorizeProfileAction(app.db, actor, 'spaces:manage', req.body.host_id)
      const { seriesId, spaces } = await createRecurringSpaces(app.db, host, actor, req.body, spaceQuota)
      return reply.code(201).send({ data: spaces.map(presentSpace), series_id: seriesId })
    },
  )

  app.put(
    '/api/spaces/:id',
    { schema: { tags, params: ZIdParam, body: ZUpdateSpaceRequest, response: { 200: ZSpace } } },
    async (req) => {
      const actor = requireUser(req)
      const space = await getSpaceOrThrow(app.db, req.params.id)
      await authorizeProfileAction(app.db, actor, 'spaces:manage', space.host_id)
      return presentSpace(await updateSpace(app.db, space, req.body))
    },
  )

  app.delete(
    '/api/spaces/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZMessageResponse } } },
    async (req) => {
      const actor = requireUser(req)
      const space = await getSpaceOrThrow(app.db, req.params.id)
      await authorizeProfileAction(app.db, actor, 'spaces:manage', space.host_id)
      await deleteSpace(app.db, space)
      return { message: 'Space deleted' }
    },
  )
}

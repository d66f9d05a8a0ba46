import { SPACES_PAGE_SIZE, SPACES_WINDOW_MAX_DAYS } from '@spaces/shared/limits'
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
  ZUserSpacesQuery,
} from '@spaces/shared/schemas/spaces'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { App } from '../../app-types'
import { type CacheParts, cachedAnswers } from '../../cache/cached-answers'
import type { Dialect } from '../../db/client'
import type { Database } from '../../db/database'
import { msg } from '../../i18n/message'
import { translate } from '../../i18n/translate'
import type { CostlyWork } from '../../lib/costly-work'
import { routeDoc } from '../../lib/route-doc'
import { hostIdFor } from '../shared/hosts'
import { actOnProfile, actOnRow } from '../shared/profile-actions'
import type { SpaceQuota } from '../shared/space-quota'
import { listSpacePageJson, normaliseSpaceListQuery, type SpaceListQuery } from './spaces.list'
import { presentSpace } from './spaces.presenter'
import { readSpaceReminders } from './spaces.queries'
import {
  createRecurringSpaces,
  createSpace,
  deleteSpace,
  getSpaceOrThrow,
  updateSpace,
} from './spaces.service'

const doc = routeDoc('spaces')

const LIST_DESCRIPTION = [
  `Newest start first, at most ${SPACES_PAGE_SIZE} Spaces an answer. \`next\` is the cursor of the next page`,
  '(ask again with `cursor` and the same window), or null on the last one.',
  `\`from\` and \`to\` (unix seconds, both or neither) span at most ${SPACES_WINDOW_MAX_DAYS} days; a wider`,
  'window is a 400. The window is widened to whole UTC days, so an answer may hold Spaces up to a day',
  'either side of it. Without a window, the first page is the newest Spaces (the latest scheduled first).',
  "Answers the server's cache did not have",
  'count against RATE_LIMIT_READS_PER_MINUTE per client (429), and 503 asks to retry when the server is',
  'very busy.',
].join(' ')

export interface SpacesDeps {
  db: Kysely<Database>
  /** PostgreSQL writes a list page's JSON itself (spaces.list.ts). */
  dialect: Dialect
  /** SPACES_PER_HOST_PER_DAY: how many Spaces one profile may create in a day. */
  spaceQuota: SpaceQuota
  /** The lists the response cache did not have: limited per IP and bounded per instance. */
  costlyReads: CostlyWork
  cache: CacheParts
}

export async function spacesRoutes(app: App, deps: SpacesDeps): Promise<void> {
  spaceReadRoutes(app, deps)
  spaceWriteRoutes(app, deps)
}

/** The public reads: the Space lists (cached, limited) and one Space. */
function spaceReadRoutes(app: App, deps: SpacesDeps): void {
  const { db } = deps
  const lists = cachedAnswers(deps.cache)

  /**
   * A page of a Space list (no answer carries more than SPACES_PAGE_SIZE Spaces, and a window spans
   * at most SPACES_WINDOW_MAX_DAYS, so one request cannot read the whole table), cached per
   * normalised query and the Spaces' version (cache/); a miss counts against the caller's read limit
   * and waits its turn.
   */
  async function sendSpaceList(
    req: FastifyRequest,
    reply: FastifyReply,
    username: string | undefined,
    asked: Omit<SpaceListQuery, 'hostId'>,
  ) {
    const query = normaliseSpaceListQuery(asked)
    return lists.text(req, reply, {
      contentType: 'application/json; charset=utf-8',
      dataSets: ['spaces'],
      key: JSON.stringify([username?.toLowerCase() ?? null, query.from, query.to, query.cursor]),
      compute: async () =>
        listSpacePageJson(db, deps.dialect, { ...query, hostId: await hostIdFor(db, username) }),
      admit: (compute) => deps.costlyReads.admit(req, compute),
      // A page depends on the query and the Spaces alone: the next request for it is answered hot.
      sameForEveryone: true,
    })
  }

  const list = doc({
    operationId: 'listSpaces',
    access: 'public',
    summary: 'List Spaces, a page at a time, optionally of one host or within a time window.',
    description: LIST_DESCRIPTION,
    errors: [404, 429, 503],
    querystring: ZSpacesQuery,
    response: { 200: ZSpaceListResponse },
  })
  app.get('/api/spaces', { schema: list }, async (req, reply) => {
    const { user, from, to, cursor } = req.query
    return sendSpaceList(req, reply, user, { from, to, cursor })
  })

  const hostList = doc({
    operationId: 'listHostSpaces',
    access: 'public',
    summary: 'List the Spaces of one host, a page at a time.',
    description: LIST_DESCRIPTION,
    errors: [429, 503],
    params: ZUsernameParam,
    querystring: ZUserSpacesQuery,
    response: { 200: ZSpaceListResponse },
  })
  app.get('/api/spaces/user/:username', { schema: hostList }, async (req, reply) =>
    sendSpaceList(req, reply, req.params.username, { cursor: req.query.cursor }),
  )

  const one = doc({
    operationId: 'getSpace',
    access: 'public',
    summary: 'Get one Space.',
    params: ZIdParam,
    response: { 200: ZSpace },
  })
  app.get('/api/spaces/:id', { schema: one }, async (req) => ({
    ...presentSpace(await getSpaceOrThrow(db, req.params.id)),
    ...(await readSpaceReminders(db, req.params.id, req.user?.id)),
  }))
}

/** Creating, editing and deleting Spaces: for whoever may manage Spaces on the host's profile. */
function spaceWriteRoutes(app: App, { db, spaceQuota }: SpacesDeps): void {
  const spaceOf = (req: FastifyRequest, id: number) =>
    actOnRow(
      db,
      req,
      'spaces:manage',
      () => getSpaceOrThrow(db, id),
      (space) => space.host_id,
    )

  const create = doc({
    operationId: 'createSpace',
    access: 'session',
    summary: 'Create a Space on a host’s profile (one’s own by default).',
    errors: [404],
    body: ZCreateSpaceRequest,
    response: { 201: ZSpace },
  })
  app.post('/api/spaces', { schema: create }, async (req, reply) => {
    const { actor, host } = await actOnProfile(db, req, 'spaces:manage', req.body.host_id)
    const space = await createSpace(db, host, actor, req.body, spaceQuota)
    return reply.code(201).send(presentSpace(space))
  })

  const series = doc({
    operationId: 'createRecurringSpaces',
    access: 'session',
    summary: 'Create a series of Spaces that repeats daily, weekly or monthly.',
    errors: [404],
    body: ZRecurringSpaceRequest,
    response: { 201: ZRecurringSpaceResponse },
  })
  app.post('/api/spaces/recurring', { schema: series }, async (req, reply) => {
    const { actor, host } = await actOnProfile(db, req, 'spaces:manage', req.body.host_id)
    const { seriesId, spaces } = await createRecurringSpaces(db, host, actor, req.body, spaceQuota)
    return reply.code(201).send({ data: spaces.map(presentSpace), series_id: seriesId })
  })

  const edit = doc({
    operationId: 'updateSpace',
    access: 'session',
    summary: 'Edit a Space.',
    params: ZIdParam,
    body: ZUpdateSpaceRequest,
    response: { 200: ZSpace },
  })
  app.put('/api/spaces/:id', { schema: edit }, async (req) =>
    presentSpace(await updateSpace(db, await spaceOf(req, req.params.id), req.body)),
  )

  const remove = doc({
    operationId: 'deleteSpace',
    access: 'session',
    summary: 'Delete a Space.',
    params: ZIdParam,
    response: { 200: ZMessageResponse },
  })
  app.delete('/api/spaces/:id', { schema: remove }, async (req) => {
    await deleteSpace(db, await spaceOf(req, req.params.id))
    return { message: translate(req.locale, msg('Space deleted')) }
  })
}

import type { Locale } from '@spaces/shared/i18n/locales'
import { ID_MAX } from '@spaces/shared/limits'
import { ZMessageResponse } from '@spaces/shared/schemas/answers'
import {
  ZChannel,
  ZChannelConnect,
  ZChannelPost,
  ZChannelPostParams,
  ZChannelUpdate,
} from '@spaces/shared/schemas/channels'
import { ZIdParam, zQueryInt } from '@spaces/shared/schemas/common'
import { z } from 'zod'
import type { App } from '../../app-types'
import { requireAdmin, requireUser } from '../../auth/require-user'
import { msg } from '../../i18n/message'
import { translate } from '../../i18n/translate'
import { AppError } from '../../lib/errors'
import { routeDoc } from '../../lib/route-doc'
import { nowSeconds } from '../../lib/time'
import { actOnProfile } from '../shared/profile-actions'
import type { ChannelsDeps } from './channels.deps'
import { findPost, postAgain } from './channels.outcomes.queries'
import { presentChannel, presentPost } from './channels.presenter'
import { deleteChannel, findChannel, listChannels, listPosts, updateChannel } from './channels.queries'
import { authorizeChannel, type ChannelScope, connectChannel, scopeKey } from './channels.service'

const doc = routeDoc('channels')
const ZChannels = z.object({ channels: z.array(ZChannel) })
const ZHostQuery = z
  .object({ hostId: zQueryInt(1, ID_MAX, 'hostId must be a profile id').optional() })
  .strict()

/** Posts about Spaces to Discord, Telegram, Mastodon and Bluesky: a profile's channels and the site's. */
export async function channelsRoutes(app: App, deps: ChannelsDeps): Promise<void> {
  const { db } = deps
  const list = async (scope: ChannelScope, locale: Locale) => ({
    channels: (await listChannels(db, scopeKey(scope))).map((row) => presentChannel(row, locale)),
  })
  const connected = async (id: number, locale: Locale) => {
    const row = await findChannel(db, id)
    if (!row) throw new AppError('NOT_FOUND', 'That channel does not exist.')
    return { channel: presentChannel(row, locale) }
  }

  const listProfile = doc({
    operationId: 'listChannels',
    access: 'session',
    summary: 'List the channels a profile posts its Spaces to (its host, or a helper who manages Spaces).',
    errors: [403, 404],
    querystring: ZHostQuery,
    response: { 200: ZChannels },
  })
  app.get('/api/channels', { schema: listProfile }, async (req) => {
    const { host } = await actOnProfile(db, req, 'spaces:manage', req.query.hostId)
    return list({ kind: 'profile', ownerId: host.id }, req.locale)
  })

  const connectProfile = doc({
    operationId: 'connectChannel',
    access: 'session',
    summary:
      'Connect a network to a profile (its credentials are checked with the network; no post is made).',
    errors: [403, 404, 502],
    body: ZChannelConnect,
    response: { 201: z.object({ channel: ZChannel }) },
  })
  app.post('/api/channels', { schema: connectProfile }, async (req, reply) => {
    const { actor, host } = await actOnProfile(db, req, 'spaces:manage', req.body.hostId)
    const id = await connectChannel(deps, actor, { kind: 'profile', ownerId: host.id }, req.body)
    return reply.code(201).send(await connected(id, req.locale))
  })

  const listSite = doc({
    operationId: 'listSiteChannels',
    access: 'admin',
    summary: 'List the channels every Space on the site is posted to.',
    response: { 200: ZChannels },
  })
  app.get('/api/admin/channels', { schema: listSite }, async (req) => {
    requireAdmin(req)
    return list({ kind: 'site' }, req.locale)
  })

  const connectSite = doc({
    operationId: 'connectSiteChannel',
    access: 'admin',
    summary: 'Connect a network that every Space on the site is posted to.',
    errors: [502],
    body: ZChannelConnect,
    response: { 201: z.object({ channel: ZChannel }) },
  })
  app.post('/api/admin/channels', { schema: connectSite }, async (req, reply) => {
    const actor = requireAdmin(req)
    if (req.body.hostId != null)
      throw new AppError('BAD_REQUEST', 'A site-wide channel belongs to no profile: leave hostId out.')
    const id = await connectChannel(deps, actor, { kind: 'site' }, req.body)
    return reply.code(201).send(await connected(id, req.locale))
  })

  const update = doc({
    operationId: 'updateChannel',
    access: 'session',
    summary: 'Change which events a channel posts and the time zone its posts use.',
    errors: [403, 404],
    params: ZIdParam,
    body: ZChannelUpdate,
    response: { 200: z.object({ channel: ZChannel }) },
  })
  app.put('/api/channels/:id', { schema: update }, async (req) => {
    const channel = await authorizeChannel(db, requireUser(req), req.params.id)
    await updateChannel(
      db,
      channel.id,
      { events: req.body.events?.join(','), time_zone: req.body.timeZone },
      nowSeconds(),
    )
    return connected(channel.id, req.locale)
  })

  const remove = doc({
    operationId: 'disconnectChannel',
    access: 'session',
    summary: 'Disconnect a channel: its credentials and its posts’ record are deleted.',
    errors: [403, 404],
    params: ZIdParam,
    response: { 200: ZMessageResponse },
  })
  app.delete('/api/channels/:id', { schema: remove }, async (req) => {
    const channel = await authorizeChannel(db, requireUser(req), req.params.id)
    await deleteChannel(db, channel.id)
    return { message: translate(req.locale, msg('Channel disconnected')) }
  })

  const posts = doc({
    operationId: 'listChannelPosts',
    access: 'session',
    summary:
      'List a channel’s latest 50 posts: sent, waiting to be tried again, or failed with the network’s words.',
    errors: [403, 404],
    params: ZIdParam,
    response: { 200: z.object({ posts: z.array(ZChannelPost) }) },
  })
  app.get('/api/channels/:id/posts', { schema: posts }, async (req) => {
    const channel = await authorizeChannel(db, requireUser(req), req.params.id)
    return { posts: (await listPosts(db, channel.id, 50)).map((row) => presentPost(row, req.locale)) }
  })
  await postAgainRoute(app, deps)
}

/** A post in doubt, or failed, posted again on a person's word. */
async function postAgainRoute(app: App, { db }: ChannelsDeps): Promise<void> {
  const again = doc({
    operationId: 'postChannelPostAgain',
    access: 'session',
    summary:
      'Post again a post in doubt (the server stopped while posting it) or one that failed; a channel turned off is turned back on.',
    errors: [403, 404, 409],
    params: ZChannelPostParams,
    response: { 202: z.object({ post: ZChannelPost }) },
  })
  app.post('/api/channels/:id/posts/:postId/again', { schema: again }, async (req, reply) => {
    const channel = await authorizeChannel(db, requireUser(req), req.params.id)
    const post = await findPost(db, channel.id, req.params.postId)
    if (!post) throw new AppError('NOT_FOUND', 'That post does not exist.')
    if (!(await postAgain(db, channel.id, post.id, nowSeconds()))) {
      throw new AppError('CONFLICT', 'Only a post in doubt or a failed post can be posted again.')
    }
    const row = (await listPosts(db, channel.id, 50, post.id))[0]
    if (!row) throw new AppError('NOT_FOUND', 'That post does not exist.')
    return reply.code(202).send({ post: presentPost(row, req.locale) })
  })
}

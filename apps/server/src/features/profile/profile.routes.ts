import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import { ZIdParam, ZUsernameParam } from '@spaces/shared/schemas/common'
import { ZLinkRequest, ZProfile, ZProfileLink, ZProfileUpdateRequest } from '@spaces/shared/schemas/profile'
import type { App } from '../../app-types'
import { authorizeProfileAction, isHostRole } from '../../auth/policy'
import { requireUser } from '../../auth/require-user'
import { readSessionXToken } from '../../auth/session'
import { X_TOKEN_PURPOSE } from '../../auth/x-oauth'
import { decryptText } from '../../lib/crypto'
import { AppError } from '../../lib/errors'
import { presentLink, presentProfile } from './profile.presenter'
import { findUserByKey, listLinks } from './profile.queries'
import {
  addLink,
  applyXProfile,
  deleteLink,
  getLinkOrThrow,
  updateLink,
  updateProfile,
} from './profile.service'

const tags = ['profile']

export async function profileRoutes(app: App, options: { sessionSecret: string }): Promise<void> {
  app.get(
    '/api/profile/:username',
    { schema: { tags, params: ZUsernameParam, response: { 200: ZProfile } } },
    async (req) => {
      const user = await findUserByKey(app.db, req.params.username)
      if (!user) throw new AppError('NOT_FOUND', 'Profile not found')
      const links = await listLinks(app.db, user.id)
      return presentProfile(user, links.map(presentLink))
    },
  )

  app.put(
    '/api/profile',
    { schema: { tags, body: ZProfileUpdateRequest, response: { 200: ZProfile } } },
    async (req) => {
      const actor = requireUser(req)
      const target = await authorizeProfileAction(app.db, actor, 'profile:edit', req.body.host_id)
      const updated = await updateProfile(app.db, target, req.body)
      return presentProfile(updated, (await listLinks(app.db, updated.id)).map(presentLink))
    },
  )

  app.post('/api/profile/sync-from-x', { schema: { tags, response: { 200: ZProfile } } }, async (req) => {
    const actor = requireUser(req)
    if (!isHostRole(actor))
      throw new AppError('FORBIDDEN', 'Only hosts and admins can sync their profile from X.')
    const sealed = req.browserId ? await readSessionXToken(app.db, req.browserId) : null
    const token = sealed ? decryptText(options.sessionSecret, X_TOKEN_PURPOSE, sealed) : null
    if (!token) throw new AppError('UNAUTHENTICATED', 'Your X login has expired. Log in again, then sync.')
    let xUser: Awaited<ReturnType<typeof app.xClient.getMe>>
    try {
      xUser = await app.xClient.getMe(token)
    } catch (err) {
      req.log.warn({ err }, 'sync from X failed')
      throw new AppError('UNAVAILABLE', 'X did not answer. Please try again in a moment.')
    }
    const updated = await applyXProfile(app.db, actor, xUser)
    return presentProfile(updated, (await listLinks(app.db, updated.id)).map(presentLink))
  })

  app.post(
    '/api/profile/links',
    { schema: { tags, body: ZLinkRequest, response: { 201: ZProfileLink } } },
    async (req, reply) => {
      const actor = requireUser(req)
      const owner = await authorizeProfileAction(app.db, actor, 'links:manage', req.body.host_id)
      return reply.code(201).send(presentLink(await addLink(app.db, owner, req.body)))
    },
  )

  app.put(
    '/api/profile/links/:id',
    { schema: { tags, params: ZIdParam, body: ZLinkRequest, response: { 200: ZProfileLink } } },
    async (req) => {
      const actor = requireUser(req)
      const link = await getLinkOrThrow(app.db, req.params.id)
      await authorizeProfileAction(app.db, actor, 'links:manage', link.user_id)
      return presentLink(await updateLink(app.db, link.id, req.body))
    },
  )

  app.delete(
    '/api/profile/links/:id',
    { schema: { tags, params: ZIdParam, response: { 200: ZMessageResponse } } },
    async (req) => {
      const actor = requireUser(req)
      const link = await getLinkOrThrow(app.db, req.params.id)
      await authorizeProfileAction(app.db, actor, 'links:manage', link.user_id)
      await deleteLink(app.db, link.id)
      return { message: 'Link deleted' }
    },
  )
}

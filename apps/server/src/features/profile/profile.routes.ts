import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import { ZIdParam, ZUsernameParam } from '@spaces/shared/schemas/common'
import { ZLinkRequest, ZProfile, ZProfileLink, ZProfileUpdateRequest } from '@spaces/shared/schemas/profile'
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { App } from '../../app-types'
import { isHostRole } from '../../auth/policy'
import { requireUser } from '../../auth/require-user'
import { readSessionXToken } from '../../auth/session'
import { X_TOKEN_PURPOSE } from '../../auth/x-oauth'
import type { Database } from '../../db/database'
import { msg } from '../../i18n/message'
import { translate } from '../../i18n/translate'
import { decryptText } from '../../lib/crypto'
import { AppError, notFound } from '../../lib/errors'
import { routeDoc } from '../../lib/route-doc'
import type { XClient } from '../../x/x-client'
import { actOnProfile, actOnRow } from '../shared/profile-actions'
import { loadProfile, presentLink, presentProfileOf } from '../shared/profiles'
import { countFollowers } from '../shared/users.queries'
import {
  addLink,
  applyXProfile,
  deleteLink,
  getLinkOrThrow,
  updateLink,
  updateProfile,
} from './profile.service'

const doc = routeDoc('profile')

export interface ProfileDeps {
  db: Kysely<Database>
  /** "Sync from X" reads the person's own X profile with the token kept with their session. */
  xClient: XClient
  /** Opens the X token sealed in the session. */
  sessionSecret: string
}

export async function profileRoutes(app: App, deps: ProfileDeps): Promise<void> {
  profileOwnRoutes(app, deps)
  profileLinkRoutes(app, deps)
}

/** A profile itself: read by handle, edited, refreshed from X. */
function profileOwnRoutes(app: App, { db, xClient, sessionSecret }: ProfileDeps): void {
  const read = doc({
    operationId: 'getProfile',
    access: 'public',
    summary: 'Get a profile by handle, with its links.',
    params: ZUsernameParam,
    response: { 200: ZProfile },
  })
  app.get('/api/profile/:username', { schema: read }, async (req) => {
    const profile = await loadProfile(db, req.params.username)
    if (!profile) throw notFound('Profile not found')
    return { ...profile, follower_count: await countFollowers(db, profile.id) }
  })

  const edit = doc({
    operationId: 'updateProfile',
    access: 'session',
    summary: 'Edit a profile (one’s own by default).',
    errors: [404],
    body: ZProfileUpdateRequest,
    response: { 200: ZProfile },
  })
  app.put('/api/profile', { schema: edit }, async (req) => {
    const { host } = await actOnProfile(db, req, 'profile:edit', req.body.host_id)
    return presentProfileOf(db, await updateProfile(db, host, req.body))
  })

  const syncFromX = doc({
    operationId: 'syncProfileFromX',
    access: 'session',
    summary: 'Refresh one’s own profile (name, picture, bio) from X.',
    errors: [409],
    response: { 200: ZProfile },
  })
  app.post('/api/profile/sync-from-x', { schema: syncFromX }, async (req) => {
    const actor = requireUser(req)
    if (!isHostRole(actor))
      throw new AppError('FORBIDDEN', 'Only hosts and admins can sync their profile from X.')
    const sealed = req.browserId ? await readSessionXToken(db, req.browserId) : null
    const token = sealed ? decryptText(sessionSecret, X_TOKEN_PURPOSE, sealed) : null
    if (!token) throw new AppError('UNAUTHENTICATED', 'Your X login has expired. Log in again, then sync.')
    let xUser: Awaited<ReturnType<XClient['getMe']>>
    try {
      xUser = await xClient.getMe(token)
    } catch (err) {
      req.log.warn({ err }, 'sync from X failed')
      throw new AppError('UNAVAILABLE', 'X did not answer. Please try again in a moment.')
    }
    return presentProfileOf(db, await applyXProfile(db, actor, xUser))
  })
}

/** A profile's links: for whoever may manage links on it. */
function profileLinkRoutes(app: App, { db }: ProfileDeps): void {
  const linkOf = (req: FastifyRequest, id: number) =>
    actOnRow(
      db,
      req,
      'links:manage',
      () => getLinkOrThrow(db, id),
      (link) => link.user_id,
    )

  const add = doc({
    operationId: 'addProfileLink',
    access: 'session',
    summary: 'Add a link to a profile (one’s own by default).',
    errors: [404],
    body: ZLinkRequest,
    response: { 201: ZProfileLink },
  })
  app.post('/api/profile/links', { schema: add }, async (req, reply) => {
    const { host } = await actOnProfile(db, req, 'links:manage', req.body.host_id)
    return reply.code(201).send(presentLink(await addLink(db, host, req.body)))
  })

  const edit = doc({
    operationId: 'updateProfileLink',
    access: 'session',
    summary: 'Edit a profile link.',
    params: ZIdParam,
    body: ZLinkRequest,
    response: { 200: ZProfileLink },
  })
  app.put('/api/profile/links/:id', { schema: edit }, async (req) => {
    const link = await linkOf(req, req.params.id)
    return presentLink(await updateLink(db, link.id, req.body))
  })

  const remove = doc({
    operationId: 'deleteProfileLink',
    access: 'session',
    summary: 'Delete a profile link.',
    params: ZIdParam,
    response: { 200: ZMessageResponse },
  })
  app.delete('/api/profile/links/:id', { schema: remove }, async (req) => {
    await deleteLink(db, (await linkOf(req, req.params.id)).id)
    return { message: translate(req.locale, msg('Link deleted')) }
  })
}

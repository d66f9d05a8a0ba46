import { safeImageUrl } from '@spaces/shared/domain/https-url'
import { ZAccessibleProfile, ZCollaborator, ZGrantRequest } from '@spaces/shared/schemas/access'
import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import { zPathId } from '@spaces/shared/schemas/common'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { App } from '../../app-types'
import { requireUser } from '../../auth/require-user'
import type { Database } from '../../db/database'
import { msg } from '../../i18n/message'
import { translate } from '../../i18n/translate'
import { routeDoc } from '../../lib/route-doc'
import { nowSeconds } from '../../lib/time'
import { listCollaborators, listDelegatedProfiles } from './access.queries'
import { authorizeAccessManagement, grantAccess, revokeAccess } from './access.service'

const doc = routeDoc('access')
const ZUserIdParam = z.object({ userId: zPathId() })
const present = <T extends { profile_image_url: string | null }>(row: T): T => ({
  ...row,
  profile_image_url: safeImageUrl(row.profile_image_url),
})

/** Who may help with a profile: the profiles one may manage, and the owner's grants. */
export async function accessRoutes(app: App, { db }: { db: Kysely<Database> }): Promise<void> {
  const profiles = doc({
    operationId: 'listAccessibleProfiles',
    access: 'session',
    summary: 'List the profiles the user may manage: their own and those shared with them.',
    response: { 200: z.object({ profiles: z.array(ZAccessibleProfile) }) },
  })
  app.get('/api/access/profiles', { schema: profiles }, async (req) => {
    const actor = requireUser(req)
    const delegated = await listDelegatedProfiles(db, actor.id, nowSeconds())
    const own = {
      id: actor.id,
      username: actor.username,
      display_name: actor.display_name,
      profile_image_url: actor.profile_image_url,
      access_reason: 'own_profile' as const,
      access_level: null,
      can_edit_profile: 1,
      can_manage_spaces: 1,
      can_manage_links: 1,
    }
    const others = delegated
      .filter((p) => p.id !== actor.id)
      .map((p) => ({ ...p, access_reason: 'delegated_access' as const }))
    return { profiles: [own, ...others].map(present) }
  })

  const collaborators = doc({
    operationId: 'listCollaborators',
    access: 'session',
    summary: 'List who may help with a profile (its owner or an admin asks).',
    errors: [403],
    params: ZUserIdParam,
    response: { 200: z.object({ collaborators: z.array(ZCollaborator) }) },
  })
  app.get('/api/access/profile/:userId/collaborators', { schema: collaborators }, async (req) => {
    const actor = requireUser(req)
    const owner = await authorizeAccessManagement(db, actor, req.params.userId)
    return { collaborators: (await listCollaborators(db, owner.id, nowSeconds())).map(present) }
  })

  const grant = doc({
    operationId: 'grantAccess',
    access: 'session',
    summary: 'Let someone help with a profile, or change what they may do.',
    params: ZUserIdParam,
    body: ZGrantRequest,
    response: { 201: z.object({ message: z.string(), collaborator: ZCollaborator }) },
  })
  app.post('/api/access/profile/:userId/grant', { schema: grant }, async (req, reply) => {
    const actor = requireUser(req)
    const owner = await authorizeAccessManagement(db, actor, req.params.userId)
    const granted = await grantAccess(db, owner, actor, req.body)
    return reply
      .code(201)
      .send({ message: translate(req.locale, msg('Access granted')), collaborator: present(granted) })
  })

  const revoke = doc({
    operationId: 'revokeAccess',
    access: 'session',
    summary: 'Take a helper’s access to a profile away.',
    params: ZUserIdParam.extend({ collaboratorId: zPathId() }),
    response: { 200: ZMessageResponse },
  })
  app.delete('/api/access/profile/:userId/revoke/:collaboratorId', { schema: revoke }, async (req) => {
    const actor = requireUser(req)
    const owner = await authorizeAccessManagement(db, actor, req.params.userId)
    await revokeAccess(db, owner.id, req.params.collaboratorId)
    return { message: translate(req.locale, msg('Access revoked')) }
  })
}

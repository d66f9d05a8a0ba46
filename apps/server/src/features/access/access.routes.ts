import { safeImageUrl } from '@spaces/shared/domain/https-url'
import { ZAccessibleProfile, ZCollaborator, ZGrantRequest } from '@spaces/shared/schemas/access'
import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import { zPathId } from '@spaces/shared/schemas/common'
import { z } from 'zod'
import type { App } from '../../app-types'
import { requireUser } from '../../auth/require-user'
import { nowSeconds } from '../../lib/time'
import { listCollaborators, listDelegatedProfiles } from './access.queries'
import { authorizeAccessManagement, grantAccess, revokeAccess } from './access.service'

const tags = ['access']
const ZUserIdParam = z.object({ userId: zPathId() })
const present = <T extends { profile_image_url: string | null }>(row: T): T => ({
  ...row,
  profile_image_url: safeImageUrl(row.profile_image_url),
})

export async function accessRoutes(app: App): Promise<void> {
  app.get(
    '/api/access/profiles',
    {
      schema: {
        tags,
        summary: 'List the profiles the user may manage: their own and those shared with them.',
        operationId: 'listAccessibleProfiles',
        access: 'session',
        response: { 200: z.object({ profiles: z.array(ZAccessibleProfile) }) },
      },
    },
    async (req) => {
      const actor = requireUser(req)
      const delegated = await listDelegatedProfiles(app.db, actor.id, nowSeconds())
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
    },
  )

  app.get(
    '/api/access/profile/:userId/collaborators',
    {
      schema: {
        tags,
        summary: 'List who may help with a profile (its owner or an admin asks).',
        operationId: 'listCollaborators',
        access: 'session',
        errors: [403],
        params: ZUserIdParam,
        response: { 200: z.object({ collaborators: z.array(ZCollaborator) }) },
      },
    },
    async (req) => {
      const actor = requireUser(req)
      const owner = await authorizeAccessManagement(app.db, actor, req.params.userId)
      return { collaborators: (await listCollaborators(app.db, owner.id, nowSeconds())).map(present) }
    },
  )

  app.post(
    '/api/access/profile/:userId/grant',
    {
      schema: {
        tags,
        summary: 'Let someone help with a profile, or change what they may do.',
        operationId: 'grantAccess',
        access: 'session',
        params: ZUserIdParam,
        body: ZGrantRequest,
        response: { 201: z.object({ message: z.string(), collaborator: ZCollaborator }) },
      },
    },
    async (req, reply) => {
      const actor = requireUser(req)
      const owner = await authorizeAccessManagement(app.db, actor, req.params.userId)
      const grant = await grantAccess(app.db, owner, actor, req.body)
      return reply.code(201).send({ message: 'Access granted', collaborator: present(grant) })
    },
  )

  app.delete(
    '/api/access/profile/:userId/revoke/:collaboratorId',
    {
      schema: {
        tags,
        summary: 'Take a helper’s access to a profile away.',
        operationId: 'revokeAccess',
        access: 'session',
        params: ZUserIdParam.extend({ collaboratorId: zPathId() }),
        response: { 200: ZMessageResponse },
      },
    },
    async (req) => {
      const actor = requireUser(req)
      const owner = await authorizeAccessManagement(app.db, actor, req.params.userId)
      await revokeAccess(app.db, owner.id, req.params.collaboratorId)
      return { message: 'Access revoked' }
    },
  )
}

import { ZXImportRequest, ZXImportResponse, ZXSyncRun, ZXSyncStatus } from '@spaces/shared/schemas/spaces'
import type { App } from '../../app-types'
import { authorizeProfileAction } from '../../auth/policy'
import { requireAdmin, requireUser } from '../../auth/require-user'
import { presentSyncStatus } from './x-sync.presenter'
import { readSyncState, setXImport } from './x-sync.queries'
import type { XSync } from './x-sync.service'

/** Issue 13: the last X import and "Sync now" (admins), and each host's import switch. */
export async function xSyncRoutes(app: App, options: { xSync: XSync }): Promise<void> {
  app.get(
    '/api/admin/x-sync',
    { schema: { tags: ['admin'], response: { 200: ZXSyncStatus } } },
    async (req) => {
      requireAdmin(req)
      return presentSyncStatus(app.config.xSync, await readSyncState(app.db))
    },
  )

  app.post(
    '/api/admin/x-sync',
    { schema: { tags: ['admin'], response: { 200: ZXSyncRun } } },
    async (req) => {
      requireAdmin(req)
      return options.xSync.runNow()
    },
  )

  app.put(
    '/api/profile/x-import',
    { schema: { tags: ['profile'], body: ZXImportRequest, response: { 200: ZXImportResponse } } },
    async (req) => {
      const actor = requireUser(req)
      const target = await authorizeProfileAction(app.db, actor, 'profile:edit', req.body.host_id)
      await setXImport(app.db, target.id, req.body.enabled)
      return { host_id: target.id, enabled: req.body.enabled }
    },
  )
}

import { ZXImportRequest, ZXImportResponse, ZXSyncRun, ZXSyncStatus } from '@spaces/shared/schemas/spaces'
import type { App } from '../../app-types'
import { authorizeProfileAction } from '../../auth/policy'
import { requireAdmin, requireUser } from '../../auth/require-user'
import { presentSyncStatus } from './x-sync.presenter'
import { readSyncState, setXImport } from './x-sync.queries'
import { syncNow, type XSyncContext } from './x-sync.service'

/** Issue 13: the last X import and "Sync now" (admins), and each host's import switch. */
export async function xSyncRoutes(app: App, options: { xSync: XSyncContext }): Promise<void> {
  app.get(
    '/api/admin/x-sync',
    {
      schema: {
        tags: ['admin'],
        summary: 'Get the state of the X import: whether it runs, how often, and its last run.',
        operationId: 'getXSyncStatus',
        access: 'admin',
        response: { 200: ZXSyncStatus },
      },
    },
    async (req) => {
      requireAdmin(req)
      return presentSyncStatus(app.config.xSync, await readSyncState(app.db))
    },
  )

  app.post(
    '/api/admin/x-sync',
    {
      schema: {
        tags: ['admin'],
        summary: 'Import the hosts’ Spaces from X now, and answer with the run’s counts.',
        operationId: 'runXSync',
        access: 'admin',
        errors: [409],
        response: { 200: ZXSyncRun },
      },
    },
    async (req) => {
      requireAdmin(req)
      return syncNow(options.xSync)
    },
  )

  app.put(
    '/api/profile/x-import',
    {
      schema: {
        tags: ['profile'],
        summary: 'Turn the import of a host’s Spaces from X on or off.',
        operationId: 'setXImport',
        access: 'session',
        errors: [404],
        body: ZXImportRequest,
        response: { 200: ZXImportResponse },
      },
    },
    async (req) => {
      const actor = requireUser(req)
      const target = await authorizeProfileAction(app.db, actor, 'profile:edit', req.body.host_id)
      await setXImport(app.db, target.id, req.body.enabled)
      return { host_id: target.id, enabled: req.body.enabled }
    },
  )
}

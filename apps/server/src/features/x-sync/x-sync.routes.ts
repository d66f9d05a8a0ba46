import { ZXImportRequest, ZXImportResponse, ZXSyncRun, ZXSyncStatus } from '@spaces/shared/schemas/spaces'
import type { Kysely } from 'kysely'
import type { App } from '../../app-types'
import { authorizeProfileAction } from '../../auth/policy'
import { requireAdmin, requireUser } from '../../auth/require-user'
import type { XSyncConfig } from '../../config'
import type { Database } from '../../db/database'
import { routeDoc } from '../../lib/route-doc'
import { presentSyncStatus } from './x-sync.presenter'
import { readSyncState, setXImport } from './x-sync.queries'
import { syncNow, type XSyncContext } from './x-sync.service'

const adminDoc = routeDoc('admin')
const profileDoc = routeDoc('profile')

export interface XSyncDeps {
  db: Kysely<Database>
  /** What the import runs with, shared with its job (x-sync.job.ts). */
  xSync: XSyncContext
  config: XSyncConfig
}

/** The last X import and "Sync now" (admins), and each host's import switch. */
export async function xSyncRoutes(app: App, { db, xSync, config }: XSyncDeps): Promise<void> {
  const status = adminDoc({
    operationId: 'getXSyncStatus',
    access: 'admin',
    summary: 'Get the state of the X import: whether it runs, how often, and its last run.',
    response: { 200: ZXSyncStatus },
  })
  app.get('/api/admin/x-sync', { schema: status }, async (req) => {
    requireAdmin(req)
    return presentSyncStatus(config, await readSyncState(db), req.locale)
  })

  const run = adminDoc({
    operationId: 'runXSync',
    access: 'admin',
    summary: 'Import the hosts’ Spaces from X now, and answer with the run’s counts.',
    errors: [409],
    response: { 200: ZXSyncRun },
  })
  app.post('/api/admin/x-sync', { schema: run }, async (req) => {
    requireAdmin(req)
    return syncNow(xSync)
  })

  const importSwitch = profileDoc({
    operationId: 'setXImport',
    access: 'session',
    summary: 'Turn the import of a host’s Spaces from X on or off.',
    errors: [404],
    body: ZXImportRequest,
    response: { 200: ZXImportResponse },
  })
  app.put('/api/profile/x-import', { schema: importSwitch }, async (req) => {
    const actor = requireUser(req)
    const target = await authorizeProfileAction(db, actor, 'profile:edit', req.body.host_id)
    await setXImport(db, target.id, req.body.enabled)
    return { host_id: target.id, enabled: req.body.enabled }
  })
}

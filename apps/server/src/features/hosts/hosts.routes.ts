import { safeImageUrl } from '@spaces/shared/domain/https-url'
import { ZHostsResponse } from '@spaces/shared/schemas/spaces'
import type { Kysely } from 'kysely'
import type { App } from '../../app-types'
import type { Database } from '../../db/database'
import { routeDoc } from '../../lib/route-doc'
import { listHosts } from './hosts.queries'

const doc = routeDoc('hosts')

export async function hostsRoutes(app: App, { db }: { db: Kysely<Database> }): Promise<void> {
  const list = doc({
    operationId: 'listHosts',
    access: 'public',
    summary: 'List the hosts the calendar can be filtered by, by handle.',
    response: { 200: ZHostsResponse },
  })
  app.get('/api/hosts', { schema: list }, async () => {
    const hosts = await listHosts(db)
    return { hosts: hosts.map((h) => ({ ...h, profile_image_url: safeImageUrl(h.profile_image_url) })) }
  })
}

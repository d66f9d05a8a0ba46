import { safeImageUrl } from '@spaces/shared/domain/https-url'
import { ZHostsResponse } from '@spaces/shared/schemas/spaces'
import type { App } from '../../app-types'
import { listHosts } from './hosts.queries'

export async function hostsRoutes(app: App): Promise<void> {
  const schema = {
    tags: ['hosts'],
    summary: 'List the hosts the calendar can be filtered by, by handle.',
    operationId: 'listHosts',
    access: 'public',
    response: { 200: ZHostsResponse },
  } as const
  app.get('/api/hosts', { schema }, async () => {
    const hosts = await listHosts(app.db)
    return { hosts: hosts.map((h) => ({ ...h, profile_image_url: safeImageUrl(h.profile_image_url) })) }
  })
}

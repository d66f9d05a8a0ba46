import { ZHostsResponse } from '@spaces/shared/schemas/spaces'
import type { App } from '../../app-types'
import { safeImageUrl } from '../../lib/urls'
import { listHosts } from './hosts.queries'

export async function hostsRoutes(app: App): Promise<void> {
  app.get('/api/hosts', { schema: { tags: ['hosts'], response: { 200: ZHostsResponse } } }, async () => {
    const hosts = await listHosts(app.db)
    return { hosts: hosts.map((h) => ({ ...h, profile_image_url: safeImageUrl(h.profile_image_url) })) }
  })
}

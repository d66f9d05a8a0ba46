import { type TEmbedViewsResponse, ZEmbedViewsResponse } from '@spaces/shared/schemas/embed'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export type EmbedViews = TEmbedViewsResponse

/** `GET /api/embed/views`: how often a host's embedded schedule was viewed (the caller's own by default). */
export function embedViewsQueryOptions(hostId: number | undefined) {
  return queryOptions({
    queryKey: ['embed-views', hostId ?? 'own'] as const,
    queryFn: () =>
      api.get(
        hostId === undefined ? '/api/embed/views' : `/api/embed/views?host_id=${hostId}`,
        import.meta.env.DEV && ZEmbedViewsResponse,
      ),
  })
}

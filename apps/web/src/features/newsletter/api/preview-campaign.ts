import { type TCreateCampaignRequest, ZCampaignPreview } from '@spaces/shared/schemas/newsletter'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { NEWSLETTER_ADMIN_QUERY_KEY } from './get-newsletter-admin'

/**
 * `POST /api/newsletter/campaigns/preview` {subject, content} → the message as recipients will get
 * it (the server's own rendering: layout, footer, sanitised content) and sentences naming what was
 * removed from the HTML. Writes nothing, so it is a query keyed by what it shows.
 */
export function campaignPreviewQueryOptions(body: TCreateCampaignRequest | null) {
  return queryOptions({
    queryKey: [...NEWSLETTER_ADMIN_QUERY_KEY, 'preview', body?.subject ?? '', body?.content ?? ''] as const,
    queryFn: () =>
      api.post('/api/newsletter/campaigns/preview', import.meta.env.DEV && ZCampaignPreview, body),
    enabled: body !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    // The frame keeps the last message while the next one renders.
    placeholderData: keepPreviousData,
  })
}

export function useCampaignPreview(body: TCreateCampaignRequest | null) {
  return useQuery(campaignPreviewQueryOptions(body))
}

import type { TCreateCampaignRequest } from '@spaces/shared/schemas/newsletter'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiPost } from '../../../lib/api-client'
import { type Campaign, campaignsQueryOptions, ZCampaignShown } from './get-newsletter-admin'

const { queryKey: CAMPAIGNS_KEY } = campaignsQueryOptions()

/** Puts the server's copy of a campaign in the cached list (newest first), then refetches the list. */
function useStoreCampaign() {
  const queryClient = useQueryClient()
  return (campaign: Campaign) => {
    queryClient.setQueryData(CAMPAIGNS_KEY, (list) => {
      if (!list) return [campaign]
      return list.some((item) => item.id === campaign.id)
        ? list.map((item) => (item.id === campaign.id ? campaign : item))
        : [campaign, ...list]
    })
    void queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY })
  }
}

/** `POST /api/newsletter/campaigns` {subject, content} → 201 `{campaign}` (a draft, content sanitised). */
export function useCreateCampaign() {
  const store = useStoreCampaign()
  return useMutation({
    mutationFn: async (body: TCreateCampaignRequest) =>
      z.object({ campaign: ZCampaignShown }).parse(await apiPost('/api/newsletter/campaigns', body)).campaign,
    onSuccess: store,
  })
}

/** `POST /api/newsletter/campaigns/{id}/test` → `{message}`: a copy to the admin's own newsletter address. */
export function useSendTestCampaign() {
  return useMutation({
    mutationFn: (id: number) => apiPost<{ message: string }>(`/api/newsletter/campaigns/${id}/test`),
  })
}

/** `POST /api/newsletter/campaigns/{id}/send` → 202 `{message, campaign}` (now sending); 409 if not a draft. */
export function useSendCampaign() {
  const store = useStoreCampaign()
  return useMutation({
    mutationFn: async (id: number) =>
      z
        .object({ message: z.string(), campaign: ZCampaignShown })
        .parse(await apiPost(`/api/newsletter/campaigns/${id}/send`)),
    onSuccess: (answer) => store(answer.campaign),
  })
}

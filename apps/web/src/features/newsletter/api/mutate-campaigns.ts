import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import {
  type TCreateCampaignRequest,
  ZCreateCampaignResponse,
  ZRetryFailedResponse,
  ZSendCampaignResponse,
} from '@spaces/shared/schemas/newsletter'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { type Campaign, campaignsQueryOptions, ZCampaignShown } from './get-newsletter-admin'

const { queryKey: CAMPAIGNS_KEY } = campaignsQueryOptions()

// The shared answers, with a campaign status this screen does not know yet shown neutral.
const ZCreateCampaignShown = ZCreateCampaignResponse.extend({ campaign: ZCampaignShown })
const ZSendCampaignShown = ZSendCampaignResponse.extend({ campaign: ZCampaignShown })
const ZRetryFailedShown = ZRetryFailedResponse.extend({ campaign: ZCampaignShown })

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
      (await api.post('/api/newsletter/campaigns', import.meta.env.DEV && ZCreateCampaignShown, body))
        .campaign,
    onSuccess: store,
  })
}

/** `POST /api/newsletter/campaigns/{id}/test` → `{message}`: a copy to the admin's own newsletter address. */
export function useSendTestCampaign() {
  return useMutation({
    mutationFn: (id: number) =>
      api.post(`/api/newsletter/campaigns/${id}/test`, import.meta.env.DEV && ZMessageResponse),
  })
}

/** `POST /api/newsletter/campaigns/{id}/send` → 202 `{message, campaign}` (now sending); 409 if not a draft. */
export function useSendCampaign() {
  const store = useStoreCampaign()
  return useMutation({
    mutationFn: (id: number) =>
      api.post(`/api/newsletter/campaigns/${id}/send`, import.meta.env.DEV && ZSendCampaignShown),
    onSuccess: (answer) => store(answer.campaign),
  })
}

/**
 * `POST /api/newsletter/campaigns/{id}/retry-failed` → 202 `{message, campaign}`: the failed deliveries
 * are queued again (never a delivered one); 409 when nothing failed.
 */
export function useRetryFailed() {
  const store = useStoreCampaign()
  return useMutation({
    mutationFn: (id: number) =>
      api.post(`/api/newsletter/campaigns/${id}/retry-failed`, import.meta.env.DEV && ZRetryFailedShown),
    onSuccess: (answer) => store(answer.campaign),
  })
}

import { ZMessageResponse } from '@spaces/shared/schemas/answers'
import { ZChannel, ZChannelPost } from '@spaces/shared/schemas/channels'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client'

const ZChannels = z.object({ channels: z.array(ZChannel) })
const ZOne = z.object({ channel: ZChannel })
const ZPosts = z.object({ posts: z.array(ZChannelPost) })

/**
 * Whose channels: a profile's (`hostId`, undefined for the viewer's own) or, for an admin, the whole
 * site's (`'site'`: `/api/admin/channels`).
 */
export type ChannelOwner = number | undefined | 'site'

const channelsKey = (owner: ChannelOwner) => ['channels', owner ?? 'own'] as const
const listPath = (owner: ChannelOwner) =>
  owner === 'site'
    ? '/api/admin/channels'
    : owner === undefined
      ? '/api/channels'
      : `/api/channels?hostId=${owner}`

/** The managed profile's (or the site's) channels, refreshed every 30 s while open. */
export function useChannels(owner: ChannelOwner) {
  return useQuery({
    queryKey: channelsKey(owner),
    queryFn: () => api.get(listPath(owner), import.meta.env.DEV && ZChannels),
    refetchInterval: 30_000,
  })
}

/** `GET /api/channels/{id}/posts`. */
export function useChannelPosts(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['channel-posts', id],
    queryFn: () => api.get(`/api/channels/${id}/posts`, import.meta.env.DEV && ZPosts),
    enabled,
  })
}

function useRefresh(owner: ChannelOwner) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: channelsKey(owner) })
}

/** `POST /api/channels` (or `/api/admin/channels`): connect (or connect again) one network. */
export function useConnectChannel(owner: ChannelOwner) {
  const refresh = useRefresh(owner)
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      owner === 'site'
        ? api.post('/api/admin/channels', import.meta.env.DEV && ZOne, body)
        : api.post('/api/channels', import.meta.env.DEV && ZOne, {
            ...body,
            ...(owner === undefined ? {} : { hostId: owner }),
          }),
    onSuccess: refresh,
  })
}

/** `PUT /api/channels/{id}`: the events and the zone. */
export function useUpdateChannel(owner: ChannelOwner) {
  const refresh = useRefresh(owner)
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: { events?: string[]; timeZone?: string } }) =>
      api.put(`/api/channels/${id}`, import.meta.env.DEV && ZOne, body),
    onSuccess: refresh,
  })
}

/** `DELETE /api/channels/{id}`. */
export function useDisconnectChannel(owner: ChannelOwner) {
  const refresh = useRefresh(owner)
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/channels/${id}`, import.meta.env.DEV && ZMessageResponse),
    onSuccess: refresh,
  })
}

/** `POST /api/channels/{id}/posts/{postId}/again`: a post in doubt (or failed) goes out again. */
export function usePostAgain(channelId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (postId: number) =>
      api.post(`/api/channels/${channelId}/posts/${postId}/again`, z.object({ post: ZChannelPost }), {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['channel-posts', channelId] })
      void queryClient.invalidateQueries({ queryKey: ['channels'] })
    },
  })
}

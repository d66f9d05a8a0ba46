import { ZMessageResponse } from '@spaces/shared/schemas/answers'
import { ZChannel, ZChannelPost } from '@spaces/shared/schemas/channels'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client'

const ZChannels = z.object({ channels: z.array(ZChannel) })
const ZOne = z.object({ channel: ZChannel })
const ZPosts = z.object({ posts: z.array(ZChannelPost) })

const channelsKey = (hostId: number | undefined) => ['channels', hostId ?? 'own'] as const
const query = (hostId: number | undefined) => (hostId === undefined ? '' : `?hostId=${hostId}`)

/** `GET /api/channels`: the managed profile's channels (refreshed every 30 s while open). */
export function useChannels(hostId: number | undefined) {
  return useQuery({
    queryKey: channelsKey(hostId),
    queryFn: () => api.get(`/api/channels${query(hostId)}`, ZChannels),
    refetchInterval: 30_000,
  })
}

/** `GET /api/channels/{id}/posts`. */
export function useChannelPosts(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['channel-posts', id],
    queryFn: () => api.get(`/api/channels/${id}/posts`, ZPosts),
    enabled,
  })
}

function useRefresh(hostId: number | undefined) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: channelsKey(hostId) })
}

/** `POST /api/channels`: connect (or connect again) one network. */
export function useConnectChannel(hostId: number | undefined) {
  const refresh = useRefresh(hostId)
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api.post('/api/channels', ZOne, { ...body, ...(hostId === undefined ? {} : { hostId }) }),
    onSuccess: refresh,
  })
}

/** `PUT /api/channels/{id}`: the events and the zone. */
export function useUpdateChannel(hostId: number | undefined) {
  const refresh = useRefresh(hostId)
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: { events?: string[]; timeZone?: string } }) =>
      api.put(`/api/channels/${id}`, ZOne, body),
    onSuccess: refresh,
  })
}

/** `DELETE /api/channels/{id}`. */
export function useDisconnectChannel(hostId: number | undefined) {
  const refresh = useRefresh(hostId)
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/channels/${id}`, ZMessageResponse),
    onSuccess: refresh,
  })
}

import { ZMessageResponse, ZRecurringSpaceResponse, ZSpace } from '@spaces/shared/schemas/answers'
import type {
  TCreateSpaceRequest,
  TRecurringSpaceRequest,
  TUpdateSpaceRequest,
} from '@spaces/shared/schemas/spaces'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { SPACES_QUERY_KEY } from './get-spaces'

/** Every cached Space list may contain the changed Space: refetch them all. */
function useInvalidateSpaces() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: SPACES_QUERY_KEY })
}

/** `POST /api/spaces`. */
export function useCreateSpace() {
  const invalidate = useInvalidateSpaces()
  return useMutation({
    mutationFn: (body: TCreateSpaceRequest) => api.post('/api/spaces', import.meta.env.DEV && ZSpace, body),
    onSuccess: invalidate,
  })
}

/** `POST /api/spaces/recurring`: the whole series at once. */
export function useCreateRecurringSpaces() {
  const invalidate = useInvalidateSpaces()
  return useMutation({
    mutationFn: (body: TRecurringSpaceRequest) =>
      api.post('/api/spaces/recurring', import.meta.env.DEV && ZRecurringSpaceResponse, body),
    onSuccess: invalidate,
  })
}

/** `PUT /api/spaces/{id}`. */
export function useUpdateSpace(id: number) {
  const invalidate = useInvalidateSpaces()
  return useMutation({
    mutationFn: (body: TUpdateSpaceRequest) =>
      api.put(`/api/spaces/${id}`, import.meta.env.DEV && ZSpace, body),
    onSuccess: invalidate,
  })
}

/** `DELETE /api/spaces/{id}`. */
export function useDeleteSpace() {
  const invalidate = useInvalidateSpaces()
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/spaces/${id}`, import.meta.env.DEV && ZMessageResponse),
    onSuccess: invalidate,
  })
}

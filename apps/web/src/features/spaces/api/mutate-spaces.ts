import type {
  TCreateSpaceRequest,
  TRecurringSpaceRequest,
  TUpdateSpaceRequest,
} from '@spaces/shared/schemas/spaces'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiDelete, apiPost, apiPut } from '../../../lib/api-client'
import { SPACES_QUERY_KEY, type Space } from './get-spaces'

/** Every cached Space list may contain the changed Space: refetch them all. */
function useInvalidateSpaces() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: SPACES_QUERY_KEY })
}

/** `POST /api/spaces`. */
export function useCreateSpace() {
  const invalidate = useInvalidateSpaces()
  return useMutation({
    mutationFn: (body: TCreateSpaceRequest) => apiPost<Space>('/api/spaces', body),
    onSuccess: invalidate,
  })
}

/** `POST /api/spaces/recurring`: the whole series at once. */
export function useCreateRecurringSpaces() {
  const invalidate = useInvalidateSpaces()
  return useMutation({
    mutationFn: (body: TRecurringSpaceRequest) =>
      apiPost<{ data: Space[]; series_id: string }>('/api/spaces/recurring', body),
    onSuccess: invalidate,
  })
}

/** `PUT /api/spaces/{id}`. */
export function useUpdateSpace(id: number) {
  const invalidate = useInvalidateSpaces()
  return useMutation({
    mutationFn: (body: TUpdateSpaceRequest) => apiPut<Space>(`/api/spaces/${id}`, body),
    onSuccess: invalidate,
  })
}

/** `DELETE /api/spaces/{id}`. */
export function useDeleteSpace() {
  const invalidate = useInvalidateSpaces()
  return useMutation({
    mutationFn: (id: number) => apiDelete<{ message: string }>(`/api/spaces/${id}`),
    onSuccess: invalidate,
  })
}

import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import { ZReadingItem } from '@spaces/shared/schemas/reading'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { type ReadingItemBody, withPinToggled } from '../reading-form-values'
import { READING_QUERY_KEY, type ReadingItem } from './get-reading-items'

/** Any cached list may hold the changed item (and its place in the pinned order): refetch them all. */
function useInvalidateReading() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: READING_QUERY_KEY })
}

/** `POST /api/reading`. */
export function useCreateReadingItem() {
  const invalidate = useInvalidateReading()
  return useMutation({
    mutationFn: (body: ReadingItemBody) =>
      api.post('/api/reading', import.meta.env.DEV && ZReadingItem, body),
    onSuccess: invalidate,
  })
}

/** `PUT /api/reading/{id}` with the form's fields (pinned unchanged). */
export function useUpdateReadingItem() {
  const invalidate = useInvalidateReading()
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReadingItemBody }) =>
      api.put(`/api/reading/${id}`, import.meta.env.DEV && ZReadingItem, body),
    onSuccess: invalidate,
  })
}

/** Pin or Unpin: `PUT /api/reading/{id}` with the whole item, `pinned` toggled. */
export function useTogglePin() {
  const invalidate = useInvalidateReading()
  return useMutation({
    mutationFn: (item: ReadingItem) =>
      api.put(`/api/reading/${item.id}`, import.meta.env.DEV && ZReadingItem, withPinToggled(item)),
    onSuccess: invalidate,
  })
}

/** `DELETE /api/reading/{id}`. */
export function useDeleteReadingItem() {
  const invalidate = useInvalidateReading()
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/reading/${id}`, import.meta.env.DEV && ZMessageResponse),
    onSuccess: invalidate,
  })
}

import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import { ZProfileLink } from '@spaces/shared/schemas/profile'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { LinkBody } from '../link-form-values'

/** Called after every change, to refresh the profile the links belong to. */
type OnChanged = () => Promise<unknown> | undefined

/** `POST /api/profile/links` → 201 with the new link. */
export function useAddLink(onChanged: OnChanged) {
  return useMutation({
    mutationFn: (body: LinkBody) => api.post('/api/profile/links', import.meta.env.DEV && ZProfileLink, body),
    onSuccess: onChanged,
  })
}

/** `PUT /api/profile/links/{id}`. */
export function useUpdateLink(onChanged: OnChanged) {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: LinkBody }) =>
      api.put(`/api/profile/links/${id}`, import.meta.env.DEV && ZProfileLink, body),
    onSuccess: onChanged,
  })
}

/** `DELETE /api/profile/links/{id}`. */
export function useDeleteLink(onChanged: OnChanged) {
  return useMutation({
    mutationFn: (id: number) =>
      api.delete(`/api/profile/links/${id}`, import.meta.env.DEV && ZMessageResponse),
    onSuccess: onChanged,
  })
}

import type { TProfileLink } from '@spaces/shared/schemas/profile'
import { useMutation } from '@tanstack/react-query'
import { apiDelete, apiPost, apiPut } from '../../../lib/api-client'
import type { LinkBody } from '../link-form-values'

/** Called after every change, to refresh the profile the links belong to. */
type OnChanged = () => Promise<unknown> | undefined

/** `POST /api/profile/links` → 201 with the new link. */
export function useAddLink(onChanged: OnChanged) {
  return useMutation({
    mutationFn: (body: LinkBody) => apiPost<TProfileLink>('/api/profile/links', body),
    onSuccess: onChanged,
  })
}

/** `PUT /api/profile/links/{id}`. */
export function useUpdateLink(onChanged: OnChanged) {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: LinkBody }) =>
      apiPut<TProfileLink>(`/api/profile/links/${id}`, body),
    onSuccess: onChanged,
  })
}

/** `DELETE /api/profile/links/{id}`. */
export function useDeleteLink(onChanged: OnChanged) {
  return useMutation({
    mutationFn: (id: number) => apiDelete<{ message: string }>(`/api/profile/links/${id}`),
    onSuccess: onChanged,
  })
}

import type { TGlossaryTermRequest } from '@spaces/shared/schemas/glossary'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiDelete, apiPost, apiPut } from '../../../lib/api-client'
import { glossaryTermPath } from '../glossary-query'
import type { GlossaryTerm } from './get-glossary-term'
import { GLOSSARY_QUERY_KEY } from './get-glossary-terms'

function useInvalidateGlossary() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: GLOSSARY_QUERY_KEY })
}

/** `POST /api/glossary` (admins). */
export function useCreateGlossaryTerm() {
  const invalidate = useInvalidateGlossary()
  return useMutation({
    mutationFn: (body: TGlossaryTermRequest) => apiPost<GlossaryTerm>('/api/glossary', body),
    onSuccess: invalidate,
  })
}

/** `PUT /api/glossary/{term}` (admins); the body may rename the term. */
export function useUpdateGlossaryTerm() {
  const invalidate = useInvalidateGlossary()
  return useMutation({
    mutationFn: ({ term, body }: { term: string; body: TGlossaryTermRequest }) =>
      apiPut<GlossaryTerm>(glossaryTermPath(term), body),
    onSuccess: invalidate,
  })
}

/** `DELETE /api/glossary/{term}` (admins). */
export function useDeleteGlossaryTerm() {
  const invalidate = useInvalidateGlossary()
  return useMutation({
    mutationFn: (term: string) => apiDelete<{ message: string }>(glossaryTermPath(term)),
    onSuccess: invalidate,
  })
}

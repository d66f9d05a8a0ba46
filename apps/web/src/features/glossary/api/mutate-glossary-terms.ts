import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import { type TGlossaryTermRequest, ZGlossaryTerm } from '@spaces/shared/schemas/glossary'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { glossaryTermPath } from '../glossary-query'
import { GLOSSARY_QUERY_KEY } from './get-glossary-terms'

function useInvalidateGlossary() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: GLOSSARY_QUERY_KEY })
}

/** `POST /api/glossary` (admins). */
export function useCreateGlossaryTerm() {
  const invalidate = useInvalidateGlossary()
  return useMutation({
    mutationFn: (body: TGlossaryTermRequest) =>
      api.post('/api/glossary', import.meta.env.DEV && ZGlossaryTerm, body),
    onSuccess: invalidate,
  })
}

/** `PUT /api/glossary/{term}` (admins); the body may rename the term. */
export function useUpdateGlossaryTerm() {
  const invalidate = useInvalidateGlossary()
  return useMutation({
    mutationFn: ({ term, body }: { term: string; body: TGlossaryTermRequest }) =>
      api.put(glossaryTermPath(term), import.meta.env.DEV && ZGlossaryTerm, body),
    onSuccess: invalidate,
  })
}

/** `DELETE /api/glossary/{term}` (admins). */
export function useDeleteGlossaryTerm() {
  const invalidate = useInvalidateGlossary()
  return useMutation({
    mutationFn: (term: string) => api.delete(glossaryTermPath(term), import.meta.env.DEV && ZMessageResponse),
    onSuccess: invalidate,
  })
}

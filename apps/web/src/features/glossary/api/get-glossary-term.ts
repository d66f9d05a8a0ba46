import { type TGlossaryTerm, ZGlossaryTerm } from '@spaces/shared/schemas/glossary'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { glossaryTermPath } from '../glossary-query'
import { GLOSSARY_QUERY_KEY } from './get-glossary-terms'

export type GlossaryTerm = TGlossaryTerm

/** `GET /api/glossary/{term}`: the term with its definitions (404 when unknown). */
export function fetchGlossaryTerm(term: string): Promise<GlossaryTerm> {
  return api.get(glossaryTermPath(term), import.meta.env.DEV && ZGlossaryTerm)
}

/**
 * A card's detail on /glossary. Errors are only logged; the card then reads as a term with
 * no definitions yet ('No ELI5 definition available yet.').
 */
export function glossaryTermQueryOptions(term: string) {
  return queryOptions({
    queryKey: [...GLOSSARY_QUERY_KEY, 'term', term.toLowerCase()] as const,
    queryFn: async (): Promise<GlossaryTerm | null> => {
      try {
        return await fetchGlossaryTerm(term)
      } catch (error) {
        console.error(`Glossary: could not load “${term}”`, error)
        return null
      }
    },
  })
}

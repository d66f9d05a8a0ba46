import { type TGlossaryTermSummary, ZGlossaryListResponse } from '@spaces/shared/schemas/glossary'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { type GlossaryFilters, glossaryListPath } from '../glossary-query'

export type GlossaryTermSummary = TGlossaryTermSummary
export type GlossaryList = { data: GlossaryTermSummary[]; categories: string[] }

export const GLOSSARY_QUERY_KEY = ['glossary'] as const
const EMPTY_LIST: GlossaryList = { data: [], categories: [] }

/** `GET /api/glossary?search=&category=`: terms alphabetically, and every category. */
export function fetchGlossaryTerms(filters: GlossaryFilters): Promise<GlossaryList> {
  return api.get(glossaryListPath(filters), import.meta.env.DEV && ZGlossaryListResponse)
}

/** The public list. Glossary fetch errors are only logged, so a failure is an empty list. */
export function glossaryTermsQueryOptions(filters: GlossaryFilters) {
  return queryOptions({
    queryKey: [...GLOSSARY_QUERY_KEY, 'list', filters.search.trim(), filters.category] as const,
    queryFn: async () => {
      try {
        return await fetchGlossaryTerms(filters)
      } catch (error) {
        console.error('Glossary: could not load the terms', error)
        return EMPTY_LIST
      }
    },
  })
}

/** The admin screen's list, where a failure is shown (the admin can retry). */
export function adminGlossaryTermsQueryOptions() {
  return queryOptions({
    queryKey: [...GLOSSARY_QUERY_KEY, 'admin-list'] as const,
    queryFn: () => fetchGlossaryTerms({ search: '', category: '' }),
  })
}

/** The /glossary filters, mirrored in the URL as `?search=&category=`. */
export interface GlossaryFilters {
  /** As typed (the URL keeps it verbatim); trimmed before it is sent. */
  search: string
  /** Lower case, as the server stores categories; '' means all. */
  category: string
}

export function glossaryFiltersFromQuery(params: URLSearchParams): GlossaryFilters {
  return {
    search: params.get('search') ?? '',
    category: (params.get('category') ?? '').trim().toLowerCase(),
  }
}

/** The query string with one filter changed; an empty filter is removed rather than kept as `search=`. */
export function withGlossaryFilter(
  params: URLSearchParams,
  key: keyof GlossaryFilters,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params)
  if (value.trim() === '') next.delete(key)
  else next.set(key, value)
  return next
}

/** `GET /api/glossary` with the filters that are set (the search trimmed). */
export function glossaryListPath(filters: GlossaryFilters): string {
  const params = new URLSearchParams()
  const search = filters.search.trim()
  if (search) params.set('search', search)
  if (filters.category) params.set('category', filters.category)
  const query = params.toString()
  return query ? `/api/glossary?${query}` : '/api/glossary'
}

/** `GET /api/glossary/{term}`: the term URL-encoded, so 'Co-host' or 'A/B' stay one segment. */
export function glossaryTermPath(term: string): string {
  return `/api/glossary/${encodeURIComponent(term)}`
}

/** 'housing' → 'Housing': categories as the dropdown and the cards show them. */
export function capitaliseCategory(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1)
}

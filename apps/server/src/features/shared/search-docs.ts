import { foldSearchText } from '@spaces/shared/domain/search-text'
import { paths } from '@spaces/shared/paths'
import type { SearchKind } from '../../db/search-tables'

/** A row of search_docs as the index writes it. */
export interface SearchDocValues {
  kind: SearchKind
  ref_id: number
  title: string
  body: string
  url: string
  host_id: number | null
  starts_at: number | null
  state: string | null
  title_norm: string
  body_norm: string
  host_norm: string
  all_norm: string
}

/** The most of a body the index keeps (snippets come from its start or around a match). */
const BODY_MAX = 4000

/** ` folded text `: padded so every word, first and last too, sits between two spaces. */
export function padded(text: string): string {
  return ` ${foldSearchText(text)} `
}

function doc(
  base: Pick<SearchDocValues, 'kind' | 'ref_id' | 'title' | 'url' | 'host_id' | 'starts_at' | 'state'>,
  texts: { title: string; body: string; host: string },
): SearchDocValues {
  const body = texts.body.slice(0, BODY_MAX)
  const title_norm = padded(texts.title)
  const body_norm = padded(body)
  const host_norm = padded(texts.host)
  // ` | ` never occurs in folded text, so no phrase reaches from one field into the next.
  const all_norm = `${title_norm}|${body_norm}|${host_norm}`
  return { ...base, body, title_norm, body_norm, host_norm, all_norm }
}

const hostText = (username: string, displayName: string | null) => `${displayName ?? ''} ${username}`

export interface SpaceSource {
  id: number
  title: string
  description: string | null
  scheduled_start: number
  state: string
  x_state: string | null
  host_id: number
  username: string
  display_name: string | null
}

export function spaceDoc(s: SpaceSource): SearchDocValues {
  const state = s.x_state === 'canceled' ? 'canceled' : s.state
  return doc(
    {
      kind: 'space',
      ref_id: s.id,
      title: s.title,
      url: paths.space(s.id),
      host_id: s.host_id,
      starts_at: s.scheduled_start,
      state,
    },
    { title: s.title, body: s.description ?? '', host: hostText(s.username, s.display_name) },
  )
}

export interface HostSource {
  id: number
  username: string
  display_name: string | null
  bio: string | null
}

export function hostDoc(h: HostSource): SearchDocValues {
  const title = h.display_name ? `${h.display_name} (@${h.username})` : `@${h.username}`
  return doc(
    {
      kind: 'host',
      ref_id: h.id,
      title,
      url: paths.profile(h.username),
      host_id: h.id,
      starts_at: null,
      state: null,
    },
    { title: hostText(h.username, h.display_name), body: h.bio ?? '', host: '' },
  )
}

export interface ReadingSource {
  id: number
  title: string
  url: string
  author: string | null
  summary: string | null
  tags: string
  host_id: number
  username: string
  display_name: string | null
}

function parseTags(json: string): string[] {
  try {
    const tags: unknown = JSON.parse(json)
    return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : []
  } catch {
    return []
  }
}

export function readingDoc(r: ReadingSource): SearchDocValues {
  const body = [r.summary, r.author, parseTags(r.tags).join(', ')].filter(Boolean).join(' · ')
  return doc(
    {
      kind: 'reading',
      ref_id: r.id,
      title: r.title,
      url: r.url,
      host_id: r.host_id,
      starts_at: null,
      state: null,
    },
    { title: r.title, body, host: hostText(r.username, r.display_name) },
  )
}

export interface GlossarySource {
  id: number
  term: string
  category: string
  definitions: string[]
}

export function glossaryDoc(g: GlossarySource): SearchDocValues {
  const url = `/glossary?search=${encodeURIComponent(g.term)}`
  return doc(
    { kind: 'glossary', ref_id: g.id, title: g.term, url, host_id: null, starts_at: null, state: null },
    { title: g.term, body: [g.category, ...g.definitions].join(' · '), host: '' },
  )
}

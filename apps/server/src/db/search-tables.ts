import type { Generated } from 'kysely'

export type SearchKind = 'space' | 'host' | 'reading' | 'glossary'

/** One thing search finds, its text folded by the app (migration 0020, docs/decisions/0220-search-index.md). */
export interface SearchDocsTable {
  id: Generated<number>
  kind: SearchKind
  /** The id of the Space, user, reading item or glossary term. */
  ref_id: number
  /** As shown: a Space's title, a host's name, an item's title, a term. */
  title: string
  /** The text a snippet is cut from: a description, a bio, a summary, the definitions. */
  body: string
  url: string
  host_id: number | null
  /** A Space's scheduled start; null for everything else. */
  starts_at: number | null
  /** A Space's state as search shows it: upcoming, ended or canceled. */
  state: string | null
  /** Folded text, each padded with a space at both ends so a word is always ` word `. */
  title_norm: string
  body_norm: string
  host_norm: string
  /** The three, separated by ` | ` (never folded text), what the trigram indexes hold. */
  all_norm: string
}

/** Rows a write changed since the index last read them (filled by triggers). */
export interface SearchDirtyTable {
  id: Generated<number>
  kind: SearchKind
  ref_id: number
}

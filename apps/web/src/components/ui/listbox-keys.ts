/**
 * The keyboard model of a single-select listbox (WAI-ARIA APG "Listbox"), as pure functions so it
 * can be tested without a browser. Arrow keys, Home/End and PageUp/PageDown move the active option;
 * printable characters jump to the next option whose label (or a part of it after a '/') starts
 * with what was typed; Enter and Space choose the active option.
 */

/** Typed characters further apart than this start a new search. */
export const TYPEAHEAD_RESET_MS = 500
/** How far PageUp/PageDown move. */
export const LISTBOX_PAGE_SIZE = 10

export type Typeahead = { query: string; at: number }

export type ListboxKeyInput = {
  key: string
  /** Ctrl, Alt or Meta held: the key belongs to the browser or the system, not to the list. */
  hasModifier?: boolean
  activeIndex: number
  labels: readonly string[]
  typeahead: Typeahead | null
  now: number
}

export type ListboxKeyResult =
  /** Focus moves to `index` (it may be the same option). */
  | { action: 'move'; index: number; typeahead: Typeahead | null }
  /** The option at `index` is chosen. */
  | { action: 'select'; index: number }
  /** Not a listbox key: let it through (Tab, Escape, shortcuts). */
  | { action: 'ignore' }

const clamp = (index: number, count: number) => Math.min(Math.max(index, 0), count - 1)

/** The index a navigation key leads to, or null for any other key. Movement stops at the ends. */
export function indexForNavigationKey(key: string, activeIndex: number, count: number): number | null {
  if (count === 0) return null
  switch (key) {
    case 'ArrowDown':
      return clamp(activeIndex + 1, count)
    case 'ArrowUp':
      return clamp(activeIndex - 1, count)
    case 'Home':
      return 0
    case 'End':
      return count - 1
    case 'PageDown':
      return clamp(activeIndex + LISTBOX_PAGE_SIZE, count)
    case 'PageUp':
      return clamp(activeIndex - LISTBOX_PAGE_SIZE, count)
    default:
      return null
  }
}

/** Lower case, and '_' read as a space: 'America/New_York' matches 'new york'. */
function normalise(text: string): string {
  return text.toLocaleLowerCase('en-US').replaceAll('_', ' ')
}

/** The label starts with the query, or one of its parts after a '/' does ('tok' finds Asia/Tokyo). */
export function labelMatches(label: string, query: string): boolean {
  const text = normalise(label)
  const wanted = normalise(query)
  return text.startsWith(wanted) || text.split('/').some((part) => part.startsWith(wanted))
}

/**
 * The option the query leads to, searching forward from `activeIndex` and wrapping round.
 * A longer query keeps the active option when it still matches; a single character (or the same one
 * repeated: 'aaa') moves on to the next match, so pressing a letter again cycles through its options.
 * Returns -1 when nothing matches.
 */
export function findTypeaheadMatch(labels: readonly string[], query: string, activeIndex: number): number {
  if (labels.length === 0 || query === '') return -1
  const isRepeat = [...query].every((char) => char === query[0])
  const search = isRepeat ? (query[0] ?? '') : query
  const start = isRepeat ? activeIndex + 1 : activeIndex
  for (let step = 0; step < labels.length; step++) {
    const index = (((start + step) % labels.length) + labels.length) % labels.length
    if (labelMatches(labels[index] ?? '', search)) return index
  }
  return -1
}

/** A key press on the listbox: where focus goes, whether an option is chosen, the new search. */
export function listboxKeyDown(input: ListboxKeyInput): ListboxKeyResult {
  const { key, activeIndex, labels, now } = input
  if (input.hasModifier || labels.length === 0) return { action: 'ignore' }
  const typeahead = input.typeahead && now - input.typeahead.at <= TYPEAHEAD_RESET_MS ? input.typeahead : null

  const next = indexForNavigationKey(key, activeIndex, labels.length)
  if (next !== null) return { action: 'move', index: next, typeahead: null }

  // While a search is under way, Space is part of it ('new york'); otherwise it chooses.
  const isSearchSpace = key === ' ' && typeahead !== null
  if (key === 'Enter' || (key === ' ' && !isSearchSpace)) return { action: 'select', index: activeIndex }

  if ([...key].length !== 1) return { action: 'ignore' }
  const query = (typeahead?.query ?? '') + key
  const match = findTypeaheadMatch(labels, query, activeIndex)
  return { action: 'move', index: match === -1 ? activeIndex : match, typeahead: { query, at: now } }
}

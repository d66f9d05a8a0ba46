import { setImmediate as nextTurn } from 'node:timers/promises'

/**
 * Items written per turn of the event loop by the large answers (a calendar of 5,000 events, a
 * sitemap of 50,000 URLs): small enough that one slice takes a millisecond or two, so other requests
 * (`/healthz` among them) are answered between slices (docs/architecture.md, "When data can be stale").
 */
export const SLICE_ITEMS = 50

/**
 * `write` applied to every item, a slice at a time, yielding to the event loop between slices; the
 * pieces joined in order.
 */
export async function writeInSlices<T>(
  items: readonly T[],
  write: (item: T) => string,
  size = SLICE_ITEMS,
): Promise<string> {
  // Each slice joined at once: the final join then copies a few hundred strings, not 50,000.
  const slices: string[] = []
  const parts: string[] = []
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await nextTurn()
    const end = Math.min(items.length, start + size)
    parts.length = 0
    for (let i = start; i < end; i++) parts.push(write(items[i] as T))
    slices.push(parts.join(''))
  }
  return slices.join('')
}

/** `map` applied to every item, a slice at a time, yielding to the event loop between slices. */
export async function mapInSlices<T, U>(
  items: readonly T[],
  map: (item: T) => U,
  size = SLICE_ITEMS,
): Promise<U[]> {
  const out: U[] = []
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await nextTurn()
    const end = Math.min(items.length, start + size)
    for (let i = start; i < end; i++) out.push(map(items[i] as T))
  }
  return out
}

/** What merging needs of a Space. */
export interface MergeableSpace {
  id: number | string
  scheduled_start: number
}

/**
 * One list from the per-host answers: merged, de-duplicated by id (the first
 * copy wins) and sorted by scheduled_start descending; equal starts order by id descending, so the
 * result does not depend on the order the answers arrived in.
 */
export function mergeSpaceLists<T extends MergeableSpace>(lists: readonly (readonly T[])[]): T[] {
  const byId = new Map<T['id'], T>()
  for (const list of lists) {
    for (const space of list) {
      if (!byId.has(space.id)) byId.set(space.id, space)
    }
  }
  return [...byId.values()].sort(
    (a, b) => b.scheduled_start - a.scheduled_start || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  )
}

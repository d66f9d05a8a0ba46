/**
 * PostgreSQL: one read of a data version under way at a time per instance; requests arriving while
 * it is under way share its answer (each cached answer cost a round trip of its own, and
 * under load most now cost none). A change committed elsewhere is seen at most one round trip late,
 * the same window as between reading a version and reading the data; a write of this instance
 * (`noteWrite`) makes the next read start afresh, so its client reads its own write.
 */
export function sharedReads(read: (name: string) => Promise<number>) {
  const underWay = new Map<string, { generation: number; version: Promise<number> }>()
  let generation = 0
  return {
    readDataVersion: (name: string): Promise<number> => {
      const current = underWay.get(name)
      if (current && current.generation === generation) return current.version
      const entry = { generation, version: read(name) }
      underWay.set(name, entry)
      const done = () => {
        if (underWay.get(name) === entry) underWay.delete(name)
      }
      entry.version.then(done, done)
      return entry.version
    },
    noteWrite: () => {
      generation += 1
    },
  }
}

/**
 * SQLite: a data version read at most once per turn of the event loop (the read was the
 * largest single cost of a cache hit). Requests handled in one turn share it; the next turn reads
 * afresh, so a commit by another connection is seen by the next request that arrives after it. A
 * query of this process (`forget`, after every query it runs) makes the next read fresh at once, so a
 * write is seen by the very next read, even within one turn.
 */
export function turnReads(read: (name: string) => number) {
  const known = new Map<string, number>()
  let clearing = false
  return {
    read(name: string): number {
      const remembered = known.get(name)
      if (remembered !== undefined) return remembered
      const version = read(name)
      known.set(name, version)
      if (!clearing) {
        clearing = true
        setImmediate(() => {
          clearing = false
          known.clear()
        })
      }
      return version
    },
    forget: () => known.clear(),
  }
}

import type pg from 'pg'

const TIMING = {
  /** The listening connection reads every version this often, which also proves it is alive. */
  confirmEveryMs: 1000,
  /** Versions are trusted this long after the listening connection last answered; then they are read. */
  trustedForMs: 3000,
}
const RECONNECT_FIRST_MS = 500
const RECONNECT_MAX_MS = 10_000
const CHANNEL = 'data_versions'

/** The reads pushed versions stand in for, and fall back on (sharedReads in db/client.ts). */
export interface VersionReads {
  readDataVersion: (name: string) => Promise<number>
  noteWrite: () => void
}

/**
 * PostgreSQL: data versions pushed by the database instead of read for every cached answer
 * (the read was a round trip per hit). A connection of its own LISTENs on `data_versions`, where a
 * trigger announces every bump at commit (migration 0010), and reads all versions every second, which
 * also proves it is alive. A version is known without a query when
 * - the listening connection answered within the last 3 s (else the connection may be gone
 *   without a word, and every version is read again until it is back), and
 * - no write of this instance has finished since the version was last read or confirmed: a write's own
 *   notification may still be on its way, and a client must read its own write at once.
 * Otherwise, and until the connection is first up (it starts on the first read, so a seed script
 * never opens it), versions are read as before. A change by another instance is known when its
 * notification arrives, as soon as a read of it would have seen it.
 */
export function pushedVersions(connect: () => pg.Client, reads: VersionReads, timing = TIMING) {
  const known = new Map<string, number>()
  /** Per data set, the count of this instance's finished writes its known version has caught up with. */
  const caughtUp = new Map<string, number>()
  let writes = 0
  let listener: pg.Client | undefined
  let started = false
  let stopped = false
  let confirmedAt = 0
  let confirming: NodeJS.Timeout | undefined
  let retryMs = RECONNECT_FIRST_MS

  const learn = (name: string, version: number, writesBefore: number) => {
    if (version > (known.get(name) ?? Number.NEGATIVE_INFINITY)) known.set(name, version)
    if ((caughtUp.get(name) ?? -1) < writesBefore) caughtUp.set(name, writesBefore)
  }

  async function confirm(client: pg.Client): Promise<void> {
    const [askedAt, writesBefore] = [Date.now(), writes]
    const { rows } = await client.query<{ name: string; version: string | number }>(
      'select name, version from data_versions',
    )
    if (client !== listener) return
    for (const row of rows) learn(row.name, Number(row.version), writesBefore)
    confirmedAt = askedAt
  }

  function lost(client: pg.Client): void {
    if (client !== listener) return
    listener = undefined
    clearInterval(confirming)
    client.end().catch(() => {})
    if (stopped) return
    setTimeout(listen, retryMs).unref()
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS)
  }

  async function listen(): Promise<void> {
    if (stopped) return
    const client = connect()
    listener = client
    client.on('error', () => lost(client))
    client.on('end', () => lost(client))
    client.on('notification', ({ channel, payload }) => {
      const [name, version] = (channel === CHANNEL && payload ? payload : '').split(' ')
      if (name && version) learn(name, Number(version), -1)
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${CHANNEL}`)
      // Read after LISTEN: a bump committed after this read is announced to this connection.
      await confirm(client)
      retryMs = RECONNECT_FIRST_MS
      confirming = setInterval(() => confirm(client).catch(() => lost(client)), timing.confirmEveryMs)
      confirming.unref()
    } catch {
      lost(client)
    }
  }

  function versionNow(name: string): number | undefined {
    if (!started) {
      started = true
      void listen()
    }
    const trusted = listener !== undefined && Date.now() - confirmedAt <= timing.trustedForMs
    if (!trusted || caughtUp.get(name) !== writes) return undefined
    return known.get(name)
  }

  return {
    versionNow,
    readDataVersion(name: string): Promise<number> {
      const now = versionNow(name)
      if (now !== undefined) return Promise.resolve(now)
      const writesBefore = writes
      return reads.readDataVersion(name).then((version) => {
        learn(name, version, writesBefore)
        return version
      })
    },
    noteWrite(): void {
      writes += 1
      reads.noteWrite()
    },
    async close(): Promise<void> {
      stopped = true
      const client = listener
      listener = undefined
      clearInterval(confirming)
      await client?.end().catch(() => {})
    },
  }
}

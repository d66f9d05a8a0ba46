import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { addEmbedViews } from './embed.queries'

const DAY_SECONDS = 24 * 60 * 60
/** How often counted views are written: a busy embed costs one upsert per host and interval. */
export const EMBED_VIEWS_FLUSH_MS = 10_000

interface PendingRow {
  host_id: number
  day: number
  views: number
  /** Flushes that failed to write it so far. */
  attempts?: number
}

const MAX_ATTEMPTS = 3

/**
 * Views of embedded schedules, counted per host and UTC day. An embed view is a cached page answered
 * without touching the database, so counting each one with a write would cost more than the page:
 * views add up in memory and are written every EMBED_VIEWS_FLUSH_MS, when the counts are read, and
 * at shutdown. A crash loses at most one interval of views, a trade made on purpose for a counter
 * that is an estimate anyway (it also counts crawlers and reloads).
 */
export class EmbedViewCounter {
  private pending = new Map<string, PendingRow>()
  private readonly timer: NodeJS.Timeout

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timer = setInterval(() => void this.flush(), EMBED_VIEWS_FLUSH_MS)
    this.timer.unref()
  }

  /** One view of a page showing these hosts' Spaces, at `now` (unix seconds). */
  count(hostIds: readonly number[], now: number): void {
    const day = now - (now % DAY_SECONDS)
    for (const hostId of hostIds) this.add({ host_id: hostId, day, views: 1 })
  }

  private add(row: PendingRow): void {
    const key = `${row.host_id}:${row.day}`
    const entry = this.pending.get(key)
    if (entry) entry.views += row.views
    else this.pending.set(key, { ...row })
  }

  /**
   * Writes what was counted. When the batch fails, each row is tried alone, and a row that still
   * fails (its host deleted meanwhile, the database away) is kept for MAX_ATTEMPTS flushes in all.
   */
  async flush(): Promise<void> {
    if (this.pending.size === 0) return
    const rows = [...this.pending.values()]
    this.pending = new Map()
    try {
      await addEmbedViews(this.db, rows)
    } catch {
      for (const row of rows) {
        try {
          await addEmbedViews(this.db, [row])
        } catch (err) {
          const attempts = (row.attempts ?? 1) + 1
          if (attempts <= MAX_ATTEMPTS) this.add({ ...row, attempts })
          else this.log.warn({ err, hostId: row.host_id }, 'embed views dropped after repeated failures')
        }
      }
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer)
    await this.flush()
  }
}

export { DAY_SECONDS }

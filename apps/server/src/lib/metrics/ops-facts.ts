import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import type { MailHoldState } from '../mail-hold'
import {
  countOutboxMessages,
  OUTBOXES,
  readOutboxQueue,
  readXImportRow,
  type XImportRow,
} from './ops.queries'

/** One outbox's queue: rows waiting (retries included) and how long the oldest has waited. */
export interface OutboxQueue {
  name: string
  label: string
  depth: number
  oldestAgeSeconds: number
}

/** The X import as the database has it (one run at a time across instances). */
export interface XImportFacts {
  /** Runs on its interval (X_SYNC_INTERVAL_SECONDS above 0, and it can run here). */
  periodic: boolean
  offReason: string | null
  intervalSeconds: number
  lastStartedAt: number | null
  lastFinishedAt: number | null
  /** The last finished run's error, or null when it went well (or none finished). */
  lastError: string | null
  /** X's rate limit: no call before this time, or null. */
  notBefore: number | null
  /**
   * Seconds past due: since the last run started (or this instance started, before any) beyond the
   * interval; null when the import does not run on an interval.
   */
  lagSeconds: number | null
  /** Finished runs that recorded an error, as this instance saw them (see XImportErrors). */
  errorsSeen: number
}

/** What `/readyz`, `/metrics` and the Health screen read from the database, cheaply. */
export interface QueueFacts {
  outboxes: OutboxQueue[]
  xImport: XImportFacts
}

/** Every outbox row by outbox, channel and status (a count over the whole tables). */
export type MessageCounts = { outbox: string; channel: string; status: string; count: number }[]

export interface OpsFactsOptions {
  db: Kysely<Database>
  /** The mail hold as this instance sees it (MAIL_HOLD=on included). */
  readMailHold: () => Promise<MailHoldState>
  xImport: { intervalSeconds: number; offReason: string | null }
  /** When this instance started (unix seconds). */
  startedAt: number
}

/**
 * Finished X import runs that recorded an error, counted as this instance sees the state row change
 * (at each read of these facts, and after each run of the import on this instance). A run that
 * started and finished between two reads of another instance is counted by the instance that ran it.
 */
export class XImportErrors {
  count = 0
  private hasLooked = false
  private lastRun: string | null = null

  /** The first look only remembers the run: an error from before this instance started is not new. */
  see(row: XImportRow | undefined): void {
    const run = row?.last_finished_at == null ? null : `${row.last_started_at}:${row.last_finished_at}`
    if (this.hasLooked && run !== null && run !== this.lastRun && row?.error != null) this.count += 1
    this.hasLooked = true
    if (run !== null) this.lastRun = run
  }
}

/**
 * Answers from one read for callers within `maxAgeMs` of it, and shares a read under way, so
 * probes and scrapes arriving together cost one set of queries.
 */
export function recent<T>(maxAgeMs: (lastReadMs: number) => number, read: () => Promise<T>) {
  let last: { at: number; tookMs: number; value: Promise<T> } | undefined
  return (): Promise<T> => {
    const now = performance.now()
    if (last && now - last.at < maxAgeMs(last.tookMs)) return last.value
    const entry = { at: now, tookMs: 0, value: read() }
    last = entry
    entry.value.then(
      () => {
        entry.tookMs = performance.now() - entry.at
      },
      // A failed read is not kept: the next caller reads again.
      () => {
        if (last === entry) last = undefined
      },
    )
    return entry.value
  }
}

const seconds = (value: unknown) => (value == null ? null : Number(value))

/**
 * The facts about the site's queues and the X import, read from the database: the queues at most
 * once a second (a load balancer may probe `/readyz` every second), the counts over whole tables at
 * most every 5 seconds, and never more than 2% of the time (a scan of a large table on SQLite holds
 * the one thread while it runs).
 */
export function createOpsFacts(options: OpsFactsOptions) {
  const { db, xImport } = options
  const xImportErrors = new XImportErrors()
  const periodic = xImport.offReason === null && xImport.intervalSeconds > 0

  const queues = recent(
    () => 1000,
    async (): Promise<QueueFacts> => {
      const now = Date.now() / 1000
      const [outboxes, row] = await Promise.all([
        Promise.all(
          OUTBOXES.map(async (outbox) => {
            const queue = await readOutboxQueue(db, outbox)
            const waited = queue.oldestSince === null ? 0 : Math.max(0, now - queue.oldestSince)
            return { name: outbox.name, label: outbox.label, depth: queue.depth, oldestAgeSeconds: waited }
          }),
        ),
        readXImportRow(db),
      ])
      xImportErrors.see(row)
      const lastStartedAt = seconds(row?.last_started_at)
      const lastFinishedAt = seconds(row?.last_finished_at)
      const notBefore = seconds(row?.not_before)
      return {
        outboxes,
        xImport: {
          periodic,
          offReason: xImport.offReason,
          intervalSeconds: xImport.intervalSeconds,
          lastStartedAt,
          lastFinishedAt,
          lastError: lastFinishedAt === null ? null : (row?.error ?? null),
          notBefore: notBefore !== null && notBefore > now ? notBefore : null,
          lagSeconds: periodic
            ? Math.max(0, now - (lastStartedAt ?? options.startedAt) - xImport.intervalSeconds)
            : null,
          errorsSeen: xImportErrors.count,
        },
      }
    },
  )

  const counts = recent(
    (tookMs) => Math.max(5000, tookMs * 50),
    async (): Promise<MessageCounts> => {
      const perOutbox = await Promise.all(
        OUTBOXES.map(async (outbox) =>
          (await countOutboxMessages(db, outbox)).map((row) => ({ outbox: outbox.name, ...row })),
        ),
      )
      return perOutbox.flat()
    },
  )

  return {
    queues,
    counts,
    /** The mail hold, read afresh each time (one row): a release is seen by the very next probe. */
    mail: options.readMailHold,
    /** Takes note of the X import's last run as it stands (at start, and after this instance ran it). */
    seeXImport: async () => xImportErrors.see(await readXImportRow(db)),
  }
}

export type OpsFacts = ReturnType<typeof createOpsFacts>

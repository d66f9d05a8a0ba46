import type { Locale } from '@spaces/shared/i18n/locales'
import type { TXSyncStatus } from '@spaces/shared/schemas/spaces'
import type { XSyncConfig } from '../../config'
import { translate } from '../../i18n/translate'
import { nowSeconds } from '../../lib/time'
import type { readSyncState } from './x-sync.queries'

type StateRow = Awaited<ReturnType<typeof readSyncState>>

/** The X import's state; why it is off is said in `locale`. */
export function presentSyncStatus(config: XSyncConfig, row: StateRow, locale: Locale): TXSyncStatus {
  const lastRun =
    row?.last_started_at != null
      ? {
          started_at: Number(row.last_started_at),
          finished_at: row.last_finished_at == null ? null : Number(row.last_finished_at),
          hosts: row.hosts,
          calls: row.calls,
          created: row.created,
          updated: row.updated,
          ended: row.ended,
          canceled: row.canceled,
          skipped: row.skipped,
          error: row.error,
        }
      : null
  const notBefore = row ? Number(row.not_before) : 0
  return {
    enabled: config.offReason === null,
    off_reason: config.offReason === null ? null : translate(locale, config.offReason),
    interval_seconds: config.intervalSeconds,
    not_before: notBefore > nowSeconds() ? notBefore : null,
    last_run: lastRun,
  }
}

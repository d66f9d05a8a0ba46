import type { TXSyncRun } from '@spaces/shared/schemas/spaces'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useId } from 'react'
import { LoadingState } from '../../../components/ui/loading-state'
import { useViewerTimeZone } from '../../../entities/viewer/use-viewer-time-zone'
import { serverMessageOr } from '../../../lib/server-message'
import { formatDateTimeWithYearInZone } from '../../../lib/time'
import { useSyncNow, xSyncQueryOptions } from '../api/x-sync'
import { runReachText, syncScheduleText } from '../x-sync-text'

/** 'created 2, updated 5, ended 1, canceled 0, skipped 12' for a run. */
export function runCountsText(run: TXSyncRun): string {
  return `created ${run.created}, updated ${run.updated}, ended ${run.ended}, canceled ${run.canceled}, skipped ${run.skipped}`
}

/** Manage Hosts' "Import from X" card: the last run (time, counts, error) and Sync now. */
export function XSyncPanel() {
  const status = useQuery(xSyncQueryOptions())
  const syncNow = useSyncNow()
  const { zone } = useViewerTimeZone()
  const headingId = useId()
  const when = (unix: number) => formatDateTimeWithYearInZone(unix, zone)

  let body: ReactNode
  if (status.isPending) body = <LoadingState label="Loading the X import..." />
  else if (status.isError) {
    body = (
      <div role="alert">
        <p>The X import's status could not be loaded.</p>
        <button type="button" className="button button--secondary" onClick={() => void status.refetch()}>
          Try again
        </button>
      </div>
    )
  } else {
    const {
      last_run: run,
      enabled,
      off_reason: offReason,
      interval_seconds: interval,
      not_before: notBefore,
    } = status.data
    body = (
      <>
        <p className="x-sync__schedule">
          {!enabled
            ? offReason
            : interval > 0
              ? syncScheduleText(interval)
              : 'Runs only when you press Sync now (X_SYNC_INTERVAL_SECONDS=0).'}
        </p>
        {run === null ? (
          <p>No run yet.</p>
        ) : (
          <dl className="x-sync__run">
            <dt>Last run</dt>
            <dd>
              {when(run.started_at)}
              {run.finished_at === null ? ' (still running, or stopped before it finished)' : ''}
            </dd>
            <dt>Counts</dt>
            <dd>
              {runCountsText(run)} ({runReachText(run)})
            </dd>
            {run.error ? (
              <>
                <dt>Error</dt>
                <dd className="x-sync__error">{run.error}</dd>
              </>
            ) : null}
          </dl>
        )}
        {notBefore !== null ? <p>X's rate limit: the next call waits until {when(notBefore)}.</p> : null}
        {enabled ? (
          <button
            type="button"
            className="button button--primary"
            disabled={syncNow.isPending}
            onClick={() => syncNow.mutate()}
          >
            {syncNow.isPending ? 'Syncing…' : 'Sync now'}
          </button>
        ) : null}
        <p className="x-sync__result" role="status">
          {syncNow.isSuccess ? `Synced: ${runCountsText(syncNow.data)}.` : ''}
        </p>
        {syncNow.isError ? (
          <p className="x-sync__error" role="alert">
            {serverMessageOr(syncNow.error, 'The sync could not run. Please try again.')}
          </p>
        ) : null}
      </>
    )
  }
  return (
    <section className="card x-sync" aria-labelledby={headingId}>
      <h2 id={headingId} className="x-sync__title">
        Import from X
      </h2>
      {body}
    </section>
  )
}

import type { TXSyncRun } from '@spaces/shared/schemas/spaces'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useId } from 'react'
import { LoadingState } from '../../../components/ui/loading-state'
import { useViewerTimeZone } from '../../../entities/viewer/use-viewer-time-zone'
import { t } from '../../../i18n/i18n'
import { serverMessageOr } from '../../../lib/server-message'
import { formatDateTimeWithYearInZone } from '../../../lib/time'
import { useSyncNow, xSyncQueryOptions } from '../api/x-sync'
import { runReachText, syncScheduleText } from '../x-sync-text'

/** 'created 2, updated 5, ended 1, canceled 0, skipped 12' for a run. */
export function runCountsText(run: TXSyncRun): string {
  return t('created {created}, updated {updated}, ended {ended}, canceled {canceled}, skipped {skipped}', {
    created: run.created,
    updated: run.updated,
    ended: run.ended,
    canceled: run.canceled,
    skipped: run.skipped,
  })
}

/** Manage Hosts' "Import from X" card: the last run (time, counts, error) and Sync now. */
export function XSyncPanel() {
  const status = useQuery(xSyncQueryOptions())
  const syncNow = useSyncNow()
  const { zone } = useViewerTimeZone()
  const headingId = useId()
  const when = (unix: number) => formatDateTimeWithYearInZone(unix, zone)

  let body: ReactNode
  if (status.isPending) body = <LoadingState label={t('Loading the X import...')} />
  else if (status.isError) {
    body = (
      <div role="alert">
        <p>{t("The X import's status could not be loaded.")}</p>
        <button type="button" className="button button--secondary" onClick={() => void status.refetch()}>
          {t('Try again')}
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
              : t('Runs only when you press Sync now (X_SYNC_INTERVAL_SECONDS=0).')}
        </p>
        {run === null ? (
          <p>{t('No run yet.')}</p>
        ) : (
          <dl className="x-sync__run">
            <dt>{t('Last run')}</dt>
            <dd>
              <time dateTime={new Date(run.started_at * 1000).toISOString()}>{when(run.started_at)}</time>
              {run.finished_at === null ? ` ${t('(still running, or stopped before it finished)')}` : ''}
            </dd>
            <dt>{t('Counts')}</dt>
            <dd>
              {runCountsText(run)} ({runReachText(run)})
            </dd>
            {run.error ? (
              <>
                <dt>{t('Error')}</dt>
                <dd className="x-sync__error">{run.error}</dd>
              </>
            ) : null}
          </dl>
        )}
        {notBefore !== null ? (
          <p>{t("X's rate limit: the next call waits until {time}.", { time: when(notBefore) })}</p>
        ) : null}
        {enabled ? (
          <button
            type="button"
            className="button button--primary"
            disabled={syncNow.isPending}
            onClick={() => syncNow.mutate()}
          >
            {syncNow.isPending ? t('Syncing…') : t('Sync now')}
          </button>
        ) : null}
        <p className="x-sync__result" role="status">
          {syncNow.isSuccess ? t('Synced: {counts}.', { counts: runCountsText(syncNow.data) }) : ''}
        </p>
        {syncNow.isError ? (
          <p className="x-sync__error" role="alert">
            {serverMessageOr(syncNow.error, t('The sync could not run. Please try again.'))}
          </p>
        ) : null}
      </>
    )
  }
  return (
    <section className="card x-sync" aria-labelledby={headingId}>
      <h2 id={headingId} className="x-sync__title">
        {t('Import from X')}
      </h2>
      {body}
    </section>
  )
}

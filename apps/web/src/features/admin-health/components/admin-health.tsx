import { useQuery } from '@tanstack/react-query'
import { LoadingState } from '../../../components/ui/loading-state'
import { useViewerTimeZone } from '../../../entities/viewer/use-viewer-time-zone'
import { adminHealthQueryOptions } from '../api/get-admin-health'
import { HealthSummary, InstanceSection, MailSection } from './health-overview'
import { When } from './health-parts'
import { JobsSection, QueuesSection, XImportSection } from './health-work'
import './admin-health.css'
import { Placed, slot } from '../../../components/ui/placed'
import { t } from '../../../i18n/i18n'

/**
 * The Health screen: what `/readyz` and `/metrics` say, in plain words, for an admin without
 * Prometheus. The jobs and the mail server are those of the instance that answered.
 */
export function AdminHealth() {
  const health = useQuery(adminHealthQueryOptions())
  const { zone } = useViewerTimeZone()

  if (health.isPending) return <LoadingState label={t("Loading the site's health...")} />
  if (health.isError && !health.data) {
    return (
      <div className="card health__error" role="alert">
        <p>{t("The site's health could not be loaded.")}</p>
        <button type="button" className="button button--secondary" onClick={() => void health.refetch()}>
          {t('Try again')}
        </button>
      </div>
    )
  }
  const { data } = health
  return (
    <div className="health">
      <div className="health__header">
        <p className="health__checked">
          <Placed
            text={t('As of {time}', { time: slot('time') })}
            nodes={{ time: <When at={data.now} zone={zone} /> }}
          />
        </p>
        <button
          type="button"
          className="button button--secondary"
          disabled={health.isFetching}
          onClick={() => void health.refetch()}
        >
          {health.isFetching ? t('Refreshing...') : t('Refresh')}
        </button>
      </div>
      <HealthSummary health={data} />
      <MailSection health={data} zone={zone} />
      <QueuesSection health={data} zone={zone} />
      <XImportSection health={data} zone={zone} />
      <JobsSection health={data} zone={zone} />
      <InstanceSection health={data} zone={zone} />
    </div>
  )
}

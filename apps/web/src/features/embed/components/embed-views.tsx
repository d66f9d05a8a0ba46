import { useQuery } from '@tanstack/react-query'
import { LoadingState } from '../../../components/ui/loading-state'
import { t } from '../../../i18n/i18n'
import { embedViewsQueryOptions } from '../api/get-embed-views'

/** The host's embed views: the last 30 days and today, or why there are none. */
export function EmbedViews({ hostId }: { hostId: number | undefined }) {
  const views = useQuery(embedViewsQueryOptions(hostId))
  if (views.isPending) return <LoadingState label={t('Loading embed views...')} />
  if (views.isError) {
    return (
      <div className="embed-views" role="alert">
        <p>{t('The embed views could not be loaded.')}</p>
        <button type="button" className="button button--secondary" onClick={() => void views.refetch()}>
          {t('Try again')}
        </button>
      </div>
    )
  }
  const { last_30_days: month, today } = views.data
  return (
    <p className="embed-views">
      {month === 0
        ? t(
            'No embed views in the last 30 days. They are counted when the schedule is shown on another site.',
          )
        : t(
            'Embed views: {month, plural, one {# view} other {# views}} in the last 30 days, {today, plural, one {# view} other {# views}} today.',
            { month, today },
          )}
    </p>
  )
}

import { useQuery } from '@tanstack/react-query'
import { LoadingState } from '../../../components/ui/loading-state'
import { embedViewsQueryOptions } from '../api/get-embed-views'

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** The host's embed views: the last 30 days and today, or why there are none. */
export function EmbedViews({ hostId }: { hostId: number | undefined }) {
  const views = useQuery(embedViewsQueryOptions(hostId))
  if (views.isPending) return <LoadingState label="Loading embed views..." />
  if (views.isError) {
    return (
      <div className="embed-views" role="alert">
        <p>The embed views could not be loaded.</p>
        <button type="button" className="button button--secondary" onClick={() => void views.refetch()}>
          Try again
        </button>
      </div>
    )
  }
  const { last_30_days: month, today } = views.data
  return (
    <p className="embed-views">
      {month === 0
        ? 'No embed views in the last 30 days. They are counted when the schedule is shown on another site.'
        : `Embed views: ${count(month, 'view', 'views')} in the last 30 days, ${count(today, 'view', 'views')} today.`}
    </p>
  )
}

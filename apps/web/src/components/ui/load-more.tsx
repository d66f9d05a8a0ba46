import './load-more.css'
/** What a paged list tells the button that loads its next page. */
export interface Paged {
  hasMore: boolean
  isLoadingMore: boolean
  loadMore: () => void
}

/**
 * Loads the next page of a list that comes a page at a time. Shown only while there is
 * one; it keeps its place and says it is loading, so nothing below it jumps.
 */
export function LoadMore({
  list,
  label,
  loadingLabel,
}: {
  list: Paged
  label: string
  loadingLabel: string
}) {
  if (!list.hasMore) return null
  return (
    <div className="load-more">
      <button
        type="button"
        className="button button--secondary"
        onClick={list.loadMore}
        disabled={list.isLoadingMore}
        aria-busy={list.isLoadingMore}
      >
        {list.isLoadingMore ? loadingLabel : label}
      </button>
    </div>
  )
}

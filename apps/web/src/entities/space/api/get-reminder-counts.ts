import { REMINDER_COUNTS_MAX_IDS, ZReminderCountsResponse } from '@spaces/shared/schemas/notifications'
import { useQueries } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { REMINDER_COUNTS_QUERY_KEY } from './reminder-counts-query-key'

/**
 * `GET /api/spaces/reminder-counts?ids=`: how many asked to be reminded of each of `spaceIds`, one
 * call per hundred Spaces (the server's cap). Maps a Space id to its count; a Space still loading, or
 * whose call failed, is absent (its count is simply not shown).
 */
export function useReminderCounts(spaceIds: readonly number[]): ReadonlyMap<number, number> {
  const ids = [...new Set(spaceIds)].sort((a, b) => a - b)
  const chunks: number[][] = []
  for (let i = 0; i < ids.length; i += REMINDER_COUNTS_MAX_IDS)
    chunks.push(ids.slice(i, i + REMINDER_COUNTS_MAX_IDS))
  return useQueries({
    queries: chunks.map((chunk) => ({
      queryKey: [...REMINDER_COUNTS_QUERY_KEY, chunk.join(',')],
      queryFn: async () =>
        (
          await api.get(
            `/api/spaces/reminder-counts?ids=${chunk.join(',')}`,
            import.meta.env.DEV && ZReminderCountsResponse,
          )
        ).data,
      staleTime: 60_000,
    })),
    combine: (answers) =>
      new Map(
        answers.flatMap((answer) => answer.data ?? []).map((row) => [row.space_id, row.reminder_count]),
      ),
  })
}

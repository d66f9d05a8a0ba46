import { ZRemindedSpacesResponse, ZReminderStateResponse } from '@spaces/shared/schemas/answers'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { spaceQueryOptions } from '../../../entities/space/api/get-spaces'
import { REMINDER_COUNTS_QUERY_KEY } from '../../../entities/space/api/reminder-counts-query-key'
import { api } from '../../../lib/api-client'

export const REMINDERS_QUERY_KEY = ['notifications', 'reminders'] as const

/**
 * `GET /api/spaces/reminders`: the ids of the Spaces the caller asked to be reminded of. Space lists
 * are cached and shared between callers, so every "Remind me" reads this one small answer.
 */
export function remindedSpacesQueryOptions(isLoggedIn: boolean) {
  return queryOptions({
    queryKey: REMINDERS_QUERY_KEY,
    queryFn: async () =>
      (await api.get('/api/spaces/reminders', import.meta.env.DEV && ZRemindedSpacesResponse)).space_ids,
    enabled: isLoggedIn,
    staleTime: 60_000,
  })
}

export function useRemindedSpaces(isLoggedIn: boolean) {
  return useQuery(remindedSpacesQueryOptions(isLoggedIn))
}

type ReminderChange = { spaceId: number; remind: boolean }

/** `POST|DELETE /api/spaces/{id}/reminder`, optimistic, rolled back when the server refuses. */
export function useReminderMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ spaceId, remind }: ReminderChange) => {
      const path = `/api/spaces/${encodeURIComponent(String(spaceId))}/reminder`
      return remind
        ? api.post(path, import.meta.env.DEV && ZReminderStateResponse)
        : api.delete(path, import.meta.env.DEV && ZReminderStateResponse)
    },
    onMutate: async ({ spaceId, remind }) => {
      await queryClient.cancelQueries({ queryKey: REMINDERS_QUERY_KEY })
      const previous = queryClient.getQueryData<number[]>(REMINDERS_QUERY_KEY)
      const others = (previous ?? []).filter((id) => id !== spaceId)
      queryClient.setQueryData<number[]>(REMINDERS_QUERY_KEY, remind ? [...others, spaceId] : others)
      return { previous }
    },
    onError: (_error, _change, context) => queryClient.setQueryData(REMINDERS_QUERY_KEY, context?.previous),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: REMINDER_COUNTS_QUERY_KEY })
      queryClient.setQueryData<number[]>(REMINDERS_QUERY_KEY, (ids = []) => {
        const others = ids.filter((id) => id !== answer.space_id)
        return answer.reminder_set ? [...others, answer.space_id] : others
      })
      // The single Space answer carries the count and the caller's state: keep it true.
      queryClient.setQueryData(spaceQueryOptions(answer.space_id).queryKey, (space) =>
        space
          ? { ...space, reminder_count: answer.reminder_count, reminder_set: answer.reminder_set }
          : space,
      )
    },
  })
}

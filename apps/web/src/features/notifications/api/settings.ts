import {
  type TNotificationSettings,
  type TNotificationSettingsUpdate,
  ZNotificationSettings,
  ZNotificationSettingsResponse,
} from '@spaces/shared/schemas/notifications'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export type NotificationSettings = TNotificationSettings

export const SETTINGS_QUERY_KEY = ['notifications', 'settings'] as const

/** `GET /api/notifications/settings`. */
export function settingsQueryOptions() {
  return queryOptions({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: () => api.get('/api/notifications/settings', import.meta.env.DEV && ZNotificationSettings),
  })
}

export function useNotificationSettings() {
  return useQuery(settingsQueryOptions())
}

/** `PUT /api/notifications/settings` with the fields that change; the answer is the new settings. */
export function useUpdateSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: TNotificationSettingsUpdate) =>
      api.put('/api/notifications/settings', import.meta.env.DEV && ZNotificationSettingsResponse, update),
    onSuccess: (answer) => queryClient.setQueryData(SETTINGS_QUERY_KEY, answer.settings),
  })
}

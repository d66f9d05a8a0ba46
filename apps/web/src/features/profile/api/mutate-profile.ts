import { type TProfileUpdateRequest, ZProfile } from '@spaces/shared/schemas/profile'
import { type TXImportRequest, ZXImportResponse } from '@spaces/shared/schemas/spaces'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type Profile, profileQueryOptions } from '../../../entities/profile/api/get-profile'
import { CURRENT_USER_QUERY_KEY } from '../../../entities/viewer/api/get-current-user'
import { api } from '../../../lib/api-client'

/** Puts the server's answer in the cache, and refreshes the current user (name, avatar, zone). */
function useStoreProfile() {
  const queryClient = useQueryClient()
  return (profile: Profile) => {
    queryClient.setQueryData(profileQueryOptions(profile.username).queryKey, profile)
    return queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY })
  }
}

/** `POST /api/profile/sync-from-x`: the own profile, refreshed from X; answers the updated profile. */
export function useSyncFromX() {
  const store = useStoreProfile()
  return useMutation({
    mutationFn: () => api.post('/api/profile/sync-from-x', import.meta.env.DEV && ZProfile),
    onSuccess: store,
  })
}

/** `PUT /api/profile`: bio, location, website and time zone (with host_id for a helper). */
export function useUpdateProfile() {
  const store = useStoreProfile()
  return useMutation({
    mutationFn: (body: TProfileUpdateRequest) =>
      api.put('/api/profile', import.meta.env.DEV && ZProfile, body),
    onSuccess: store,
  })
}

/** `PUT /api/profile/x-import`: the "Import my Spaces from X" switch (with host_id for a helper). */
export function useSetXImport(username: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: TXImportRequest) =>
      api.put('/api/profile/x-import', import.meta.env.DEV && ZXImportResponse, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(profileQueryOptions(username).queryKey, (profile) =>
        profile ? { ...profile, x_import: answer.enabled } : profile,
      )
    },
  })
}

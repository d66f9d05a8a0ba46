import { usernameKey } from '@spaces/shared/domain/username'
import { type TFollow, ZFollowStateResponse, ZFollowsResponse } from '@spaces/shared/schemas/answers'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Profile } from '../../../entities/profile/api/get-profile'
import { PROFILE_QUERY_KEY } from '../../../entities/profile/api/profile-query-key'
import { api } from '../../../lib/api-client'
import { sameHandle } from '../handles'

export type Follow = TFollow

export const FOLLOWS_QUERY_KEY = ['notifications', 'follows'] as const

/** `GET /api/follows`: the hosts the caller follows (one list, read by every Follow button). */
export function followsQueryOptions(isLoggedIn: boolean) {
  return queryOptions({
    queryKey: FOLLOWS_QUERY_KEY,
    queryFn: async () => (await api.get('/api/follows', import.meta.env.DEV && ZFollowsResponse)).follows,
    enabled: isLoggedIn,
    staleTime: 60_000,
  })
}

export function useFollows(isLoggedIn: boolean) {
  return useQuery(followsQueryOptions(isLoggedIn))
}

export function isFollowing(follows: readonly Follow[] | undefined, username: string): boolean {
  return (follows ?? []).some((follow) => sameHandle(follow.username, username))
}

type FollowChange = { username: string; follow: boolean }

/** The profile's follower count, changed; a profile answer without one stays as it is. */
function withFollowerCount(profile: Profile | undefined, change: (count: number) => number) {
  if (profile?.follower_count === undefined) return profile
  return { ...profile, follower_count: Math.max(0, change(profile.follower_count)) }
}

/**
 * `POST /api/follows {username}` or `DELETE /api/follows/{username}`, optimistic: the button and the
 * profile's follower count change at once and go back when the server refuses (its message is the
 * mutation's error). The server's answer then sets the true count.
 */
export function useFollowMutation() {
  const queryClient = useQueryClient()
  const profileKey = (username: string) => [...PROFILE_QUERY_KEY, usernameKey(username)]
  return useMutation({
    mutationFn: ({ username, follow }: FollowChange) =>
      follow
        ? api.post('/api/follows', import.meta.env.DEV && ZFollowStateResponse, { username })
        : api.delete(
            `/api/follows/${encodeURIComponent(username)}`,
            import.meta.env.DEV && ZFollowStateResponse,
          ),
    onMutate: async ({ username, follow }) => {
      await queryClient.cancelQueries({ queryKey: FOLLOWS_QUERY_KEY })
      const previous = queryClient.getQueryData<Follow[]>(FOLLOWS_QUERY_KEY)
      const previousProfile = queryClient.getQueryData<Profile>(profileKey(username))
      const others = (previous ?? []).filter((f) => !sameHandle(f.username, username))
      const added: Follow = {
        user_id: 0,
        username,
        display_name: null,
        profile_image_url: null,
        followed_at: Math.floor(Date.now() / 1000),
      }
      queryClient.setQueryData<Follow[]>(FOLLOWS_QUERY_KEY, follow ? [...others, added] : others)
      if (isFollowing(previous, username) !== follow) {
        queryClient.setQueryData<Profile>(profileKey(username), (profile) =>
          withFollowerCount(profile, (count) => count + (follow ? 1 : -1)),
        )
      }
      return { previous, previousProfile }
    },
    onError: (_error, { username }, context) => {
      queryClient.setQueryData(FOLLOWS_QUERY_KEY, context?.previous)
      queryClient.setQueryData(profileKey(username), context?.previousProfile)
    },
    onSuccess: (answer, { username }) => {
      queryClient.setQueryData<Profile>(profileKey(username), (profile) =>
        withFollowerCount(profile, () => answer.follower_count),
      )
    },
    // The list gets the host's real name and picture for the settings screen.
    onSettled: () => queryClient.invalidateQueries({ queryKey: FOLLOWS_QUERY_KEY }),
  })
}

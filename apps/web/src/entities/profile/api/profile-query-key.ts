/**
 * The cache key of profiles, on its own: the Follow button on the home page's cards updates the
 * cached profile's follower count without loading the profile schema (zod's classic API).
 */
export const PROFILE_QUERY_KEY = ['profile'] as const

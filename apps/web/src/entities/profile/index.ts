/**
 * What the other domains (entities/) may use of a profile, and nothing else of it: the profile by
 * handle. Features and routes import the file they need directly, so a page's bundle carries only the
 * modules it uses.
 */
export { type Profile, profileQueryOptions } from './api/get-profile'

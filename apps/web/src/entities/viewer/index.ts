/**
 * What the other domains (entities/) may use of the viewer, and nothing else of it: the current
 * user, and the guard that sends a visitor without a session to log in. Features and routes import
 * the file they need directly, so a page's bundle carries only the modules it uses.
 */
export { type CurrentUser, useCurrentUser } from './api/get-current-user'
export { RequireUser } from './components/require-user'

import { usernameKey } from '@spaces/shared/domain/username'

/** Handles are case-insensitive and may carry an '@'. */
export function sameHandle(a: string, b: string): boolean {
  return usernameKey(a) === usernameKey(b)
}

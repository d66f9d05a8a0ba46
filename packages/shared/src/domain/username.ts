/**
 * One home for X handles. A handle is typed with or without its '@' and in any case;
 * X treats `@Alice` and `alice` as the same account, and so do we.
 */

/** The handle as typed, without surrounding spaces or its leading '@' (case kept, for display). */
export function bareUsername(handle: string): string {
  return handle.trim().replace(/^@/, '')
}

/** The key a handle is stored and looked up under (`users.username_key`): bare and lower-case. */
export function usernameKey(handle: string): string {
  return bareUsername(handle).toLowerCase()
}

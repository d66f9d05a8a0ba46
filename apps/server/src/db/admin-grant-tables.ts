/**
 * An account the operator made admin from the command line (migration 0017): the grant outlives
 * the next login even where ADMIN_USERNAMES decides the role (auth/admin-grants.ts).
 */
export interface AdminGrantsTable {
  user_id: number
  granted_at: number
}

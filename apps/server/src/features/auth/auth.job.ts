import type { Kysely } from 'kysely'
import { deleteExpiredSessions } from '../../auth/session'
import type { Database } from '../../db/database'
import type { Job } from '../../lib/jobs'

/** Deletes expired sessions every hour: one DELETE, the same on any number of instances. */
export function sessionsJob(db: Kysely<Database>): Job {
  return { name: 'delete-expired-sessions', intervalMs: 60 * 60 * 1000, run: () => deleteExpiredSessions(db) }
}

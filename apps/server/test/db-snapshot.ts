import type { Kysely } from 'kysely'
import type { Database } from '../src/db/database'

/** The product's tables and the secret that signs tokens; every migration must create them. */
export const PRODUCT_TABLES: (keyof Database)[] = [
  'users',
  'profile_links',
  'spaces',
  'reading_items',
  'collaborator_grants',
  'pending_preapprovals',
  'newsletter_subscribers',
  'newsletter_campaigns',
  'newsletter_deliveries',
  'newsletter_links',
  'glossary_terms',
  'glossary_definitions',
  'sessions',
  'app_secrets',
  'oauth_login_attempts',
  'mail_state',
]

/** Every row of every product table, to prove that a refused request changed nothing. */
export async function snapshotDatabase(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {}
  for (const table of PRODUCT_TABLES) snapshot[table] = await db.selectFrom(table).selectAll().execute()
  return snapshot
}

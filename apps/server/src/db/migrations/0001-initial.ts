import { createAccessTables } from './0001-initial/access'
import { type Db, idColumn } from './0001-initial/columns'
import { createGlossaryTables } from './0001-initial/glossary'
import { createNewsletterTables } from './0001-initial/newsletter'
import { createReadingTables } from './0001-initial/reading'
import { createServerStateTables } from './0001-initial/server-state'
import { createSpaceTables } from './0001-initial/spaces'
import { createUserTables } from './0001-initial/users'

// Frozen in time: this migration never imports app code, and runs unchanged on SQLite and PostgreSQL.
// Its tables are created by group, in the order they always were (0001-initial/*.ts).

export async function up(db: Db): Promise<void> {
  const id = idColumn(db)
  await createUserTables(db, id)
  await createSpaceTables(db, id)
  await createReadingTables(db, id)
  await createAccessTables(db, id)
  await createNewsletterTables(db, id)
  await createGlossaryTables(db, id)
  await createServerStateTables(db)
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'job_leases',
    'app_secrets',
    'oauth_login_attempts',
    'sessions',
    'glossary_definitions',
    'glossary_terms',
    'newsletter_deliveries',
    'newsletter_campaigns',
    'newsletter_subscribers',
    'pending_preapprovals',
    'collaborator_grants',
    'reading_items',
    'spaces',
    'profile_links',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}

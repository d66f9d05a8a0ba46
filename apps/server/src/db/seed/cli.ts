import path from 'node:path'
import { findRepoRoot } from '../../lib/repo-root'
import { createDb } from '../client'
import { migrateToLatest } from '../migrate'
import { seedDemoData } from './seed'

// `npm run db:seed`: the demo community on demand. Prints one line; exit code 0 or 1.

const repoRoot = findRepoRoot()

function env(name: string): string | undefined {
  const value = process.env[name]?.trim()
  return value ? value : undefined
}

/** The same rule as the server's config: a client id means real X unless X_MODE says sandbox. */
function isRealX(): boolean {
  const mode = env('X_MODE') ?? (env('X_CLIENT_ID') ? 'live' : 'sandbox')
  return mode !== 'sandbox'
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/\s+/g, ' ').trim()
}

async function main(): Promise<number> {
  if (isRealX()) {
    console.error(
      'Refusing to seed demo data: real X credentials are configured (set X_MODE=sandbox to override).',
    )
    return 1
  }
  // Relative DATA_DIR resolves against the working directory, as in the server's config.
  const dataDir = path.resolve(env('DATA_DIR') ?? path.join(repoRoot, 'data'))
  const handle = await createDb({ databaseUrl: env('DATABASE_URL'), dataDir })
  try {
    await migrateToLatest(handle.db, handle.dialect)
    const result = await seedDemoData(handle.db)
    console.log(
      result.seeded
        ? `Seeded demo data: ${result.users} users, ${result.spaces} Spaces.`
        : 'Database already has users; demo data not seeded.',
    )
    return 0
  } catch (error) {
    console.error(`Demo seed failed: ${oneLine(error)}`)
    return 1
  } finally {
    await handle.close().catch(() => {})
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Demo seed failed: ${oneLine(error)}`)
    process.exit(1)
  },
)

import type { Insertable } from 'kysely'
import type { SpacesTable, UserRow } from '../src/db/database'
import { nowSeconds } from '../src/lib/time'
import type { TestServer } from './test-app'

let seq = 0

/** A Space row straight in the database (for tests that need one, not for testing creation). */
export async function createSpaceRow(
  server: TestServer,
  host: UserRow,
  overrides: Partial<Insertable<SpacesTable>> = {},
): Promise<number> {
  seq += 1
  const now = nowSeconds()
  const row = await server.app.db
    .insertInto('spaces')
    .values({
      host_id: host.id,
      title: `Factory Space ${seq}`,
      description: null,
      space_url: `https://x.com/i/spaces/1Factory${seq}`,
      scheduled_start: now + 86400,
      state: 'upcoming',
      recording_url: null,
      recording_platform: null,
      host_timezone: null,
      series_id: null,
      recurrence_pattern: null,
      series_index: null,
      x_space_id: null,
      created_by: host.id,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

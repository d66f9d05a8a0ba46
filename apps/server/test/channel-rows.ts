import type { UserRow } from '../src/db/database'
import { nowSeconds } from '../src/lib/time'
import { createSpaceRow } from './factories'
import type { TestServer } from './test-app'

/** A profile's Discord channel straight in the database (for tests of who may see and change it). */
export async function createChannelRow(
  server: TestServer,
  owner: UserRow | null,
  network = 'discord',
): Promise<number> {
  const now = nowSeconds()
  const row = await server.app.db
    .insertInto('channels')
    .values({
      scope: owner ? `user:${owner.id}` : 'site',
      owner_id: owner?.id ?? null,
      network: network as 'discord',
      account: 'Factory channel',
      credentials: 'not-a-sealed-value',
      secret_hint: '…abcd',
      events: 'new,live',
      time_zone: 'UTC',
      created_by: owner?.id ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['scope', 'network']).doUpdateSet({ updated_at: now }))
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A post of a channel (on a Space of its own) straight in the database, in `status`. */
export async function createChannelPostRow(
  server: TestServer,
  channelId: number,
  status: 'failed' | 'uncertain' | 'sent' = 'uncertain',
): Promise<number> {
  const channel = await server.app.db
    .selectFrom('channels')
    .innerJoin('users', 'users.id', 'channels.owner_id')
    .selectAll('users')
    .where('channels.id', '=', channelId)
    .executeTakeFirstOrThrow()
  const spaceId = await createSpaceRow(server, channel as UserRow, { title: 'A post in doubt' })
  const row = await server.app.db
    .insertInto('channel_posts')
    .values({
      channel_id: channelId,
      space_id: spaceId,
      event: 'new',
      status,
      attempts: 1,
      created_at: nowSeconds(),
      error: status === 'sent' ? null : 'The server stopped while posting.',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

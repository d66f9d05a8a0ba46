import { usernameKey } from '@spaces/shared/domain/username'
import { avatarPath } from '../../x/sandbox/avatars'
import { SANDBOX_ACCOUNTS, type SandboxAccount } from '../../x/sandbox/fixture'
import type { NewUser } from '../database'
import { idOf, type Trx, type UserIds } from './seed-context'

/** Thrown inside the transaction to roll it back when someone else's users are already there. */
export class AlreadyHasUsers extends Error {}

function roleOf(account: SandboxAccount): NewUser['role'] {
  if (account.kind === 'admin') return 'admin'
  return account.kind === 'host' ? 'host' : 'user'
}

/** The fixture's accounts; throws AlreadyHasUsers when any of them is there already. */
export async function insertUsers(trx: Trx, now: number): Promise<UserIds> {
  const rows: NewUser[] = SANDBOX_ACCOUNTS.map((account) => ({
    x_user_id: account.id,
    username: account.username,
    username_key: usernameKey(account.username),
    display_name: account.name,
    bio: account.description,
    location: account.location,
    website: account.url,
    profile_image_url: avatarPath(account.username),
    role: roleOf(account),
    host_timezone: account.timezone,
    created_at: now,
    updated_at: now,
  }))
  const inserted = await trx
    .insertInto('users')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'username_key'])
    .execute()
  if (inserted.length !== rows.length) throw new AlreadyHasUsers()
  return new Map(inserted.map((row) => [row.username_key, row.id]))
}

/** Each account's profile links, in the fixture's order. */
export async function insertLinks(trx: Trx, ids: UserIds, now: number): Promise<void> {
  const rows = SANDBOX_ACCOUNTS.flatMap((account) =>
    account.links.map((link, position) => ({
      user_id: idOf(ids, account.username),
      platform: link.platform,
      url: link.url,
      label: link.label ?? null,
      position,
      created_at: now,
      updated_at: now,
    })),
  )
  if (rows.length > 0) await trx.insertInto('profile_links').values(rows).execute()
}

/** The helper's grant from the host they assist. */
export async function insertHelperGrants(trx: Trx, ids: UserIds, now: number): Promise<void> {
  for (const account of SANDBOX_ACCOUNTS) {
    if (!account.helperOf) continue
    const ownerId = idOf(ids, account.helperOf)
    await trx
      .insertInto('collaborator_grants')
      .values({
        owner_id: ownerId,
        collaborator_id: idOf(ids, account.username),
        access_level: 'helper',
        can_edit_profile: 1,
        can_manage_spaces: 1,
        can_manage_links: 1,
        granted_at: now,
        expires_at: null,
        notes: 'Demo helper',
        granted_by: ownerId,
      })
      .execute()
  }
}

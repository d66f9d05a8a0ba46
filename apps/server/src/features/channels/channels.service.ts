import type { TChannelConnectParsed } from '@spaces/shared/schemas/channels'
import type { Kysely } from 'kysely'
import { authorizeProfileAction } from '../../auth/policy'
import type { Database, UserRow } from '../../db/database'
import { msg } from '../../i18n/message'
import { AppError } from '../../lib/errors'
import { nowSeconds } from '../../lib/time'
import type { ChannelsDeps } from './channels.deps'
import { checkChannel, credentialsOf } from './channels.networks'
import { type ChannelRow, findChannel, upsertChannel } from './channels.queries'
import { sealCredentials } from './channels.secrets'
import { ChannelError } from './networks/network-http'

/** Where a channel posts from: the whole site, or one profile's Spaces. */
export type ChannelScope = { kind: 'site' } | { kind: 'profile'; ownerId: number }

export function scopeKey(scope: ChannelScope): string {
  return scope.kind === 'site' ? 'site' : `user:${scope.ownerId}`
}

/**
 * A channel may be changed by whoever may manage its Spaces: an admin for a site-wide one; for a
 * profile's, its host, an admin, or a helper whose grant includes managing Spaces.
 */
export async function authorizeChannel(
  db: Kysely<Database>,
  actor: UserRow,
  id: number,
): Promise<NonNullable<ChannelRow>> {
  const channel = await findChannel(db, id)
  if (!channel) throw new AppError('NOT_FOUND', 'That channel does not exist.')
  if (channel.owner_id === null) {
    if (actor.role !== 'admin') throw new AppError('FORBIDDEN', 'Only admins can manage the site’s channels.')
    return channel
  }
  await authorizeProfileAction(db, actor, 'spaces:manage', channel.owner_id)
  return channel
}

/**
 * Connects a network (replacing that network's earlier connection in the scope): the credentials are
 * checked with the network first, no post is made, and a refusal is a 400 with the network's words.
 */
export async function connectChannel(
  deps: ChannelsDeps,
  actor: UserRow,
  scope: ChannelScope,
  input: TChannelConnectParsed,
): Promise<number> {
  const { credentials, hint } = credentialsOf(deps, input)
  let account: string
  try {
    account = await checkChannel(deps, input.network, credentials)
  } catch (err) {
    throw refusal(err)
  }
  return upsertChannel(
    deps.db,
    {
      scope: scopeKey(scope),
      owner_id: scope.kind === 'site' ? null : scope.ownerId,
      network: input.network,
      account: account.slice(0, 200),
      credentials: sealCredentials(deps.sealKey, credentials as unknown as Record<string, string>),
      secret_hint: hint,
      events: input.events.join(','),
      time_zone: input.timeZone,
      created_by: actor.id,
    },
    nowSeconds(),
  )
}

function refusal(err: unknown): AppError {
  if (err instanceof ChannelError) {
    // The network's own words: a refusal (of the credentials, or of the address), or no answer at the
    // address given, is the person's to fix (400); a 5xx or a 429 is the network's trouble (502).
    const isTheirs = err.status !== null && err.retry
    return new AppError(
      isTheirs ? 'BAD_GATEWAY' : 'BAD_REQUEST',
      msg('The connection was not saved. {reason}', { reason: err.message }),
    )
  }
  const message = err instanceof Error ? err.message : String(err)
  return new AppError(
    'BAD_GATEWAY',
    msg('The connection was not saved: the network could not be reached ({reason}).', { reason: message }),
  )
}

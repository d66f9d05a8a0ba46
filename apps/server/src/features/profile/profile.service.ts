import { isHttpsUrl, safeImageUrl } from '@spaces/shared/domain/https-url'
import type { ZLinkRequest, ZProfileUpdateRequest } from '@spaces/shared/schemas/profile'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database, UserRow } from '../../db/database'
import { AppError } from '../../lib/errors'
import { nowSeconds } from '../../lib/time'
import type { XUser } from '../../x/x-client'
import {
  deleteLinkRow,
  findLink,
  insertLink,
  nextLinkPosition,
  updateLinkRow,
  updateUserProfile,
} from './profile.queries'

type LinkInput = z.output<typeof ZLinkRequest>
type ProfileInput = z.output<typeof ZProfileUpdateRequest>

export async function addLink(db: Kysely<Database>, owner: UserRow, input: LinkInput) {
  const now = nowSeconds()
  return insertLink(db, {
    user_id: owner.id,
    platform: input.platform,
    url: input.url,
    label: input.label,
    position: await nextLinkPosition(db, owner.id),
    created_at: now,
    updated_at: now,
  })
}

export async function getLinkOrThrow(db: Kysely<Database>, id: number) {
  const link = await findLink(db, id)
  if (!link) throw new AppError('NOT_FOUND', 'That link does not exist (it may have been deleted).')
  return link
}

export async function updateLink(db: Kysely<Database>, id: number, input: LinkInput) {
  return updateLinkRow(db, id, {
    platform: input.platform,
    url: input.url,
    label: input.label,
    updated_at: nowSeconds(),
  })
}

export async function deleteLink(db: Kysely<Database>, id: number): Promise<void> {
  await deleteLinkRow(db, id)
}

export function updateProfile(db: Kysely<Database>, user: UserRow, input: ProfileInput) {
  return updateUserProfile(db, user.id, {
    display_name: input.display_name ?? user.display_name,
    bio: input.bio,
    location: input.location,
    website: input.website,
    host_timezone: input.host_timezone,
    updated_at: nowSeconds(),
  })
}

/** Copies what X says about the person (name, bio, location, website, avatar) onto their profile. */
export function applyXProfile(db: Kysely<Database>, user: UserRow, xUser: XUser) {
  if (xUser.id !== user.x_user_id)
    throw new AppError('CONFLICT', 'The X account does not match this profile.')
  return updateUserProfile(db, user.id, {
    display_name: xUser.name || user.display_name,
    bio: xUser.description || null,
    location: xUser.location || null,
    website: isHttpsUrl(xUser.url) ? xUser.url : null,
    profile_image_url: safeImageUrl(xUser.profile_image_url) ?? user.profile_image_url,
    updated_at: nowSeconds(),
  })
}

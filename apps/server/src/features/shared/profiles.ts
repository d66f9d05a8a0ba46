import { safeImageUrl } from '@spaces/shared/domain/https-url'
import type { TProfile, TProfileLink } from '@spaces/shared/schemas/profile'
import type { Kysely } from 'kysely'
import type { Database, UserRow } from '../../db/database'
import { findUserByKey, listLinks } from './users.queries'

export function presentLink(link: {
  id: number
  platform: string
  url: string
  label: string | null
}): TProfileLink {
  return {
    id: link.id,
    platform: link.platform as TProfileLink['platform'],
    url: link.url,
    label: link.label,
  }
}

export function presentProfile(user: UserRow, links: TProfileLink[]): TProfile {
  return {
    id: user.id,
    username: user.username,
    display_name: user.display_name,
    bio: user.bio,
    location: user.location,
    website: user.website,
    profile_image_url: safeImageUrl(user.profile_image_url),
    role: user.role,
    host_timezone: user.host_timezone,
    links,
    x_import: user.x_import === 1,
  }
}

/** A user as the API shows a profile: the public fields and the links, in order. */
export async function presentProfileOf(db: Kysely<Database>, user: UserRow): Promise<TProfile> {
  return presentProfile(user, (await listLinks(db, user.id)).map(presentLink))
}

/** The profile a handle names, as the API shows it, or undefined when nobody has the handle. */
export async function loadProfile(db: Kysely<Database>, handle: string): Promise<TProfile | undefined> {
  const user = await findUserByKey(db, handle)
  return user ? presentProfileOf(db, user) : undefined
}

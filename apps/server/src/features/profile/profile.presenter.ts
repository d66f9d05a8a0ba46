import type { TProfile, TProfileLink } from '@spaces/shared/schemas/profile'
import type { UserRow } from '../../db/database'
import { safeImageUrl } from '../../lib/urls'

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

import { safeImageUrl } from '@spaces/shared/domain/https-url'
import { parseLocale } from '@spaces/shared/i18n/locales'
import type { TCurrentUser } from '@spaces/shared/schemas/auth'
import type { UserRow } from '../../db/database'

export function presentCurrentUser(user: UserRow): TCurrentUser {
  return {
    id: user.id,
    username: user.username,
    display_name: user.display_name,
    profile_image_url: safeImageUrl(user.profile_image_url),
    role: user.role,
    host_timezone: user.host_timezone,
    locale: parseLocale(user.locale),
  }
}

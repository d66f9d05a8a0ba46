import { safeImageUrl } from '@spaces/shared/domain/https-url'
import type { TReadingItem } from '@spaces/shared/schemas/reading'
import { parseList } from '../../lib/json-list'
import type { ReadingRow } from './reading.queries'

export function presentReadingItem(item: ReadingRow, canEdit: boolean): TReadingItem {
  return {
    id: item.id,
    url: item.url,
    title: item.title,
    type: item.type as TReadingItem['type'],
    author: item.author,
    summary: item.summary,
    tags: parseList(item.tags),
    difficulty: item.difficulty as TReadingItem['difficulty'],
    est_read_minutes: item.est_read_minutes,
    pinned: item.pinned,
    host_id: item.host_id,
    username: item.username,
    display_name: item.display_name,
    profile_image_url: safeImageUrl(item.profile_image_url),
    created_at: item.created_at,
    can_edit: canEdit,
  }
}

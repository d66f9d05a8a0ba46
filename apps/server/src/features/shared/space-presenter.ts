import { safeImageUrl } from '@spaces/shared/domain/https-url'
import type { TSpace } from '@spaces/shared/schemas/spaces'
import type { SpaceWithHost } from './spaces.queries'

/** A Space as the API presents it: the Space routes, and the webhooks that tell of one. */
export function presentSpace(space: SpaceWithHost): TSpace {
  return {
    id: space.id,
    title: space.title,
    description: space.description,
    space_url: space.space_url,
    scheduled_start: space.scheduled_start,
    username: space.username,
    display_name: space.display_name,
    profile_image_url: safeImageUrl(space.profile_image_url),
    recording_url: space.recording_url,
    recording_platform: space.recording_platform,
    state: space.state,
    host_timezone: space.host_timezone,
    host_id: space.host_id,
    series_id: space.series_id,
    source: space.source,
    x_state: space.x_state,
    live_listeners: space.x_state === 'live' ? space.live_listeners : null,
  }
}

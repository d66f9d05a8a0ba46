import { spaceStatus } from '@spaces/shared/domain/space-status'
import type { Space } from '../../entities/space/api/get-spaces'

/** How many of the host's other upcoming Spaces a Space's page lists. */
export const OTHER_UPCOMING_MAX = 5

/** The host's other Spaces still upcoming at `now` (by the clock, as the cards say), soonest first. */
export function otherUpcomingSpaces(
  spaces: readonly Space[],
  current: Pick<Space, 'id'>,
  now: number,
): Space[] {
  return spaces
    .filter((space) => space.id !== current.id && spaceStatus(space, now).kind === 'upcoming')
    .sort((a, b) => a.scheduled_start - b.scheduled_start || a.id - b.id)
    .slice(0, OTHER_UPCOMING_MAX)
}

/** X's compose page with the text and the Space page's URL (whose preview is the share image). */
export function shareOnXUrl(title: string, pageUrl: string): string {
  const params = new URLSearchParams({ text: title, url: pageUrl })
  return `https://x.com/intent/post?${params}`
}

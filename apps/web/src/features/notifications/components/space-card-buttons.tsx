import type { SpaceCardButtons } from '../../../entities/space/components/space-card'
import { FollowButton } from './follow-button'
import { RemindButton } from './remind-button'

/**
 * A Space card's button row: Remind me while the Space is upcoming and Follow for its host where the
 * card shows the host; nothing for a past Space on the host's own profile. On one's own Spaces the
 * Follow button keeps its place unseen, so the row does not move.
 */
export const spaceCardButtons: SpaceCardButtons = ({ space, isUpcoming, showsHost }) => {
  if (!isUpcoming && !showsHost) return null
  return (
    <>
      {isUpcoming ? <RemindButton spaceId={space.id} title={space.title} /> : null}
      {showsHost ? <FollowButton username={space.username} keepPlace /> : null}
    </>
  )
}

import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { spaceQueryOptions } from '../../spaces/api/get-spaces'
import { reminderCountOf, remindersText } from '../audience'

type ReminderCountProps = {
  space: { id: number; scheduled_start: number; state: string }
  className?: string
}

/**
 * How many people asked to be reminded of one of the host's upcoming Spaces (issue 22). Space lists
 * are shared between callers and carry no count; the single Space answer does, so each upcoming row
 * asks for it (a past Space's count no longer matters, and is not asked for).
 */
export function ReminderCount({ space, className }: ReminderCountProps) {
  const [shownAt] = useState(() => Math.floor(Date.now() / 1000))
  const isUpcoming = space.state !== 'ended' && space.scheduled_start > shownAt
  const answer = useQuery({ ...spaceQueryOptions(space.id), staleTime: 60_000, enabled: isUpcoming })
  const count = isUpcoming && answer.data ? reminderCountOf(answer.data) : null
  return count ? <span className={className}>{remindersText(count)}</span> : null
}

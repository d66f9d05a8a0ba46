import { dayKeyOf } from '@spaces/shared/domain/calendar-month'
import type { Space } from '../../entities/space/api/get-spaces'

export interface AgendaDay {
  /** `YYYY-MM-DD` in the viewer's zone. */
  key: string
  spaces: Space[]
}

/** Spaces in start order, grouped by their day in `zone` (days without Spaces are left out). */
export function agendaDays(spaces: readonly Space[], zone: string): AgendaDay[] {
  const sorted = [...spaces].sort((a, b) => a.scheduled_start - b.scheduled_start || a.id - b.id)
  const days: AgendaDay[] = []
  for (const space of sorted) {
    const key = dayKeyOf(space.scheduled_start, zone)
    const last = days[days.length - 1]
    if (last && last.key === key) last.spaces.push(space)
    else days.push({ key, spaces: [space] })
  }
  return days
}

import { remindersText } from '../audience'

type ReminderCountProps = {
  /** How many asked to be reminded; undefined while it loads, or for a Space whose count is not asked. */
  count: number | undefined
  className?: string
}

/**
 * How many people asked to be reminded of one of the host's upcoming Spaces (issue 22). The dashboard
 * reads the counts of the whole page in one call (`useReminderCounts`); nothing is shown for none.
 */
export function ReminderCount({ count, className }: ReminderCountProps) {
  return count ? <span className={className}>{remindersText(count)}</span> : null
}

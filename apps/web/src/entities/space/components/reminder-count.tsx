import { t } from '../../../i18n/i18n'

type ReminderCountProps = {
  /** How many asked to be reminded; undefined while it loads, or for a Space whose count is not asked. */
  count: number | undefined
  className?: string
}

/** '1 reminder set', '12 reminders set'. */
export function remindersText(count: number): string {
  return t('{count, plural, one {# reminder set} other {# reminders set}}', { count })
}

/**
 * How many people asked to be reminded of one of the host's upcoming Spaces, the host's audience for
 * it. The dashboard reads the counts of the whole page in one call (`useReminderCounts`); nothing is
 * shown for none.
 */
export function ReminderCount({ count, className }: ReminderCountProps) {
  return count ? <span className={className}>{remindersText(count)}</span> : null
}

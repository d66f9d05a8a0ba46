import {
  externalRecordingPlatform,
  type SpaceBadge,
  type SpaceStatus,
} from '@spaces/shared/domain/space-status'
import { X_SHORT_NAME } from '@spaces/shared/domain/space-url'
import { msg, t } from '../../i18n/i18n'

/**
 * A Space's status (packages/shared/src/domain/space-status.ts, in English for the server too) in the
 * page's language: the badge, the join button's words, the countdown and the listener count.
 */
const BADGES: Record<SpaceBadge, string> = {
  Upcoming: msg('Upcoming'),
  'Live now': msg('Live now'),
  Recorded: msg('Recorded'),
  LIVE: msg('LIVE'),
  Canceled: msg('Canceled'),
}

export const badgeText = (badge: SpaceBadge): string => t(BADGES[badge])

/** 'Set Reminder on X', 'Join live on X', 'Listen now' or 'Listen on {platform}'; null: no button. */
export function buttonText(status: SpaceStatus, recordingPlatform: string | null | undefined): string | null {
  if (status.buttonLabel === null) return null
  if (status.kind === 'live') return t('Join live on {x}', { x: X_SHORT_NAME })
  if (status.kind === 'upcoming') return t('Set Reminder on {x}', { x: X_SHORT_NAME })
  const platform = externalRecordingPlatform(recordingPlatform)
  return platform === null ? t('Listen now') : t('Listen on {platform}', { platform })
}

/** 'in 2d 3h', 'in 2h 5m', 'in 5m' (the shared countdown's English) in the page's language. */
export function countdownText(countdown: string): string {
  const parts = /^in (?:(\d+)d (\d+)h|(\d+)h (\d+)m|(\d+)m)$/.exec(countdown)
  if (!parts) return countdown
  const [, days, dayHours, hours, minutes, onlyMinutes] = parts
  if (days !== undefined) return t('in {days}d {hours}h', { days, hours: dayHours })
  if (hours !== undefined) return t('in {hours}h {minutes}m', { hours, minutes })
  return t('in {minutes}m', { minutes: onlyMinutes })
}

/** '1,204 listening', the number written the page's way. */
export function listenersText(count: number | null | undefined): string | null {
  if (count === null || count === undefined) return null
  return t('{count} listening', { count: formatCount(count) })
}

/** A count written the page's way ('1,204', '1.204', '١٬٢٠٤'). */
export function formatCount(count: number): string {
  return count.toLocaleString(document.documentElement.lang || 'en-US')
}

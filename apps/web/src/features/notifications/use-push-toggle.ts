import { useEffect, useState } from 'react'
import { msg, t } from '../../i18n/i18n'
import { serverMessageOr } from '../../lib/server-message'
import { deletePushSubscription, getPushKey, savePushSubscription } from './api/push-subscriptions'
import { useUpdateSettings } from './api/settings'
import {
  type PushAvailability,
  PushPermissionError,
  pushAvailability,
  subscribeThisBrowser,
  thisBrowserSubscription,
  unsubscribeThisBrowser,
} from './push-browser'

export const PUSH_TEXTS = {
  unsupported: msg(
    'This browser cannot show notifications from websites. On iPhone and iPad, add Spaces Calendar to your Home Screen first (Share, then Add to Home Screen), and open it from there.',
  ),
  denied: msg(
    'Notifications are blocked for this site. Allow them in your browser’s site settings, then turn this on again.',
  ),
  dismissed: msg('Notifications were not allowed, so they stay off.'),
  failedOn: msg('Browser notifications could not be turned on.'),
  failedOff: msg('Browser notifications could not be turned off.'),
  on: msg('Browser notifications are on.'),
  off: msg('Browser notifications are off.'),
} as const

function failureText(error: unknown, turningOn: boolean): string {
  if (error instanceof PushPermissionError) {
    if (error.permission === 'unsupported') return t(PUSH_TEXTS.unsupported)
    return t(error.permission === 'denied' ? PUSH_TEXTS.denied : PUSH_TEXTS.dismissed)
  }
  const fallback = t(turningOn ? PUSH_TEXTS.failedOn : PUSH_TEXTS.failedOff)
  // The browser's own reason (no push service reachable, a private window…) says what to try next.
  if (error instanceof DOMException && error.message)
    return t('{sentence} The browser said: {reason}', { sentence: fallback, reason: error.message })
  return serverMessageOr(error, fallback)
}

/**
 * Push on: permission, the service worker, a subscription with the server's VAPID key, sent to the
 * server, then `push_enabled`. Push off: this browser unsubscribes, the server forgets it, then
 * `push_enabled` goes off. `hasThisBrowser` says whether this browser is subscribed (null: not known yet).
 */
export function usePushToggle() {
  const update = useUpdateSettings()
  const [availability, setAvailability] = useState<PushAvailability>(pushAvailability)
  const [hasThisBrowser, setHasThisBrowser] = useState<boolean | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    let isCurrent = true
    thisBrowserSubscription()
      .then((subscription) => isCurrent && setHasThisBrowser(subscription !== null))
      .catch(() => isCurrent && setHasThisBrowser(false))
    return () => {
      isCurrent = false
    }
  }, [])

  async function run(turnOn: boolean) {
    if (isBusy) return
    setIsBusy(true)
    setFailure(null)
    setMessage(null)
    try {
      if (turnOn) {
        const subscription = await subscribeThisBrowser(await getPushKey())
        await savePushSubscription(subscription)
        setHasThisBrowser(true)
      } else {
        const endpoint = await unsubscribeThisBrowser()
        if (endpoint) await deletePushSubscription(endpoint)
        setHasThisBrowser(false)
      }
      await update.mutateAsync({ push_enabled: turnOn })
      setMessage(t(turnOn ? PUSH_TEXTS.on : PUSH_TEXTS.off))
    } catch (error) {
      setFailure(failureText(error, turnOn))
    } finally {
      setAvailability(pushAvailability())
      setIsBusy(false)
    }
  }

  return {
    availability,
    hasThisBrowser,
    isBusy,
    message,
    failure,
    turnOn: () => run(true),
    turnOff: () => run(false),
  }
}

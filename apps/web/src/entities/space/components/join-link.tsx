import { spaceDeepLink } from '@spaces/shared/domain/space-url'
import { DEEP_LINK_FALLBACK_MS } from '@spaces/shared/limits'
import type { MouseEvent } from 'react'
import { ExternalIcon } from '../../../components/ui/external-icon'
import { t } from '../../../i18n/i18n'
import { toSafeLinkUrl } from '../../../lib/safe-url'
import { isMobileClient } from './mobile-join'

/**
 * Tries the X app through its deep link; when the page is still showing after 700 ms (no app took
 * over), goes to the web link instead. The fallback navigates this tab: a new tab opened from a
 * timer is blocked as a popup on mobile browsers.
 */
function openDeepLinkWithFallback(deepLink: string, webUrl: string): void {
  const stop = () => {
    window.clearTimeout(timer)
    document.removeEventListener('visibilitychange', onVisibilityChange)
    window.removeEventListener('pagehide', stop)
  }
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') stop()
  }
  const timer = window.setTimeout(() => {
    stop()
    window.location.assign(webUrl)
  }, DEEP_LINK_FALLBACK_MS)
  document.addEventListener('visibilitychange', onVisibilityChange)
  window.addEventListener('pagehide', stop)
  window.location.href = deepLink
}

/**
 * The Space's join button: opens the link in a new tab; on mobile (narrow viewport or
 * mobile user agent) a Space link tries the app first. Renders nothing for a non-http(s) link.
 */
export function JoinLink({ href, label }: { href: string; label: string }) {
  const safeHref = toSafeLinkUrl(href)
  if (!safeHref) return null

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return
    if (!isMobileClient(window.innerWidth, navigator.userAgent)) return
    const deepLink = spaceDeepLink(safeHref)
    if (!deepLink) return
    event.preventDefault()
    openDeepLinkWithFallback(deepLink, safeHref)
  }

  return (
    <a
      className="button button--primary space-card__join"
      href={safeHref}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      {label}
      <ExternalIcon />
      <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
    </a>
  )
}

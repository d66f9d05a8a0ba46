/*
 * The service worker of Spaces Calendar: it shows Web Push messages and opens the Space's
 * page when one is clicked. Registered only when a user turns browser notifications on, never on page
 * load. It caches nothing and handles no fetch: the site works the same with or without it.
 *
 * A message's payload is JSON {title, body, url, tag} (packages/shared/src/schemas/notifications.ts,
 * ZPushPayload). The tag matches the push `Topic`, so "starts in 15 min" is replaced by "live now".
 */

self.addEventListener('install', () => {
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})

/** Only pages of this site are opened: a payload cannot send the user elsewhere. */
function sameOriginUrl(value) {
  try {
    const url = new URL(typeof value === 'string' ? value : '/', self.location.origin)
    return url.origin === self.location.origin ? url.href : `${self.location.origin}/`
  } catch {
    return `${self.location.origin}/`
  }
}

function readPayload(event) {
  if (!event.data) return {}
  try {
    const payload = event.data.json()
    return payload && typeof payload === 'object' ? payload : {}
  } catch {
    return { body: event.data.text() }
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event)
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Spaces Calendar'
  const options = {
    body: typeof payload.body === 'string' ? payload.body : '',
    icon: '/favicon.svg',
    badge: '/favicon.svg',
    data: { url: sameOriginUrl(payload.url) },
  }
  if (typeof payload.tag === 'string' && payload.tag) {
    options.tag = payload.tag
    // A replaced alert ("starts in 15 min" → "live now") is announced again.
    options.renotify = true
  }
  event.waitUntil(self.registration.showNotification(title, options))
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = sameOriginUrl(event.notification.data?.url)
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => client.url === target) || windows[0]
      if (open) {
        if (open.url !== target && 'navigate' in open) await open.navigate(target)
        return open.focus()
      }
      return self.clients.openWindow(target)
    })(),
  )
})

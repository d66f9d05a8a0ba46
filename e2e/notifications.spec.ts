import type { Page } from '@playwright/test'
import { expect, login, test } from './fixtures'
import { createSpaceThroughApi, csrfToken, deleteSpaceThroughApi } from './helpers/api'
import { userIdOf, withDatabase } from './helpers/database'
import { personIn } from './helpers/people'

/**
 * Notifications in the browser: follow a host, "Remind me" on a Space card, the notification settings
 * screen, and turning on Web Push (permission, the service worker, the subscription on the server).
 * Every test leaves the demo data as it found it.
 */

const LISTENER = 'just_listening'
const HOST = 'civicsquare_nyc'
const E2E_MARK = 'e2e-notify'

function followerCount(page: Page) {
  return page.locator('.profile-header__followers')
}

async function countOf(page: Page): Promise<number> {
  const text = (await followerCount(page).textContent()) ?? ''
  return Number(text.replace(/[^0-9]/g, ''))
}

/** Puts the listener's settings and follows back as a fresh account has them. */
async function resetListener(page: Page): Promise<void> {
  const headers = { 'X-CSRF-Token': await csrfToken(page) }
  await page.request.delete(`/api/follows/${HOST}`, { headers })
  const reset = await page.request.put('/api/notifications/settings', {
    headers,
    data: { remind_minutes_before: [15], digest: 'off', push_enabled: true },
  })
  expect(reset.ok()).toBe(true)
}

test.describe('following a host', () => {
  test.afterEach(async ({ page }) => resetListener(page))

  test('from their profile: the count goes up at once and survives a reload; unfollow takes it back', async ({
    page,
  }) => {
    await login(page, LISTENER, `/profile/${HOST}`)
    const follow = page.getByRole('button', { name: `Follow @${HOST}` })
    await expect(follow).toHaveAttribute('aria-pressed', 'false')
    await expect(followerCount(page)).toHaveText(/^\d+ followers?$/)
    const before = await countOf(page)

    await follow.click()
    const following = page.getByRole('button', { name: `Following @${HOST}` })
    await expect(following).toHaveAttribute('aria-pressed', 'true')
    await expect(followerCount(page)).toHaveText(
      `${before + 1} ${before + 1 === 1 ? 'follower' : 'followers'}`,
    )

    await page.reload()
    await expect(following).toHaveAttribute('aria-pressed', 'true')
    await expect(followerCount(page)).toHaveText(
      `${before + 1} ${before + 1 === 1 ? 'follower' : 'followers'}`,
    )

    // The settings screen lists the host, with Unfollow.
    await page.goto('/dashboard/notifications')
    const hosts = page.getByRole('region', { name: 'Hosts you follow' })
    await hosts.getByRole('button', { name: `Unfollow @${HOST}` }).click()
    await expect(hosts.getByText('You follow no hosts yet.')).toBeVisible()
    await page.goto(`/profile/${HOST}`)
    await expect(page.getByRole('button', { name: `Follow @${HOST}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await expect(followerCount(page)).toHaveText(`${before} ${before === 1 ? 'follower' : 'followers'}`)
  })
})

test('a visitor is told to log in to follow, and offered the login', async ({ page }) => {
  await page.goto(`/profile/${HOST}`)
  await page.getByRole('button', { name: `Follow @${HOST}` }).click()
  await expect(page.getByText(`Log in to follow @${HOST}`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Log in with X' })).toBeVisible()
})

test('"Remind me" on a Space card; the host sees the count on their dashboard', async ({ page, browser }) => {
  await login(page, HOST)
  const title = `${E2E_MARK} reminder ${Date.now()}`
  const space = await createSpaceThroughApi(page, {
    title,
    scheduled_start: Math.floor(Date.now() / 1000) + 3 * 24 * 3600,
  })
  const listener = await personIn(browser, LISTENER)
  try {
    await listener.goto(`/profile/${HOST}`)
    const card = listener.getByRole('article', { name: title })
    await card.getByRole('button', { name: `Remind me for ${title}` }).click()
    const set = card.getByRole('button', { name: `Reminder set for ${title}` })
    await expect(set).toHaveAttribute('aria-pressed', 'true')
    await listener.reload()
    await expect(set).toHaveAttribute('aria-pressed', 'true')
    const reminders = await listener.request.get('/api/spaces/reminders')
    expect(((await reminders.json()) as { space_ids: number[] }).space_ids).toContain(space.id)

    // The dashboard asks the counts of its upcoming Spaces in one call, not one Space at a time.
    const asked: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (/^\/api\/spaces\/(\d+|reminder-counts)$/.test(pathname)) asked.push(pathname)
    })
    await page.goto('/dashboard')
    await expect(page.getByRole('article', { name: title }).getByText('1 reminder set')).toBeVisible()
    expect(asked).toEqual(['/api/spaces/reminder-counts'])

    await set.click()
    await expect(card.getByRole('button', { name: `Remind me for ${title}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  } finally {
    await listener.context().close()
    await deleteSpaceThroughApi(page, space.id)
  }
})

/**
 * Runs in the page before the app. A headless Chromium without Google's push service (Debian's build,
 * no network) cannot subscribe: `pushManager.subscribe` fails with AbortError. Only then does this
 * stand in for the push service's answer, with a real P-256 key pair and an FCM endpoint (a push
 * service the server accepts); the permission, the service worker and the server calls stay real.
 */
function standInPushService() {
  const realSubscribe = PushManager.prototype.subscribe
  const realGetSubscription = PushManager.prototype.getSubscription
  let standIn: PushSubscription | null = null
  const base64Url = (bytes: ArrayBuffer) =>
    btoa(String.fromCharCode(...new Uint8Array(bytes)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    try {
      return await realSubscribe.call(this, options)
    } catch {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ])
      const p256dh = base64Url(await crypto.subtle.exportKey('raw', pair.publicKey))
      const auth = base64Url(crypto.getRandomValues(new Uint8Array(16)).buffer)
      const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`
      const key = options?.applicationServerKey
      const subscription = {
        endpoint,
        expirationTime: null,
        options: {
          userVisibleOnly: true,
          applicationServerKey: key instanceof Uint8Array ? key.buffer : null,
        },
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          standIn = null
          return true
        },
      }
      standIn = subscription as unknown as PushSubscription
      return standIn
    }
  }
  PushManager.prototype.getSubscription = async function () {
    return standIn ?? realGetSubscription.call(this)
  }
}

test.describe('the notification settings screen', () => {
  test.afterEach(async ({ page }) => resetListener(page))

  test('is in the menu; offsets, alerts and the digest are saved and shown again after a reload', async ({
    page,
  }) => {
    await login(page, LISTENER)
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Notifications' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()

    const offsets = page.getByRole('group', { name: 'Remind me before a Space starts' })
    await expect(offsets.getByRole('checkbox', { name: '15 minutes', exact: true })).toBeChecked()
    await offsets.getByRole('checkbox', { name: '5 minutes', exact: true }).check()
    await offsets.getByRole('checkbox', { name: '1 day', exact: true }).check()
    await offsets.getByRole('checkbox', { name: '15 minutes', exact: true }).uncheck()
    await page.getByRole('radio', { name: /^Weekly, on Mondays at 08:00/ }).check()
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('Settings saved.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled()

    await page.reload()
    await expect(offsets.getByRole('checkbox', { name: '5 minutes', exact: true })).toBeChecked()
    await expect(offsets.getByRole('checkbox', { name: '15 minutes', exact: true })).not.toBeChecked()
    await expect(offsets.getByRole('checkbox', { name: '1 hour', exact: true })).not.toBeChecked()
    await expect(offsets.getByRole('checkbox', { name: '1 day', exact: true })).toBeChecked()
    await expect(page.getByRole('radio', { name: /^Weekly/ })).toBeChecked()

    // The personal feed's secret address is shown, ready to copy.
    await expect(page.getByRole('textbox', { name: 'Feed address' })).toHaveValue(/\/feeds\/me\/[^/]+\.ics$/)
  })

  test('browser notifications: permission granted, the service worker registers, the subscription reaches the server', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications'])
    await context.addInitScript(standInPushService)
    await login(page, LISTENER)
    const subscriptionsOf = () =>
      withDatabase(
        (db) =>
          (
            db
              .prepare('select count(*) as n from push_subscriptions where user_id = ?')
              .get(userIdOf(db, LISTENER)) as { n: number }
          ).n,
      )
    expect(subscriptionsOf()).toBe(0)
    // Nothing is registered before the user asks (the home page stays light).
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)

    await page.goto('/dashboard/notifications')
    const push = page.getByRole('checkbox', { name: /Show alerts as notifications in this browser/ })
    await expect(push).toBeEnabled()
    // A click, not check(): the box turns on only once the browser and the server have said yes.
    await push.click()
    await expect(page.getByText('Browser notifications are on.')).toBeVisible({ timeout: 15_000 })
    await expect(push).toBeChecked()

    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/')
      return { script: registration?.active?.scriptURL ?? null, scope: registration?.scope ?? null }
    })
    expect(worker.script).toMatch(/\/sw\.js$/)
    expect(worker.scope).toMatch(/\/$/)
    expect(subscriptionsOf()).toBe(1)

    await push.click()
    await expect(page.getByText('Browser notifications are off.')).toBeVisible()
    expect(subscriptionsOf()).toBe(0)
  })
})

import type { Locator, Page } from '@playwright/test'
import { E2E_ADMIN } from './env'
import { expect, login, test } from './fixtures'
import { allSpaces, createSpaceThroughApi, csrfToken, deleteSpaceThroughApi } from './helpers/api'
import { sandboxControl, syncNow } from './helpers/x-sandbox'

/**
 * Second pass over every screen: the rows about single screens (the Space's own time zone
 * on Edit Space, live Spaces on a profile, the zone control on a Space's page, no retry on a 404,
 * what a listener's dashboard offers, distinct menu names, the newsletter admin's buttons, Manage
 * Hosts' words and messages, the newsletter confirm page, a non-host's profile, /reading's cards).
 */

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
const header = (page: Page) => page.getByRole('banner')
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' })

/** Rounds a box to whole pixels so sub-pixel layout does not decide a test. */
async function box(locator: Locator) {
  const b = await locator.boundingBox()
  if (!b) throw new Error('not laid out')
  return { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) }
}

test.describe('Edit Space in the zone the Space was planned in (row 3)', () => {
  test.use({ timezoneId: 'Europe/Paris' })
  const HOST = 'prairiedispatch'

  test('a Tokyo Space edited from Paris names Tokyo, and its zone can be changed', async ({ page }) => {
    await login(page, HOST)
    const now = new Date()
    // 19:00 in Tokyo (10:00 UTC) on the 15th of next month.
    const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15, 10, 0) / 1000
    const space = await createSpaceThroughApi(page, {
      title: 'Second pass e2e: planned in Tokyo',
      scheduled_start: start,
      host_timezone: 'Asia/Tokyo',
    })
    try {
      await page.goto(`/dashboard/edit-space/${space.id}`)
      const zone = page.getByLabel('Time zone', { exact: true })
      await expect(zone).toHaveValue('Asia/Tokyo')
      await expect(page.getByText(/Your device's time zone/)).toHaveCount(0)
      await expect(page.getByLabel('Hour')).toHaveValue('7')
      await expect(page.getByLabel('AM/PM')).toHaveValue('PM')

      // The same wall-clock time, now in Paris.
      await zone.selectOption('Europe/Paris')
      await expect(page.getByLabel('Hour')).toHaveValue('7')
      await page.getByRole('button', { name: 'Save Changes' }).click()
      await expect(page).toHaveURL(/\/dashboard$/)
      const saved = (await (await page.request.get(`/api/spaces/${space.id}`)).json()) as {
        host_timezone: string
        scheduled_start: number
      }
      expect(saved.host_timezone).toBe('Europe/Paris')
      const parisHour = new Intl.DateTimeFormat('en-US', {
        timeZone: 'Europe/Paris',
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(new Date(saved.scheduled_start * 1000))
      expect(parisHour).toBe('19')
    } finally {
      await deleteSpaceThroughApi(page, space.id)
    }
  })
})

test.describe('a profile with a Space live on X (row 4)', () => {
  test('lists it first, under Live now, not under Recorded Spaces; once ended it is recorded', async ({
    page,
  }) => {
    const HOST = 'civicsquare_nyc'
    const TITLE = 'Second pass e2e: live on the profile'
    await login(page, E2E_ADMIN)
    const space = await sandboxControl(page.request, '/spaces', {
      username: HOST,
      title: TITLE,
      starts_in_minutes: 0,
    })
    await sandboxControl(page.request, `/spaces/${space.id}/start`, { listeners: 61 })
    try {
      const panel = await syncNow(page)
      // Hosts and calls are counted in words, not 'host(s)' (row 17).
      await expect(panel.getByText(/\(\d+ hosts?, \d+ calls? to X\)/)).toBeVisible()
      await expect(panel.getByText(/\(s\)/)).toHaveCount(0)
      await page.goto(`/profile/${HOST}`)
      // The demo data has a live Space of its own on this profile.
      const live = page.getByRole('region', { name: /^Live now \(\d+\)$/ })
      const card = live.getByRole('article', { name: TITLE })
      await expect(card.getByText('LIVE · 61 listening', { exact: true })).toBeVisible()
      await expect(
        page.getByRole('region', { name: /^Recorded Spaces/ }).getByRole('article', { name: TITLE }),
      ).toHaveCount(0)
      // First of the Space sections.
      const sections = page.getByRole('main').getByRole('heading', { level: 2, name: /Spaces|Live now/ })
      await expect(sections.first()).toHaveText(/^Live now \(\d+\)$/)
    } finally {
      await sandboxControl(page.request, `/spaces/${space.id}/end`)
      await syncNow(page)
    }
    await page.goto(`/profile/${HOST}`)
    await expect(
      page.getByRole('region', { name: /^Recorded Spaces/ }).getByRole('article', { name: TITLE }),
    ).toBeVisible()
  })
})

test.describe("a Space's own page (rows 5 and 6)", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`has the time zone control in the header at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const [space] = await allSpaces(page)
      if (!space) throw new Error('the demo data has Spaces')
      await page.goto(`/spaces/${space.id}`)
      await expect(page.getByRole('heading', { level: 1, name: space.title })).toBeVisible()
      const zone = header(page).getByRole('button', { name: /^Time zone:/ })
      await expect(zone).toBeInViewport()
      await zone.click()
      await expect(page.getByRole('dialog', { name: 'Time zone' })).toBeVisible()
    })
  }

  test('a Space that does not exist is not found at once, asked for once', async ({ page }) => {
    let asked = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/spaces/99999') asked += 1
    })
    await page.goto('/spaces/99999')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible({
      timeout: 2_500,
    })
    expect(asked).toBe(1)
  })
})

test.describe('what a listener is offered (row 7)', () => {
  test('the dashboard offers no host actions and says once how to become a host', async ({ page }) => {
    await login(page, 'just_listening', '/dashboard')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Welcome, Avery Lindqvist' })).toBeVisible()
    await expect(main.getByText('Only hosts can schedule Spaces.')).toBeVisible()
    await expect(main.getByText(/Ask an admin to add you as a host/)).toHaveCount(1)
    await expect(page.getByRole('region', { name: 'Quick Actions' })).toHaveCount(0)
    await expect(
      main.getByRole('link', { name: /New Space|Manage Links|Reading List|Manage Access/ }),
    ).toHaveCount(0)
  })
})

test.describe('the admin menu (row 8)', () => {
  test('every link has a name of its own, starting with the words it shows', async ({ page }) => {
    await login(page, E2E_ADMIN)
    await header(page).getByRole('button', { name: 'Menu', exact: true }).click()
    const links = menu(page).getByRole('link')
    await expect(links.first()).toBeVisible()
    const names: string[] = []
    for (const link of await links.all()) {
      const text = await link.evaluate((element) => (element.textContent ?? '').trim())
      const shown = await link.evaluate((element) => {
        const copy = element.cloneNode(true) as HTMLElement
        for (const hidden of Array.from(copy.querySelectorAll('.visually-hidden'))) hidden.remove()
        return (copy.textContent ?? '').trim()
      })
      await expect(link).toHaveAccessibleName(text)
      expect(text.startsWith(shown), `${text} starts with ${shown}`).toBe(true)
      names.push(text.toLowerCase())
    }
    expect(new Set(names).size).toBe(names.length)
    await expect(menu(page).getByRole('link', { name: 'Edit glossary', exact: true })).toHaveAttribute(
      'href',
      '/admin/glossary',
    )
    await expect(menu(page).getByRole('link', { name: 'Reading List manager', exact: true })).toHaveAttribute(
      'href',
      '/dashboard/reading',
    )
  })
})

test.describe('the newsletter admin (rows 9 and 10)', () => {
  test('offers Send test only with a confirmed address, and names every button by its campaign', async ({
    page,
  }) => {
    await login(page, E2E_ADMIN)
    const token = await csrfToken(page)
    const subjects = [`Second pass A ${Date.now()}`, `Second pass B ${Date.now()}`]
    for (const subject of subjects) {
      const res = await page.request.post('/api/newsletter/campaigns', {
        headers: { 'X-CSRF-Token': token },
        data: { subject, content: `<p>${subject}</p>` },
      })
      expect(res.status()).toBe(201)
    }
    const status = (await (await page.request.get('/api/newsletter/status')).json()) as {
      subscribed: boolean
    }
    expect(status.subscribed).toBe(false)

    await page.goto('/admin/newsletter')
    for (const subject of subjects) {
      const card = page.getByRole('article', { name: subject })
      await expect(card.getByRole('button', { name: `Preview “${subject}”` })).toBeVisible()
      await expect(card.getByRole('button', { name: `Send “${subject}”` })).toBeVisible()
      // Not subscribed: a test would be refused, so it is not offered.
      await expect(card.getByRole('button', { name: /^Send test/ })).toHaveCount(0)
    }
    await expect(page.getByText(/Send test.*subscribe/i)).toHaveCount(1)
  })
})

test.describe('Manage Hosts (row 17)', () => {
  test('messages show beside the action, and an old one does not stay beside a new error', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await login(page, E2E_ADMIN, '/admin/hosts')
    const form = page.getByRole('form', { name: 'Add a host' })
    const input = form.getByRole('textbox', { name: 'Username to add as Host' })
    const add = form.getByRole('button', { name: 'Add Host' })

    await input.fill('civicsquare_nyc')
    await add.click()
    await expect(form.getByRole('alert')).toHaveText('@civicsquare_nyc is already a host.')
    await input.fill('@far_too_long_for_x')
    await add.click()
    await expect(form.getByText('An X handle has 1 to 15 letters, digits or underscores')).toBeVisible()
    await expect(page.getByText('@civicsquare_nyc is already a host.')).toHaveCount(0)

    const handle = 'e2e_beside'
    await input.fill(handle)
    await add.click()
    await expect(form.getByText('Host added')).toBeInViewport()

    const pending = page.getByRole('region', { name: /^Pending \(they need to login\)/ })
    page.once('dialog', (dialog) => void dialog.accept())
    await pending
      .getByRole('listitem')
      .filter({ hasText: `@${handle}` })
      .getByRole('button', { name: 'Remove' })
      .click()
    await expect(pending.getByText('Pending entry removed')).toBeInViewport()
    await expect(page.getByText('Host added')).toHaveCount(0)
  })
})

test.describe('the newsletter confirm page (row 18)', () => {
  test('says at once that a link it does not know is not valid', async ({ page }) => {
    const response = await page.goto(`/newsletter/confirm/${'x'.repeat(32)}`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Confirm subscription' })).toHaveCount(0)
  })
})

test.describe('profiles (row 19)', () => {
  test("a listener's profile offers no calendar to subscribe to", async ({ page }) => {
    await page.goto('/profile/just_listening')
    await expect(page.getByRole('heading', { level: 1, name: 'Avery Lindqvist' })).toBeVisible()
    await expect(page.getByText('No Spaces yet')).toBeVisible()
    await expect(page.getByRole('button', { name: /Subscribe/ })).toHaveCount(0)
  })

  for (const viewport of [PHONE, DESKTOP]) {
    test(`a host's own profile lays Sync from X and Subscribe out alike at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await login(page, 'civicsquare_nyc', '/profile/civicsquare_nyc')
      const sync = page.getByRole('button', { name: 'Sync from X' })
      const subscribe = page.getByRole('button', { name: 'Subscribe to the calendar' })
      await expect(sync).toBeVisible()
      const [a, b] = [await box(sync), await box(subscribe)]
      expect(Math.abs(a.width - b.width)).toBeLessThanOrEqual(1)
      expect(Math.abs(a.height - b.height)).toBeLessThanOrEqual(1)
      await page.screenshot({ path: test.info().outputPath(`profile-actions-${viewport.width}.png`) })
    })
  }
})

test.describe('the Subscribe menu on a phone (row 16)', () => {
  test('the panel lines up with its full-width button', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/')
    const trigger = page.getByRole('button', { name: 'Subscribe to the calendar' })
    await trigger.click()
    const panel = page.locator('.subscribe .dropdown__panel')
    await expect(panel.getByRole('link').first()).toBeVisible()
    const [t, p] = [await box(trigger), await box(panel)]
    expect(Math.abs(p.x - t.x)).toBeLessThanOrEqual(1)
    expect(Math.abs(p.width - t.width)).toBeLessThanOrEqual(1)
    await expect(panel).toBeInViewport({ ratio: 1 })
  })
})

test.describe('/reading (row 20)', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`"Recommended by" sits on the line of the name on every card at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/reading')
      const labels = page.getByText('Recommended by', { exact: true })
      await expect(labels.first()).toBeVisible()
      const count = await labels.count()
      expect(count).toBeGreaterThan(1)
      for (let i = 0; i < count; i++) {
        const label = labels.nth(i)
        const link = label.locator('xpath=following-sibling::a[1]')
        const [l, a] = [await box(label), await box(link)]
        // The label's middle lies within the link's line box: same line.
        const middle = l.y + l.height / 2
        expect(middle, `card ${i}`).toBeGreaterThanOrEqual(a.y)
        expect(middle, `card ${i}`).toBeLessThanOrEqual(a.y + a.height)
      }
    })
  }
})

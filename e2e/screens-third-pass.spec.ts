import type { Locator, Page } from '@playwright/test'
import { E2E_ADMIN } from './env'
import { expect, login, test } from './fixtures'
import { allSpaces, createSpaceThroughApi, csrfToken, deleteSpaceThroughApi } from './helpers/api'
import { addDays, dayButton, dayIn, dayList, monthName, selectDay } from './helpers/calendar'
import { personIn, userId } from './helpers/people'
import { sandboxControl, syncNow } from './helpers/x-sandbox'

/**
 * The third pass over the screens: the menu's names and offers, a day's list with canceled and live
 * Spaces, Remind me beside Follow, and the time zone list's order, each at 1280 and 390 px.
 */

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
const VIEWPORTS = [DESKTOP, PHONE]
const PREFIX = 'Third pass e2e:'
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' })
const account = (page: Page) => menu(page).getByRole('region', { name: 'Your account' })

async function openMenu(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click()
  await expect(menu(page)).toBeVisible()
  await expect(account(page).getByRole('link', { name: 'Profile' })).toBeVisible()
}

/** Rounds a box to whole pixels so sub-pixel layout does not decide a test. */
async function box(locator: Locator) {
  const b = await locator.boundingBox()
  if (!b) throw new Error('not laid out')
  return { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) }
}

/** What the tests read of a Space here: the list's fields and X's state. */
type XSpace = Awaited<ReturnType<typeof allSpaces>>[number] & { x_state: string | null }

/** Removes every Space this spec made (the sandbox's X keeps its own, ended or canceled, as X would). */
async function removeOurSpaces(page: Page): Promise<void> {
  for (const space of (await allSpaces(page)).filter((s) => s.title.startsWith(PREFIX)))
    await deleteSpaceThroughApi(page, space.id)
}

test.describe('the menu (items 7 and 11)', () => {
  for (const viewport of VIEWPORTS) {
    test(`a host's menu names both reading lists 'Reading List', told apart, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await login(page, 'policy_bytes')
      await openMenu(page)
      const publicList = menu(page).getByRole('link', { name: 'Reading List', exact: true })
      await expect(publicList).toHaveAttribute('href', '/reading')
      await expect(publicList).toHaveText('Reading List')
      const manager = account(page).getByRole('link', { name: 'Reading List manager', exact: true })
      await expect(manager).toHaveAttribute('href', '/dashboard/reading')
      // Seen as the spec names it; heard with the word that tells it apart.
      const seen = await manager.evaluate((link) => {
        const copy = link.cloneNode(true) as HTMLElement
        for (const hidden of Array.from(copy.querySelectorAll('.visually-hidden'))) hidden.remove()
        return (copy.textContent ?? '').trim()
      })
      expect(seen).toBe('Reading List')
      await expect(menu(page).getByText('Manage reading')).toHaveCount(0)
      await expect(account(page).getByRole('link', { name: 'New Space' })).toHaveAttribute(
        'href',
        '/dashboard/new-space',
      )
      await page.screenshot({ path: test.info().outputPath(`menu-host-${viewport.width}.png`) })
      await manager.click()
      await expect(page).toHaveURL(/\/dashboard\/reading$/)
    })

    test(`a listener is offered neither New Space nor the reading list manager at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await login(page, 'just_listening')
      await openMenu(page)
      await expect(account(page).getByRole('link')).toHaveText(['Profile', 'Notifications'])
      await expect(menu(page).getByRole('link', { name: 'Reading List', exact: true })).toBeVisible()
      await page.screenshot({ path: test.info().outputPath(`menu-listener-${viewport.width}.png`) })
    })
  }

  test('a helper without Manage Spaces or Edit Profile is offered neither', async ({ page, browser }) => {
    await login(page, 'policy_bytes')
    const owner = await userId(page)
    const granted = await page.request.post(`/api/access/profile/${owner}/grant`, {
      headers: { 'X-CSRF-Token': await csrfToken(page) },
      data: {
        collaboratorUsername: 'just_listening',
        canManageSpaces: false,
        canEditProfile: false,
        canManageLinks: true,
      },
    })
    expect(granted.status()).toBe(201)
    try {
      const helper = await personIn(browser, 'just_listening')
      await openMenu(helper)
      await expect(account(helper).getByRole('link')).toHaveText(['Profile', 'Notifications'])
      await helper.context().close()
    } finally {
      const list = await page.request.get(`/api/access/profile/${owner}/collaborators`)
      const { collaborators } = (await list.json()) as { collaborators: { collaborator_id: number }[] }
      for (const grant of collaborators) {
        await page.request.delete(`/api/access/profile/${owner}/revoke/${grant.collaborator_id}`, {
          headers: { 'X-CSRF-Token': await csrfToken(page) },
        })
      }
    }
  })

  for (const viewport of VIEWPORTS) {
    test(`a helper with Manage Spaces is offered New Space, on the profile they help, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      // The demo helper's grant on Renata Aldridge's profile allows everything.
      await login(page, 'sam_helps_civic')
      await openMenu(page)
      await expect(account(page).getByRole('link')).toHaveText([
        'Profile',
        'Reading List manager',
        'New Space',
        'Notifications',
      ])
      await account(page).getByRole('link', { name: 'New Space' }).click()
      await expect(page).toHaveURL(/\/dashboard\/new-space$/)
      await expect(page.getByText('Only hosts can schedule Spaces.')).toHaveCount(0)
      await expect(page.getByRole('button', { name: 'Create Space' })).toBeVisible()
      await expect(page.getByText(/Renata Aldridge/).first()).toBeVisible()
    })
  }
})

test.describe('a day with a Space canceled on X (item 8)', () => {
  test.afterEach(async ({ page }) => removeOurSpaces(page))

  for (const viewport of VIEWPORTS) {
    test(`its counter, badge and list agree at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const title = `${PREFIX} called off at ${viewport.width}`
      await login(page, E2E_ADMIN)
      const onX = await sandboxControl(page.request, '/spaces', {
        username: 'civicsquare_nyc',
        title,
        starts_in_minutes: 90,
      })
      await syncNow(page)
      await sandboxControl(page.request, `/spaces/${onX.id}/cancel`)
      await syncNow(page)

      await page.goto('/')
      const spaces = (await allSpaces(page)) as XSpace[]
      const canceled = spaces.find((s) => s.title === title)
      expect(canceled?.x_state).toBe('canceled')
      const day = dayIn(canceled?.scheduled_start ?? 0)
      const onDay = spaces.filter((s) => JSON.stringify(dayIn(s.scheduled_start)) === JSON.stringify(day))
      const called = onDay.filter((s) => s.x_state === 'canceled').length
      const taking = onDay.length - called

      await selectDay(page, day)
      const list = dayList(page)
      await expect(list.getByRole('status').first()).toHaveText(
        `${taking} space(s) for ${monthName(day.month)} ${day.day} · ${called} canceled`,
      )
      await expect(list.getByRole('article')).toHaveCount(onDay.length)
      await expect(
        list.getByRole('article', { name: title }).getByText('Canceled', { exact: true }),
      ).toBeVisible()
      const spacesText = taking === 0 ? 'no Spaces' : taking === 1 ? '1 Space' : `${taking} Spaces`
      await expect(dayButton(page, day)).toHaveAccessibleName(
        new RegExp(`, ${spacesText}, ${called} canceled$`),
      )
      if (taking > 0)
        await expect(dayButton(page, day).locator('.calendar__count')).toHaveText(String(taking))
      await page.screenshot({ path: test.info().outputPath(`day-canceled-${viewport.width}.png`) })
    })
  }
})

test.describe('a day with a Space live on X (item 9)', () => {
  test.afterEach(async ({ page }) => removeOurSpaces(page))

  for (const viewport of VIEWPORTS) {
    test(`keeps its list in time order at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await login(page, E2E_ADMIN)
      const now = Math.floor(Date.now() / 1000)
      // Tomorrow (UTC, the browser's zone here): 2:30 PM on this site, 8:15 PM live on X.
      const day = addDays(dayIn(now), 1)
      const at = (hour: number, minute: number) =>
        Date.UTC(day.year, day.month - 1, day.day, hour, minute) / 1000
      const earlier = await createSpaceThroughApi(page, {
        title: `${PREFIX} afternoon at ${viewport.width}`,
        scheduled_start: at(14, 30),
      })
      const liveTitle = `${PREFIX} live at ${viewport.width}`
      const onX = await sandboxControl(page.request, '/spaces', {
        username: 'civicsquare_nyc',
        title: liveTitle,
        scheduled_start: at(20, 15),
      })
      try {
        await sandboxControl(page.request, `/spaces/${onX.id}/start`, { listeners: 12 })
        await syncNow(page)
        await page.goto('/')
        await selectDay(page, day)
        const list = dayList(page)
        await expect(list.getByRole('article', { name: liveTitle })).toBeVisible()
        const starts = await list
          .getByRole('article')
          .locator('time')
          .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')))
        expect(starts).toEqual([...starts].sort((a, b) => a - b))
        const titles = await list.getByRole('article').locator('h3').allInnerTexts()
        expect(titles.indexOf(earlier.title)).toBeLessThan(titles.indexOf(liveTitle))
        await page.screenshot({ path: test.info().outputPath(`day-live-${viewport.width}.png`) })
      } finally {
        await sandboxControl(page.request, `/spaces/${onX.id}/end`)
      }
    })
  }
})

test.describe('Remind me and Follow (item 10)', () => {
  /** An upcoming demo Space a day or more away, its day selected on the home page; answers its card. */
  async function upcomingCard(page: Page): Promise<Locator> {
    const now = Date.now() / 1000
    const space = (await allSpaces(page))
      .filter((s) => s.scheduled_start > now + 86_400 && !s.title.startsWith(PREFIX))
      .sort((a, b) => a.scheduled_start - b.scheduled_start)[0]
    if (!space) throw new Error('the demo data has upcoming Spaces')
    await page.goto('/')
    await selectDay(page, dayIn(space.scheduled_start))
    const card = dayList(page).getByRole('article', { name: space.title })
    await card.scrollIntoViewIfNeeded()
    return card
  }

  for (const viewport of VIEWPORTS) {
    for (const who of ['a listener', 'a visitor'] as const) {
      test(`sit on one row, as wide as each other and apart, for ${who} at ${viewport.width} px`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        if (who === 'a listener') await login(page, 'just_listening')
        const card = await upcomingCard(page)
        const remind = card.getByRole('button', { name: /^(Remind me|Reminder set) for / })
        const follow = card.getByRole('button', { name: /^(Follow|Following) @/ })
        await expect(remind).toBeVisible()
        await expect(follow).toBeVisible()
        const [r, f, c] = [await box(remind), await box(follow), await box(card)]
        expect(Math.abs(r.y - f.y), 'one row').toBeLessThanOrEqual(1)
        expect(Math.abs(r.width - f.width), 'same width').toBeLessThanOrEqual(1)
        expect(f.x - (r.x + r.width), 'room between them').toBeGreaterThanOrEqual(6)
        expect(f.x + f.width, 'inside the card').toBeLessThanOrEqual(c.x + c.width)
        // Keyboard: Tab goes from Remind me to Follow.
        await remind.focus()
        await page.keyboard.press('Tab')
        await expect(follow).toBeFocused()
        await card.screenshot({
          path: test.info().outputPath(`notify-${who.slice(2)}-${viewport.width}.png`),
        })
      })
    }
  }
})

test.describe('the time zone list (item 15)', () => {
  /** Minutes east of UTC a label shows: 'Asia/Tehran (GMT+3:30)' → 210; 'UTC' → 0. */
  const offsetOf = (label: string) => {
    const match = /GMT([+-])(\d+)(?::(\d+))?/.exec(label)
    if (!match) return 0
    return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0))
  }
  const expectWestToEast = (labels: string[]) => {
    const named = labels.filter((label) => label.includes('(GMT'))
    expect(named.length).toBeGreaterThan(30)
    const offsets = named.map(offsetOf)
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b))
    const tehran = named.findIndex((label) => label.startsWith('Asia/Tehran'))
    const dubai = named.findIndex((label) => label.startsWith('Asia/Dubai'))
    expect(tehran).toBeGreaterThanOrEqual(0)
    expect(tehran).toBeLessThan(dubai)
  }

  for (const viewport of VIEWPORTS) {
    test(`runs west to east by offset, in the header and the Timezone list, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      const select = page.getByRole('banner').getByRole('combobox', { name: 'Time zone' })
      await expect(select.locator('option').nth(30)).toBeAttached()
      const options = await select.locator('option').allTextContents()
      expect(options.slice(0, 2)).toEqual(['Auto (Browser)', 'UTC'])
      expectWestToEast(options)

      await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click()
      await menu(page)
        .getByRole('button', { name: /^Timezone/ })
        .click()
      const list = page.getByRole('listbox')
      await expect(list).toBeVisible()
      const names = await list
        .getByRole('option')
        .evaluateAll((items) => items.map((item) => (item.textContent ?? '').trim()))
      expectWestToEast(names)
      await page.screenshot({ path: test.info().outputPath(`zones-${viewport.width}.png`) })
    })
  }
})

import type { Page } from '@playwright/test'
import { E2E_ADMIN } from './env'
import { expect, login, test } from './fixtures'
import { allSpaces, deleteSpaceThroughApi } from './helpers/api'
import { dayButton, dayIn, dayList, monthName, selectDay } from './helpers/calendar'
import { type SandboxSpace, sandboxControl, syncNow } from './helpers/x-sandbox'

/**
 * The home page with Spaces as X reports them (live, canceled), made on
 * the sandbox's X through its control API and imported with Manage Hosts' Sync now.
 */
const HOST = 'civicsquare_nyc'
const HOST_NAME = 'Renata Aldridge'

/** Removes the test's Space here (the sandbox's X keeps it, ended or canceled, as X would). */
async function cleanUp(page: Page, title: string) {
  for (const space of (await allSpaces(page)).filter((s) => s.title === title))
    await deleteSpaceThroughApi(page, space.id)
}

const hostFilter = (page: Page) => page.getByRole('button', { name: /^Hosts:/ })

test('the Live now strip follows the host filter', async ({ page }) => {
  const title = 'E2E: live, filtered'
  await login(page, E2E_ADMIN)
  const state = (await (await page.request.get('/x-sandbox/control/state')).json()) as {
    data: SandboxSpace[]
  }
  for (const live of state.data.filter((s) => s.state === 'live'))
    await sandboxControl(page.request, `/spaces/${live.id}/end`)
  const space = await sandboxControl(page.request, '/spaces', { username: HOST, title, starts_in_minutes: 0 })
  try {
    await sandboxControl(page.request, `/spaces/${space.id}/start`, { listeners: 143 })
    await syncNow(page)

    await page.goto('/')
    const strip = page.getByRole('region', { name: 'Live now' })
    await expect(strip.getByText(title)).toBeVisible()

    // Two hosts who are not live: the strip goes.
    await hostFilter(page).click()
    const others = page.getByRole('group').getByRole('checkbox').filter({ hasNotText: HOST_NAME })
    await others.nth(0).check()
    await others.nth(1).check()
    await expect(hostFilter(page)).toHaveText('Hosts: 2 hosts')
    await expect(strip).toHaveCount(0)

    // The live host among them: it comes back.
    await page.getByRole('checkbox', { name: new RegExp(HOST_NAME) }).check()
    await expect(strip.getByText(title)).toBeVisible()
    await expect(strip.locator('.live-now__what > span')).toHaveText([`@${HOST} · 143 listening`])
  } finally {
    await page.request.post(`/x-sandbox/control/spaces/${space.id}/end`)
    await cleanUp(page, title)
  }
})

test('a Space canceled on X is counted apart in its day badge\'s name and in "N space(s) for <day>"', async ({
  page,
}) => {
  const title = 'E2E: called off on X'
  await login(page, E2E_ADMIN)
  const space = await sandboxControl(page.request, '/spaces', {
    username: HOST,
    title,
    starts_in_minutes: 90,
  })
  try {
    await syncNow(page)
    await sandboxControl(page.request, `/spaces/${space.id}/cancel`)
    await syncNow(page)

    await page.goto('/')
    const spaces = (await allSpaces(page)) as (Awaited<ReturnType<typeof allSpaces>>[number] & {
      x_state: string | null
    })[]
    const canceled = spaces.find((s) => s.title === title)
    expect(canceled?.x_state).toBe('canceled')
    const day = dayIn(canceled?.scheduled_start ?? 0)
    const key = JSON.stringify(day)
    const onDay = spaces.filter((s) => JSON.stringify(dayIn(s.scheduled_start)) === key)
    const takingPlace = onDay.filter((s) => s.x_state !== 'canceled').length
    expect(takingPlace).toBeLessThan(onDay.length)

    await selectDay(page, day)
    // The canceled Space is still listed, marked so, but not counted.
    await expect(
      dayList(page).getByRole('article', { name: title }).getByText('Canceled', { exact: true }),
    ).toBeVisible()
    const canceledCount = onDay.length - takingPlace
    await expect(dayList(page).getByRole('status').first()).toHaveText(
      `${takingPlace} space(s) for ${monthName(day.month)} ${day.day} · ${canceledCount} canceled`,
    )
    const spacesText =
      takingPlace === 0 ? 'no Spaces' : takingPlace === 1 ? '1 Space' : `${takingPlace} Spaces`
    await expect(dayButton(page, day)).toHaveAccessibleName(
      new RegExp(`, ${spacesText}, ${canceledCount} canceled$`),
    )
  } finally {
    await cleanUp(page, title)
  }
})

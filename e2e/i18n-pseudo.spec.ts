import type { Page } from '@playwright/test'
import { E2E_ADMIN } from './env'
import { expect, login, test } from './fixtures'

/**
 * The pseudo-locale (the `lang=pseudo` cookie): every catalog sentence accented and about 30 %
 * longer (apps/web/vite-plugins/po-catalogs.ts). Any visible text still in plain English was never
 * put through the catalogs; longer words must still fit a 390 px phone without sideways scrolling.
 * The data (titles, names, handles, descriptions, zone names, and dates, which Intl writes in
 * English for the pseudo-locale) stays as it is: its containers are allowed below.
 */

const DATA = [
  'time',
  'option',
  '.site-brand',
  '.space-card__title',
  '.space-card__host',
  '.space-card__description',
  '.calendar__number',
  '.calendar__count',
  '.calendar__zone',
  '.agenda__zone',
  '.dropdown__item',
  '.tz-button__zone',
  '.menu-identity',
  '.menu-item__hint',
  '.space-page__others-title',
  '[lang]:not(html)',
  '.tz-select__control',
  '.day-spaces__heading',
  '.day-spaces__weekday',
  '.day-spaces__title',
  '.agenda__date',
  '.profile-header__name',
  '.profile-header__bio',
  '.profile-header__facts',
  '.profile-link__text',
  '.profile-link__host',
  '.recommendation__title',
  '.recommendation__author',
  '.recommendation__summary',
  '.term-card',
  '.search-result__link',
  '.search-result__snippet',
  '.date-calendar__month',
  '.picker__summary',
  '.recurrence__dates',
  '.space-page__other-title',
  '.calendar__title',
  '.calendar__weekday',
  // The admin screens' data: names and handles, campaign subjects, subscribers, terms, and what the
  // server itself reports (its version, queue names, the X import's last error).
  '.host-row__name',
  '.host-row__meta',
  '.campaign-card__subject',
  '.campaign-card__for',
  '.subscriber-row__email',
  '.subscriber-row__person',
  '.admin-term__term',
  '.admin-term__for',
  '.admin-term__category',
  '.health__data',
  '.x-sync__error',
  'iframe',
]

/** Text nodes with a plain English word of three letters or more and nothing accented. */
async function plainEnglish(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate(
    ([allowed, rootSelector]) => {
      const found: string[] = []
      const walker = document.createTreeWalker(
        document.querySelector(rootSelector) ?? document.body,
        NodeFilter.SHOW_TEXT,
      )
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? ''
        const parent = node.parentElement
        if (!text || !parent || parent.closest(allowed.join(','))) continue
        if (parent.closest('script, style, noscript, [hidden], [aria-hidden="true"]')) continue
        const style = getComputedStyle(parent)
        if (style.display === 'none' || style.visibility === 'hidden') continue
        // A handle (`@name` is split in two nodes) or an email address is data too.
        if (/^@?[a-z0-9_]+$/.test(text) || /^[\w.+-]+@[\w.-]+$/.test(text)) continue
        if (/[A-Za-z]{3,}/.test(text) && !/[~À-ɏḀ-ỿ]/.test(text)) found.push(text)
      }
      return found
    },
    [DATA, root] as const,
  )
}

async function expectAllTranslated(page: Page, where: string) {
  await page.waitForLoadState('networkidle')
  expect(await plainEnglish(page), `plain English on ${where}`).toEqual([])
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `sideways overflow on ${where}`).toBeLessThanOrEqual(0)
}

test.describe('the pseudo-locale', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test.beforeEach(async ({ context }) => {
    const url = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1')
    await context.addCookies([{ name: 'lang', value: 'pseudo', domain: url.hostname, path: '/' }])
  })

  test('the home page, its menu and the agenda', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('main h1')).toContainText('~')
    await expectAllTranslated(page, 'home')
    await page.getByRole('button', { name: /^Ṁéñû/ }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectAllTranslated(page, 'home + menu')
    await page.keyboard.press('Escape')
    await page.goto('/?view=agenda')
    await expectAllTranslated(page, 'agenda')
  })

  test('a Space page', async ({ page }) => {
    const response = await page.request.get('/api/spaces')
    const [space] = ((await response.json()) as { data: { id: number }[] }).data
    await page.goto(`/spaces/${space?.id}`)
    await expect(page.locator('main h1')).toBeVisible()
    await expectAllTranslated(page, 'a Space page')
  })

  test('New Space and the notification settings, logged in as a host', async ({ page }) => {
    await login(page, 'civicsquare_nyc')
    // Logging in sets the account's language in the `lang` cookie: the test language again.
    await page.evaluate(() => {
      document.cookie = 'lang=pseudo; path=/'
    })
    await page.goto('/dashboard/new-space')
    await expect(page.locator('main h1')).toContainText('~')
    await expectAllTranslated(page, 'New Space')
    await page.goto('/dashboard/notifications')
    await expect(page.locator('main h1')).toContainText('~')
    await expectAllTranslated(page, 'notifications')
  })

  test('a host’s profile, the glossary and search', async ({ page }) => {
    await page.goto('/profile/civicsquare_nyc')
    await expect(page.locator('main h1')).toBeVisible()
    await expectAllTranslated(page, 'a profile')
    await page.goto('/glossary')
    await expect(page.locator('main h1')).toContainText('~')
    await expectAllTranslated(page, 'the glossary')
    await page.goto('/search?q=council')
    await expect(page.locator('main h1')).toContainText('~')
    await expectAllTranslated(page, 'search')
  })

  test('the 404 page', async ({ page }) => {
    await page.goto('/no-such-page')
    await expectAllTranslated(page, '404')
  })

  test('the admin screens, logged in as an admin', async ({ page }) => {
    await login(page, E2E_ADMIN)
    await page.evaluate(() => {
      document.cookie = 'lang=pseudo; path=/'
    })
    // The home page logged in: the newsletter widget's own states.
    await page.goto('/')
    await expect(page.locator('.newsletter-widget form, .newsletter-widget button').first()).toBeVisible()
    // (The rest of the logged-in home is not the admin screens' to answer for.)
    await page.waitForLoadState('networkidle')
    expect(await plainEnglish(page, '.newsletter-widget'), 'plain English in the newsletter widget').toEqual(
      [],
    )
    for (const path of ['/admin/hosts', '/admin/newsletter', '/admin/glossary', '/admin/health']) {
      await page.goto(path)
      await expect(page.locator('main h1')).toContainText('~')
      await expect(page.locator('main [aria-busy="true"], main .loading-state')).toHaveCount(0)
      await expectAllTranslated(page, path)
    }
    // The campaign form with its preview, on the newsletter screen.
    await page.goto('/admin/newsletter')
    await page.locator('.nl-section__head button').first().click()
    await page.getByRole('textbox').first().fill('Pseudo')
    await expectAllTranslated(page, '/admin/newsletter + the campaign form')
  })
})

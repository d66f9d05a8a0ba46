import type { Page } from '@playwright/test'
import { expect, login, test } from './fixtures'

/**
 * The site in Japanese (Asia/Tokyo) and Arabic (right to left) on a phone: the page's language comes
 * from the server (`Accept-Language` here), every screen's words from the catalogs, dates from Intl.
 */

const SHOTS = process.env.I18N_SHOTS
/** Words of the English interface that must not be left on a translated screen. */
const ENGLISH_UI = [
  'Menu',
  'Calendar',
  'Agenda',
  'Today',
  'Featured hosts',
  'Subscribe',
  'Time zone',
  'Upcoming',
  'Recorded',
  'Newsletter',
  'Back to calendar',
  'Set Reminder on X',
  'Listen now',
  'Dashboard',
  'Quick Actions',
  'My Spaces',
  'New Space',
  'Title',
  'Description',
  'Date and time',
  'Create Space',
  'Alerts',
  'Save settings',
  'Hosts you follow',
]

const LOCALES = [
  {
    tag: 'ja-JP',
    lang: 'ja',
    dir: 'ltr',
    zone: 'Asia/Tokyo',
    heading: 'スペース',
    month: /^\d{4}年\d{1,2}月$/,
    dashboard: 'ダッシュボード',
    quickActions: 'クイック操作',
    newSpace: '新しいスペース',
    titleLabel: /^タイトル/,
    titleRequired: 'タイトルは必須です',
    notifications: '通知',
    saveSettings: '設定を保存',
  },
  {
    tag: 'ar',
    lang: 'ar',
    dir: 'rtl',
    zone: 'UTC',
    heading: 'المساحات',
    month: /^[^\sA-Za-z]+ [0-9٠-٩]+$/,
    dashboard: 'لوحة التحكم',
    quickActions: 'إجراءات سريعة',
    newSpace: 'مساحة جديدة',
    titleLabel: /^العنوان/,
    titleRequired: 'العنوان مطلوب',
    notifications: 'الإشعارات',
    saveSettings: 'حفظ الإعدادات',
  },
] as const

async function visibleText(page: Page): Promise<string> {
  return page.locator('body').innerText()
}

async function expectNoEnglish(page: Page) {
  const text = await visibleText(page)
  const lines = text.split('\n').map((line) => line.trim())
  for (const word of ENGLISH_UI) expect(lines, `"${word}" left in English`).not.toContain(word)
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: false })
  await page.setViewportSize({ width: 390, height: 844 })
}

async function firstSpaceId(page: Page): Promise<number> {
  const response = await page.request.get('/api/spaces')
  const spaces = ((await response.json()) as { data: { id: number; scheduled_start: number }[] }).data
  const upcoming = spaces.find((space) => space.scheduled_start > Date.now() / 1000 + 3600) ?? spaces[0]
  if (!upcoming) throw new Error('the demo data has no Space')
  return upcoming.id
}

for (const locale of LOCALES) {
  test.describe(`in ${locale.tag}`, () => {
    test.use({
      locale: locale.tag,
      timezoneId: locale.zone,
      viewport: { width: 390, height: 844 },
      extraHTTPHeaders: { 'Accept-Language': locale.tag },
    })

    test('the home page is in the language from its first render, dates in its form', async ({ page }) => {
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', locale.lang)
      await expect(page.locator('html')).toHaveAttribute('dir', locale.dir)
      await expect(page.getByRole('heading', { level: 1, name: locale.heading })).toBeVisible()
      await expect(page.locator('.calendar__title')).toHaveText(locale.month)
      await expectNoEnglish(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
      expect(overflow, 'no sideways scrolling at 390 px').toBe(false)
      await shoot(page, `home-${locale.lang}`)
    })

    test('a Space page', async ({ page }) => {
      await page.goto(`/spaces/${await firstSpaceId(page)}`)
      await expect(page.locator('article').first()).toBeVisible()
      await expectNoEnglish(page)
      await shoot(page, `space-${locale.lang}`)
    })

    test('the dashboard, New Space with its validation messages, and notifications', async ({ page }) => {
      await login(page, 'civicsquare_nyc', '/dashboard')
      await expect(page.locator('main h1')).toHaveText(locale.dashboard)
      await expect(page.getByRole('heading', { name: locale.quickActions })).toBeVisible()
      await expectNoEnglish(page)

      await page.goto('/dashboard/new-space')
      await expect(page.locator('main h1')).toHaveText(locale.newSpace)
      const title = page.getByRole('textbox', { name: locale.titleLabel })
      await title.fill('x')
      await title.fill('')
      await title.blur()
      await expect(page.getByRole('alert').filter({ hasText: locale.titleRequired })).toBeVisible()
      await expectNoEnglish(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
      expect(overflow, 'no sideways scrolling at 390 px').toBe(false)
      await shoot(page, `new-space-${locale.lang}`)

      await page.goto('/dashboard/notifications')
      await expect(page.locator('main h1')).toHaveText(locale.notifications)
      await expect(page.getByRole('button', { name: locale.saveSettings })).toBeVisible()
      await expectNoEnglish(page)
    })
  })
}

import { E2E_ADMIN } from './env'
import { expect, login, test } from './fixtures'

test.use({ viewport: { width: 390, height: 844 } })
test('shot', async ({ page }) => {
  await login(page, E2E_ADMIN)
  await page.evaluate(() => {
    document.cookie = 'lang=ar; path=/'
  })
  await page.goto('/admin/newsletter')
  await page.waitForLoadState('networkidle')
  await page.locator('.nl-section__head button').first().click()
  await page.waitForTimeout(300)
  console.log('overflow', await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
  await page.screenshot({ path: '/tmp/tr-admin/ar-newsletter.png', fullPage: true })
  await page.goto('/admin/health')
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: '/tmp/tr-admin/ar-health.png', fullPage: true })
  await page.evaluate(() => {
    document.cookie = 'lang=ja; path=/'
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  console.log(
    'zones',
    JSON.stringify(await page.locator('.tz-select__control option').allTextContents()).slice(0, 400),
  )
  await expect(page.locator('main')).toBeVisible()
})

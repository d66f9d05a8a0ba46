import type { Browser } from '@playwright/test'
import { E2E_BASE_URL } from './env'
import { expect, test } from './fixtures'
import { allSpaces } from './helpers/api'
import { failingAudits, launchForLighthouse, type Preset, runLighthouse } from './helpers/lighthouse'

/**
 * Lighthouse 12 on the public pages as the suite serves them (the built site, as `npm
 * start` runs it), with its mobile and desktop presets. Accessibility, best practices and SEO score
 * 100, and nothing moves once drawn (CLS ≤ 0.05). These do not depend on the machine's speed;
 * performance does, so `npm run bench` reports it instead.
 */
const CATEGORIES = ['accessibility', 'best-practices', 'seo']
const MAX_CLS = 0.05
const PRESETS: Preset[] = ['mobile', 'desktop']

// The two presets are independent reads, so the workers share them out (each launches its own Chromium).
test.describe.configure({ mode: 'parallel' })

let browser: Browser
let port: number
let spacePath = ''

test.beforeAll(async ({ request }) => {
  ;({ browser, port } = await launchForLighthouse())
  const response = await request.get('/api/spaces')
  const [space] = ((await response.json()) as { data: { id: number }[] }).data
  spacePath = `/spaces/${space?.id}`
})

test.afterAll(async () => {
  await browser?.close()
})

// The Arabic home page too: right to left, its `<html lang dir>` set by the server.
const pages = () => ['/', '/?lang=ar', '/profile/civicsquare_nyc', spacePath, '/reading', '/glossary']

for (const preset of PRESETS) {
  test(`${preset}: accessibility, best practices and SEO 100 and CLS ≤ ${MAX_CLS} on the public pages`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    // The Space page needs a Space; the list is the real API's.
    expect((await allSpaces(page)).length).toBeGreaterThan(0)
    for (const path of pages()) {
      const lhr = await runLighthouse(`${E2E_BASE_URL}${path}`, port, preset, {
        onlyCategories: CATEGORIES,
        onlyAudits: ['cumulative-layout-shift'],
      })
      for (const category of CATEGORIES) {
        const score = Math.round((lhr.categories[category]?.score ?? 0) * 100)
        expect
          .soft(score, `${preset} ${path} ${category}:\n${failingAudits(lhr, category).join('\n')}`)
          .toBe(100)
      }
      const cls = lhr.audits['cumulative-layout-shift']?.numericValue
      expect.soft(cls, `${preset} ${path} cumulative layout shift`).toBeLessThanOrEqual(MAX_CLS)
    }
  })
}

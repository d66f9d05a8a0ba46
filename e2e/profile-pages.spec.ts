import { expect, test } from './fixtures'
import { deleteSpacesTitled, userIdOf, withDatabase } from './helpers/database'

/**
 * A host's list comes a page at a time (500 Spaces an answer, newest first). The profile
 * shows the first page at once, and 'Show older Spaces' pages through the rest of 'Recorded Spaces',
 * at 390 px as at 1280. 520 old Spaces are planted in the database (faster than 520 API
 * calls) for a demo host no other spec changes, and removed afterwards.
 */
const HOST = 'monsoon_notes'
const TITLE = 'Paged e2e:'
const OLD = 520
const DAY = 86_400

test.describe('a profile with more Spaces than a page', () => {
  test.beforeAll(() =>
    withDatabase((db) => {
      const insert = db.prepare(`insert into spaces
        (host_id, title, description, space_url, scheduled_start, state, created_by, created_at, updated_at)
        values (?, ?, null, ?, ?, 'ended', ?, ?, ?)`)
      const now = Math.floor(Date.now() / 1000)
      const host = userIdOf(db, HOST)
      db.transaction(() => {
        for (let i = 0; i < OLD; i++) {
          const start = now - 60 * DAY - i * 3600
          insert.run(host, `${TITLE} ${i + 1}`, `https://x.com/i/spaces/1Paged${i}`, start, host, now, now)
        }
      })()
    }),
  )

  test.afterAll(() => deleteSpacesTitled(TITLE))

  for (const width of [1280, 390]) {
    test(`pages through Recorded Spaces with Show older Spaces (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/profile/${HOST}`)
      const recorded = page.getByRole('region', { name: /^Recorded Spaces \(\d+\)$/ })
      await expect(recorded).toBeVisible()
      const planted = recorded.getByRole('link', { name: new RegExp(`^${TITLE}`) })
      // The first page: the host's own demo Spaces and most of the planted ones, not all.
      await expect(planted.first()).toBeVisible()
      const first = await planted.count()
      expect(first).toBeGreaterThan(OLD - 30)
      expect(first).toBeLessThan(OLD)
      const more = page.getByRole('button', { name: 'Show older Spaces' })
      await more.click()
      await expect(planted).toHaveCount(OLD)
      await expect(more).toHaveCount(0)
      // Newest first, across the pages.
      await expect(planted.first()).toHaveText(`${TITLE} 1`)
      await expect(planted.last()).toHaveText(`${TITLE} ${OLD}`)
    })
  }
})

import { expect, login, test } from './fixtures'
import { deleteSpacesTitled, userIdOf, withDatabase } from './helpers/database'

/**
 * The API now refuses times outside 2000–2100, but a database can still hold
 * rows written before that rule. Every screen that shows such a Space keeps working: the time reads
 * 'Date unknown', and the host can give it a new time from the edit form.
 */
const HOST = 'afterhoursvinyl'
const TITLE = 'Stored-times e2e:'
const STORED = [2 ** 53 - 1, 8.64e12, 8.64e12 + 1]

test.describe('Spaces stored with times no screen can show', () => {
  test.beforeAll(() =>
    withDatabase((db) => {
      const insert = db.prepare(`insert into spaces
        (host_id, title, description, space_url, scheduled_start, state, created_at, updated_at)
        values (?, ?, null, 'https://x.com/i/spaces/1StoredTimes', ?, 'upcoming', ?, ?)`)
      const now = Math.floor(Date.now() / 1000)
      const host = userIdOf(db, HOST)
      for (const [i, start] of STORED.entries()) insert.run(host, `${TITLE} ${i + 1}`, start, now, now)
    }),
  )

  test.afterAll(() => deleteSpacesTitled(TITLE))

  test('the home page, the profile, the dashboard and the edit form keep working', async ({ page }) => {
    const crashed = page.getByRole('heading', { name: 'Something went wrong' })

    await page.goto('/')
    await expect(page.getByRole('grid')).toBeVisible()
    await page.getByRole('button', { name: /hosts/i }).first().click()
    await expect(crashed).toHaveCount(0)

    await page.goto(`/profile/${HOST}`)
    const card = page.getByRole('article').filter({ hasText: `${TITLE} 1` })
    await expect(card).toBeVisible()
    await expect(card.getByText('Date unknown')).toBeVisible()
    await expect(crashed).toHaveCount(0)

    await login(page, HOST, '/dashboard')
    const dashboardCard = page.getByRole('article').filter({ hasText: `${TITLE} 2` })
    await expect(dashboardCard.getByText('Date unknown')).toBeVisible()
    await dashboardCard.getByRole('link', { name: 'Edit' }).click()

    await expect(page.getByText('This Space’s saved start time cannot be shown.')).toBeVisible()
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    const saved = page.getByRole('article').filter({ hasText: `${TITLE} 2` })
    await expect(saved.getByText('Date unknown')).toHaveCount(0)
    await expect(crashed).toHaveCount(0)
  })
})

import type { Page } from '@playwright/test'
import { expect, login, test } from './fixtures'

/**
 * The reading list: a host recommends, pins and edits on /dashboard/reading, and the
 * public /reading shows it, filtered through the query string; visitors only read.
 */

// A host the other specs leave alone; every item made here carries PREFIX and is removed after.
const HOST = 'harbour_reads'
const PREFIX = 'Reading e2e:'

const addForm = (page: Page) => page.getByRole('region', { name: 'Add a Recommendation' })
const managerList = (page: Page) => page.getByRole('region', { name: /^Your Reading List/ })
const row = (page: Page, title: string) => managerList(page).getByRole('article', { name: title })
const cards = (page: Page) => page.getByRole('list', { name: 'Recommendations' }).getByRole('article')

async function addItem(page: Page, item: { url: string; title: string; type: string }): Promise<void> {
  const form = addForm(page)
  await form.getByRole('textbox', { name: /^URL/ }).fill(item.url)
  await form.getByRole('textbox', { name: /^Title/ }).fill(item.title)
  await form.getByRole('combobox', { name: 'Type' }).selectOption(item.type)
  await form.getByRole('button', { name: 'Add Item' }).click()
  await expect(row(page, item.title)).toBeVisible()
}

test.describe('the reading list', () => {
  test.afterEach(async ({ page }) => {
    const response = await page.request.get(`/api/reading/host/${HOST}`)
    const { data } = (await response.json()) as { data: { id: number; title: string }[] }
    const mine = data.filter((item) => item.title.startsWith(PREFIX))
    if (mine.length === 0) return
    const { csrfToken } = (await (await page.request.get('/csrf-token')).json()) as { csrfToken: string }
    for (const item of mine) {
      await page.request.delete(`/api/reading/${item.id}`, { headers: { 'X-CSRF-Token': csrfToken } })
    }
  })

  test('a host adds an item, pins it, finds it first on /reading and edits it; a visitor only reads', async ({
    page,
  }) => {
    await login(page, HOST, '/dashboard/reading')
    await expect(page.getByRole('heading', { level: 1, name: 'Reading List' })).toBeVisible()
    const form = addForm(page)
    const submit = form.getByRole('button', { name: 'Add Item' })
    await expect(submit).toBeDisabled()

    // The form's rules, with their messages; submit stays disabled while one fails.
    const url = form.getByRole('textbox', { name: /^URL/ })
    await url.fill('http://example.org/slow-reading')
    await url.press('Tab')
    await expect(form.getByText('Invalid URL format')).toBeVisible()
    await form.getByRole('textbox', { name: /^Title/ }).fill(`${PREFIX} The Slow Reading Podcast`)
    await expect(submit).toBeDisabled()
    await url.fill('https://example.org/slow-reading')
    await expect(form.getByText('Invalid URL format')).toHaveCount(0)
    const minutes = form.getByRole('textbox', { name: 'Est. read minutes' })
    await minutes.fill('0')
    await minutes.press('Tab')
    await expect(form.getByText('Must be a positive number')).toBeVisible()
    await expect(submit).toBeDisabled()
    await minutes.fill('35')
    await form.getByRole('combobox', { name: 'Type' }).selectOption('podcast')
    await form.getByRole('textbox', { name: 'Author' }).fill('Clementine Ashby')
    await form.getByRole('textbox', { name: 'Summary' }).fill('Why a book club reads one chapter a week.')
    await form.getByRole('textbox', { name: 'Tags' }).fill('books, , slow reading ')
    await form.getByRole('combobox', { name: 'Difficulty' }).selectOption('highschool')
    await expect(form.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('highschool')
    await submit.click()

    const first = `${PREFIX} The Slow Reading Podcast`
    await expect(row(page, first)).toBeVisible()
    await expect(form.getByRole('status')).toHaveText(`Added “${first}”.`)
    // The form empties for the next item, difficulty back to its default.
    await expect(url).toHaveValue('')
    await expect(form.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('other')
    await expect(row(page, first).getByText('Podcast · High School · 35 min')).toBeVisible()
    await expect(row(page, first).getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'books',
      'slow reading',
    ])

    // A newer item of the same type comes first until the older one is pinned.
    const second = `${PREFIX} A Newer Episode`
    await addItem(page, { url: 'https://example.org/newer', title: second, type: 'podcast' })
    const rowTitles = managerList(page).getByRole('article').getByRole('heading', { level: 3 })
    await expect(rowTitles.first()).toHaveText(new RegExp(`^${second}`))
    await row(page, first).getByRole('button', { name: /^Pin/ }).click()
    await expect(row(page, first).getByRole('button', { name: /^Unpin/ })).toBeVisible()
    await expect(rowTitles.first()).toHaveText(new RegExp(`^${first}.*Pinned$`))

    // The public list, filtered through the dropdowns and kept in the query string.
    await page.goto('/reading')
    await expect(page.getByRole('heading', { level: 1, name: 'Reading' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/')
    await page.getByRole('combobox', { name: 'Host' }).selectOption(HOST)
    await page.getByRole('combobox', { name: 'Type' }).selectOption('podcast')
    await expect(page).toHaveURL(new RegExp(`/reading\\?host=${HOST}&type=podcast$`))
    await expect(cards(page)).toHaveCount(2)
    const top = cards(page).first()
    await expect(top.getByRole('heading', { level: 2 })).toContainText(first)
    await expect(top.getByText('Pinned', { exact: true })).toBeVisible()
    await expect(top.getByText('Podcast', { exact: true })).toBeVisible()
    await expect(top.getByText('Author : Clementine Ashby')).toBeVisible()
    await expect(top.getByText('Why a book club reads one chapter a week.')).toBeVisible()
    const link = top.getByRole('link', { name: new RegExp(`^${first}`) })
    await expect(link).toHaveAttribute('href', 'https://example.org/slow-reading')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(top.getByRole('link', { name: 'Clementine Ashby' })).toHaveAttribute(
      'href',
      `/profile/${HOST}`,
    )

    // Another type leaves them out; the query string survives a reload.
    await page.getByRole('combobox', { name: 'Type' }).selectOption('book')
    await expect(page).toHaveURL(/type=book$/)
    await expect(page.getByText('No recommendations yet')).toBeVisible()
    await page.goBack()
    await expect(cards(page)).toHaveCount(2)
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Host' })).toHaveValue(HOST)
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('podcast')

    // Edit in the modal: every field, filled in from the item.
    await cards(page).first().getByRole('button', { name: /^Edit/ }).click()
    const modal = page.getByRole('dialog', { name: 'Edit Reading List Item' })
    await expect(modal).toBeVisible()
    await expect(modal.getByRole('textbox', { name: /^URL/ })).toHaveValue('https://example.org/slow-reading')
    await expect(modal.getByRole('textbox', { name: 'Tags' })).toHaveValue('books, slow reading')
    await expect(modal.getByRole('textbox', { name: 'Tags' })).toHaveAttribute(
      'placeholder',
      'policy, housing, organizing',
    )
    await expect(modal.getByRole('textbox', { name: 'Est. read minutes' })).toHaveValue('35')
    await modal.getByRole('button', { name: 'Cancel' }).click()
    await expect(modal).toHaveCount(0)

    await cards(page).first().getByRole('button', { name: /^Edit/ }).click()
    const edited = `${PREFIX} The Slow Reading Podcast (season 2)`
    await modal.getByRole('textbox', { name: /^Title/ }).fill(edited)
    await modal.getByRole('button', { name: 'Update' }).click()
    await expect(modal).toHaveCount(0)
    await expect(cards(page).first().getByRole('heading', { level: 2 })).toContainText(edited)
    await expect(cards(page).first().getByText('Pinned', { exact: true })).toBeVisible()

    // A visitor sees the same cards, without Edit or Delete.
    await page.context().clearCookies()
    await page.reload()
    await expect(cards(page).first().getByRole('heading', { level: 2 })).toContainText(edited)
    await expect(cards(page)).toHaveCount(2)
    await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0)
  })

  test('Delete asks first and removes the item from both lists; failures say so', async ({ page }) => {
    await login(page, HOST, '/dashboard/reading')
    const title = `${PREFIX} To be deleted`
    await addItem(page, { url: 'https://example.org/gone', title, type: 'article' })

    const dialogs: string[] = []
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await row(page, title)
      .getByRole('button', { name: /^Delete/ })
      .click()
    expect(dialogs).toEqual(['Delete this item?'])
    await expect(row(page, title)).toBeVisible()

    // The failure texts, with the server's reason under them.
    await page.route('**/api/reading/*', (route) =>
      route.request().method() === 'GET'
        ? route.continue()
        : route.fulfill({ status: 503, json: { error: 'The database is busy.' } }),
    )
    await row(page, title).getByRole('button', { name: /^Pin/ }).click()
    await expect(page.getByRole('alert')).toHaveText('Failed to updateThe database is busy.')
    page.once('dialog', (dialog) => void dialog.accept())
    await row(page, title)
      .getByRole('button', { name: /^Delete/ })
      .click()
    await expect(page.getByRole('alert')).toHaveText('Failed to deleteThe database is busy.')
    await row(page, title).getByRole('button', { name: /^Edit/ }).click()
    const modal = page.getByRole('dialog', { name: 'Edit Reading List Item' })
    await modal.getByRole('button', { name: 'Update' }).click()
    await expect(modal.getByRole('alert')).toHaveText('Failed to update itemThe database is busy.')
    await modal.getByRole('button', { name: 'Cancel' }).click()
    await page.unroute('**/api/reading/*')
    await expect(row(page, title)).toBeVisible()

    await page.goto(`/reading?host=${HOST}`)
    const card = page.getByRole('article', { name: title })
    page.once('dialog', (dialog) => void dialog.accept())
    await card.getByRole('button', { name: /^Delete/ }).click()
    await expect(card).toHaveCount(0)
    await page.goto('/dashboard/reading')
    await expect(managerList(page).getByRole('heading', { level: 2 })).toHaveText(
      /^Your Reading List \(\d+\)$/,
    )
    await expect(row(page, title)).toHaveCount(0)
  })

  test('the manager needs a login; /reading offers every host and the four types', async ({ page }) => {
    await page.goto('/dashboard/reading')
    await expect(page).toHaveURL(/\/\?next=%2Fdashboard%2Freading$/)

    await page.goto('/reading')
    const host = page.getByRole('combobox', { name: 'Host' })
    await expect(host.locator('option').first()).toHaveText('All Hosts')
    await expect(host.locator(`option[value="${HOST}"]`)).toHaveText(`Clementine Ashby (@${HOST})`)
    await expect(page.getByRole('combobox', { name: 'Type' }).locator('option')).toHaveText([
      'All Types',
      'Article',
      'Video',
      'Podcast',
      'Book',
    ])
  })
})

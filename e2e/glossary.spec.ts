import type { Page } from '@playwright/test'
import { E2E_ADMIN } from './env'
import { expect, login, test } from './fixtures'

/** The glossary: search and category in the URL, cards that explain a term at four levels. */

type Term = {
  term: string
  category: string
  definitions: { level: string; definition: string; examples: string[]; citations: string[] }[]
}

const terms = (page: Page) => page.getByRole('list', { name: 'Terms' }).getByRole('listitem')
/** A card's toggle; its name is the term, then the category. */
const termButton = (page: Page, term: string) =>
  page.getByRole('button', { name: new RegExp(`^${term} \\w+$`) })
const search = (page: Page) => page.getByRole('main').getByRole('searchbox', { name: 'Search' })
const category = (page: Page) => page.getByRole('combobox', { name: 'Category' })

async function listTerms(page: Page, query: string): Promise<string[]> {
  const response = await page.request.get(`/api/glossary${query}`)
  return ((await response.json()) as { data: { term: string }[] }).data.map((t) => t.term)
}

async function fetchTerm(page: Page, term: string): Promise<Term> {
  const response = await page.request.get(`/api/glossary/${encodeURIComponent(term)}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as Term
}

test.describe('the glossary', () => {
  test('search narrows the list, survives a reload, and Graduate shows that level', async ({ page }) => {
    await page.goto('/glossary')
    await expect(page.getByRole('heading', { level: 1, name: 'Glossary of Terms' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to calendar' })).toHaveAttribute('href', '/')
    await expect(search(page)).toHaveAttribute('placeholder', 'Search terms...')
    await expect(terms(page)).toHaveCount(32)
    await expect(termButton(page, 'Quorum')).toBeVisible()

    await search(page).fill('zon')
    await expect(page).toHaveURL(/\/glossary\?search=zon$/)
    await expect(termButton(page, 'Quorum')).toHaveCount(0)
    await expect(termButton(page, 'Zoning')).toBeVisible()
    await expect(termButton(page, 'Upzoning')).toBeVisible()
    const narrowed = await terms(page).count()
    expect(narrowed).toBeLessThan(32)
    expect(narrowed).toBeGreaterThanOrEqual(3)

    await page.reload()
    await expect(search(page)).toHaveValue('zon')
    await expect(terms(page)).toHaveCount(narrowed)
    await expect(termButton(page, 'Quorum')).toHaveCount(0)

    const zoning = termButton(page, 'Zoning')
    await expect(zoning).toHaveAttribute('aria-expanded', 'false')
    await zoning.click()
    await expect(zoning).toHaveAttribute('aria-expanded', 'true')
    const panel = page.locator(`#${await zoning.getAttribute('aria-controls')}`)
    const eli5 = panel.getByRole('button', { name: 'ELI5' })
    const graduate = panel.getByRole('button', { name: 'Graduate' })
    await expect(eli5).toHaveAttribute('aria-pressed', 'true')
    await expect(panel.getByText('Simple explanations with everyday examples')).toBeVisible()
    await expect(panel.getByRole('button', { name: 'High School' })).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Undergrad' })).toBeVisible()

    const stored = await fetchTerm(page, 'Zoning')
    const definitionOf = (level: string) => stored.definitions.find((d) => d.level === level)
    const simple = definitionOf('eli5')
    const advanced = definitionOf('graduate')
    if (!simple || !advanced) throw new Error('The starter glossary should define Zoning at every level')
    await expect(panel.getByText(simple.definition)).toBeVisible()

    await graduate.click()
    await expect(graduate).toHaveAttribute('aria-pressed', 'true')
    await expect(eli5).toHaveAttribute('aria-pressed', 'false')
    await expect(panel.getByText('Advanced theoretical analysis and critical engagement')).toBeVisible()
    await expect(panel.getByText(advanced.definition)).toBeVisible()
    await expect(panel.getByText(simple.definition)).toHaveCount(0)
    if (advanced.citations.length > 0) {
      await expect(panel.getByRole('heading', { name: 'Citations' })).toBeVisible()
      await expect(panel.getByText(advanced.citations[0] ?? '')).toBeVisible()
    }

    // Clicking the card again collapses it.
    await zoning.click()
    await expect(zoning).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
  })

  test('the category filter is in the URL; opening one card closes the other', async ({ page }) => {
    await page.goto('/glossary')
    await expect(terms(page)).toHaveCount(32)
    await expect(category(page).locator('option').first()).toHaveText('All Categories')
    await expect(category(page).locator('option[value="housing"]')).toHaveText('Housing')

    await category(page).selectOption('civic')
    await expect(page).toHaveURL(/\/glossary\?category=civic$/)
    await expect(termButton(page, 'Zoning')).toHaveCount(0)
    await expect(termButton(page, 'Quorum')).toBeVisible()
    const civic = await terms(page).count()
    expect(civic).toBeGreaterThan(1)
    await expect(page.getByRole('list', { name: 'Terms' }).getByText('Civic', { exact: true })).toHaveCount(
      civic,
    )

    // Search and category together: the cards are the server's answer for both.
    await search(page).fill('meeting')
    await expect(page).toHaveURL(/category=civic&search=meeting$/)
    const both = await listTerms(page, '?search=meeting&category=civic')
    const civicOnly = await listTerms(page, '?category=civic')
    const left = civicOnly.find((term) => !both.includes(term))
    if (both.length === 0 || !left)
      throw new Error('Pick a search that keeps some civic terms and drops others')
    await expect(termButton(page, left)).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'Terms' }).locator('.term-card__term')).toHaveText(both)
    await search(page).fill('')
    await expect(termButton(page, left)).toBeVisible()

    const quorum = termButton(page, 'Quorum')
    const council = termButton(page, 'City council')
    await quorum.click()
    await expect(quorum).toHaveAttribute('aria-expanded', 'true')
    await council.click()
    await expect(council).toHaveAttribute('aria-expanded', 'true')
    await expect(quorum).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('button', { name: 'ELI5' })).toHaveCount(1)

    // The keyboard works the cards too.
    await council.press('Enter')
    await expect(council).toHaveAttribute('aria-expanded', 'false')

    await page.goBack()
    await expect(page).toHaveURL(/\/glossary$/)
    await expect(category(page)).toHaveValue('')
    await expect(terms(page)).toHaveCount(32)
  })

  test('an admin adds a term with one level; the others say so; then edits and deletes it', async ({
    page,
  }) => {
    const name = 'E2E Listening Circle'
    await login(page, E2E_ADMIN, '/admin/glossary')
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Glossary' })).toBeVisible()
    const form = page.getByRole('region', { name: 'Add a Term' })
    await form.getByRole('textbox', { name: /^Term/ }).fill(name)
    await form.getByRole('combobox', { name: /^Category/ }).fill('Testing')
    const eli5 = form.getByRole('group', { name: /^ELI5/ })
    await eli5.getByRole('textbox', { name: 'Examples' }).fill('A first example')
    await expect(
      eli5.getByText('Add a definition for this level, or clear its examples and citations'),
    ).toBeVisible()
    await expect(form.getByRole('button', { name: 'Add Term' })).toBeDisabled()
    await eli5
      .getByRole('textbox', { name: 'Definition' })
      .fill('People sit in a ring and take turns to talk.')
    await eli5.getByRole('textbox', { name: 'Examples' }).fill('A first example\n\nA second example')
    await form.getByRole('button', { name: 'Add Term' }).click()
    await expect(page.getByText(`Term “${name}” added`)).toBeVisible()
    await expect(
      page.getByRole('region', { name: /^Terms/ }).getByRole('button', { name: `Edit ${name}` }),
    ).toBeVisible()

    await page.goto(`/glossary?search=${encodeURIComponent('listening circle')}`)
    const button = termButton(page, name)
    await expect(terms(page)).toHaveCount(1)
    await expect(button).toContainText('Testing')
    await button.click()
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`)
    await expect(panel.getByText('People sit in a ring and take turns to talk.')).toBeVisible()
    await expect(panel.getByRole('heading', { name: 'Examples' })).toBeVisible()
    await expect(panel.getByRole('listitem')).toHaveText(['A first example', 'A second example'])
    await expect(panel.getByRole('heading', { name: 'Citations' })).toHaveCount(0)
    await panel.getByRole('button', { name: 'Graduate' }).click()
    await expect(panel.getByText('No Graduate definition available yet.')).toBeVisible()
    await expect(panel.getByText('Check other levels or suggest this definition!')).toBeVisible()

    await page.goto('/admin/glossary')
    const list = page.getByRole('region', { name: /^Terms/ })
    await list.getByRole('button', { name: `Edit ${name}` }).click()
    const editForm = page.getByRole('region', { name: `Edit “${name}”` })
    await expect(editForm.getByRole('textbox', { name: /^Term/ })).toHaveValue(name)
    await expect(editForm.getByRole('combobox', { name: /^Category/ })).toHaveValue('testing')
    const graduate = editForm.getByRole('group', { name: /^Graduate/ })
    await graduate
      .getByRole('textbox', { name: 'Definition' })
      .fill('A deliberative format with equal turns.')
    await graduate.getByRole('textbox', { name: 'Citations' }).fill('Fishkin, When the People Speak (2009)')
    await editForm.getByRole('button', { name: 'Save Changes' }).click()
    await expect(page.getByText(`Term “${name}” saved`)).toBeVisible()
    const stored = await fetchTerm(page, name)
    expect(stored.definitions.map((d) => d.level).sort()).toEqual(['eli5', 'graduate'])

    const messages: string[] = []
    page.once('dialog', (dialog) => {
      messages.push(dialog.message())
      void dialog.accept()
    })
    await list.getByRole('button', { name: `Delete ${name}` }).click()
    await expect(page.getByText(`Term “${name}” deleted`)).toBeVisible()
    expect(messages).toEqual([`Delete the term “${name}”? This cannot be undone.`])
    await expect(list.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0)
    expect((await page.request.get(`/api/glossary/${encodeURIComponent(name)}`)).status()).toBe(404)
  })

  test('non-admins are sent home from /admin/glossary', async ({ page }) => {
    await page.goto('/admin/glossary')
    await expect(page).toHaveURL(/\/\?next=%2Fadmin%2Fglossary$/)
    await login(page, 'civicsquare_nyc', '/admin/glossary')
    await expect(page).toHaveURL(/\/$/)
  })
})

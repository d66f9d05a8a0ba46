import type { Browser, Page } from '@playwright/test'
import { expect, login, test } from './fixtures'
import { createSpaceThroughApi, csrfToken, deleteSpaceThroughApi } from './helpers/api'
import { personIn, userId } from './helpers/people'

/**
 * The managing-profile context decides every screen. A helper is offered only what the
 * grant allows (a 403 on submit is the bug), and the screens name the owner instead of saying "your".
 */

// A host no other spec changes (its three demo links and reading items stay as they are), and the
// demo helper, who also keeps the seed's full grant on Renata Aldridge's profile.
const OWNER = 'streets4people'
const OWNER_NAME = 'Hollis Penrose'
const HELPER = 'sam_helps_civic'
const PREFIX = 'Helper access e2e:'
const SEEDED_OWNER = 'civicsquare_nyc'
const SEEDED_OWNER_NAME = 'Renata Aldridge'

type Flags = { canManageSpaces: boolean; canEditProfile: boolean; canManageLinks: boolean }

/** The owner grants the helper exactly `flags` (a second grant replaces the first). */
async function grant(owner: Page, flags: Flags): Promise<void> {
  const response = await owner.request.post(`/api/access/profile/${await userId(owner)}/grant`, {
    headers: { 'X-CSRF-Token': await csrfToken(owner) },
    data: { collaboratorUsername: HELPER, ...flags },
  })
  expect(response.status()).toBe(201)
}

/** The helper, in their own browser, on the dashboard managing `ownerName`'s profile. */
async function helperManaging(browser: Browser, ownerName: string): Promise<Page> {
  const helper = await personIn(browser, HELPER)
  await helper.goto('/dashboard')
  await helper.getByLabel('Managing Profile').selectOption({ label: `${ownerName} (Helper)` })
  await expect(helper.getByRole('note').filter({ hasText: 'You are helping manage' })).toContainText(
    `${ownerName}’s profile`,
  )
  return helper
}

// Two people log in per story and walk five screens: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 })

const readingHeading = (page: Page, ownerName: string) =>
  page.getByRole('heading', { name: new RegExp(`^${ownerName}’s Reading List \\(\\d+\\)$`) })

test.describe('a helper on the owner’s profile', () => {
  let spaceId = 0
  let spaceTitle = ''

  test.beforeEach(async ({ page }) => {
    await login(page, OWNER)
    spaceTitle = `${PREFIX} Bus lanes Q&A ${Date.now()}`
    const space = await createSpaceThroughApi(page, {
      title: spaceTitle,
      scheduled_start: Math.floor(Date.now() / 1000) + 2 * 86_400,
    })
    spaceId = space.id
  })

  test.afterEach(async ({ page }) => {
    // The owner's page stays logged in as the owner: remove the Space (if the test left it) and the grant.
    const spaces = await page.request.get(`/api/spaces/user/${OWNER}`)
    const { data } = (await spaces.json()) as { data: { id: number; title: string }[] }
    for (const space of data.filter((s) => s.title.startsWith(PREFIX))) {
      await deleteSpaceThroughApi(page, space.id)
    }
    const id = await userId(page)
    const list = await page.request.get(`/api/access/profile/${id}/collaborators`)
    const { collaborators } = (await list.json()) as { collaborators: { collaborator_id: number }[] }
    for (const collaborator of collaborators) {
      await page.request.delete(`/api/access/profile/${id}/revoke/${collaborator.collaborator_id}`, {
        headers: { 'X-CSRF-Token': await csrfToken(page) },
      })
    }
  })

  test('with only Manage Spaces: New Space and Edit/Delete, no link, profile or reading actions', async ({
    page,
    browser,
  }) => {
    await grant(page, { canManageSpaces: true, canEditProfile: false, canManageLinks: false })
    const helper = await helperManaging(browser, OWNER_NAME)

    // The dashboard: what the grant allows, in the owner's name.
    await expect(
      helper.getByText(
        `You are helping manage ${OWNER_NAME}’s profile (@${OWNER}) as helper. You may manage their Spaces;`,
      ),
    ).toBeVisible()
    const quick = helper.getByRole('region', { name: 'Quick Actions' })
    await expect(quick.getByRole('link')).toHaveText(['New Space', 'Channels', 'Webhooks'])
    await expect(helper.getByRole('heading', { name: `${OWNER_NAME}’s Spaces` })).toBeVisible()
    await expect(helper.getByRole('tablist', { name: `${OWNER_NAME}’s Spaces` })).toBeVisible()
    const card = helper.getByRole('article', { name: spaceTitle })
    await expect(card.getByRole('link', { name: `Edit ${spaceTitle}` })).toBeVisible()
    await expect(card.getByRole('button', { name: `Delete ${spaceTitle}` })).toBeVisible()
    await expect(helper.getByRole('heading', { name: /profile details/i })).toHaveCount(0)
    await expect(helper.getByRole('button', { name: 'Save Profile' })).toHaveCount(0)

    // New Space: the form, with the hint naming the owner's X profile.
    await quick.getByRole('link', { name: 'New Space' }).click()
    await expect(helper).toHaveURL(/\/dashboard\/new-space$/)
    await expect(
      helper.getByText(`Leave empty to use @${OWNER}’s X profile (https://x.com/${OWNER})`),
    ).toBeVisible()
    await expect(helper.getByRole('button', { name: 'Create Space' })).toBeVisible()

    // Edit: the form, saying whose Space it is.
    await helper.goto(`/dashboard/edit-space/${spaceId}`)
    await expect(helper.getByText(`This Space is on ${OWNER_NAME}’s profile (@${OWNER}).`)).toBeVisible()
    await expect(helper.getByRole('button', { name: 'Save Changes' })).toBeVisible()

    // Links: not part of this grant, and said so; no form, no Edit or Delete, no profile form.
    await helper.goto('/dashboard/links')
    await expect(
      helper.getByText(`Your access to ${OWNER_NAME}’s profile does not include managing links.`),
    ).toBeVisible()
    await expect(helper.getByRole('form', { name: 'Add Link' })).toHaveCount(0)
    await expect(helper.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0)
    await expect(helper.getByRole('button', { name: 'Save Profile' })).toHaveCount(0)

    // Reading: the owner's list, read-only, and why.
    await helper.goto('/dashboard/reading')
    await expect(
      helper.getByText(`Your access to ${OWNER_NAME}’s profile does not include their reading list.`),
    ).toBeVisible()
    await expect(readingHeading(helper, OWNER_NAME)).toBeVisible()
    await expect(helper.getByRole('article').first()).toBeVisible()
    await expect(helper.getByRole('button', { name: 'Add Item' })).toHaveCount(0)
    await expect(helper.getByRole('button', { name: /^(Pin|Unpin|Edit|Delete) / })).toHaveCount(0)

    // What is offered works: the helper deletes the owner's Space from the dashboard.
    await helper.goto('/dashboard')
    helper.once('dialog', (dialog) => void dialog.accept())
    await helper
      .getByRole('article', { name: spaceTitle })
      .getByRole('button', { name: `Delete ${spaceTitle}` })
      .click()
    await expect(helper.getByRole('article', { name: spaceTitle })).toHaveCount(0)
    const left = await page.request.get(`/api/spaces/${spaceId}`)
    expect(left.status()).toBe(404)
    await helper.context().close()
  })

  test('with no flags: no action on any screen, only the notice, and the owner named', async ({
    page,
    browser,
  }) => {
    await grant(page, { canManageSpaces: false, canEditProfile: false, canManageLinks: false })
    const helper = await helperManaging(browser, OWNER_NAME)

    await expect(
      helper.getByText(
        `You are helping manage ${OWNER_NAME}’s profile (@${OWNER}) as helper. Your access allows no changes.`,
      ),
    ).toBeVisible()
    await expect(helper.getByRole('region', { name: 'Quick Actions' })).toHaveCount(0)
    const main = helper.getByRole('main')
    await expect(
      main.getByRole('link', { name: /New Space|Manage Links|Reading List|Manage Access/ }),
    ).toHaveCount(0)
    await expect(helper.getByRole('heading', { name: `${OWNER_NAME}’s Spaces` })).toBeVisible()
    const card = helper.getByRole('article', { name: spaceTitle })
    await expect(card).toBeVisible()
    // Its only link is its title, to the Space's own page: no Edit, no Delete.
    await expect(card.getByRole('link')).toHaveText([spaceTitle])
    await expect(card.getByRole('button')).toHaveCount(0)
    await expect(helper.getByRole('button', { name: 'Save Profile' })).toHaveCount(0)

    // Every screen a menu or an old link could open says why instead of offering a form.
    await helper.goto('/dashboard/new-space')
    await expect(
      helper.getByText(`Your access to ${OWNER_NAME}’s profile does not include scheduling Spaces.`),
    ).toBeVisible()
    await expect(helper.getByRole('textbox', { name: /^Title/ })).toHaveCount(0)
    await expect(helper.getByRole('button', { name: /Create/ })).toHaveCount(0)

    await helper.goto(`/dashboard/edit-space/${spaceId}`)
    await expect(
      helper.getByText(`Your access to ${OWNER_NAME}’s profile does not include scheduling Spaces.`),
    ).toBeVisible()
    await expect(helper.getByRole('button', { name: 'Save Changes' })).toHaveCount(0)

    await helper.goto('/dashboard/links')
    await expect(
      helper.getByText(`Your access to ${OWNER_NAME}’s profile does not include managing links.`),
    ).toBeVisible()
    await expect(helper.getByRole('form', { name: 'Add Link' })).toHaveCount(0)
    await expect(helper.getByRole('button', { name: 'Save Profile' })).toHaveCount(0)

    await helper.goto('/dashboard/reading')
    await expect(
      helper.getByText(`Your access to ${OWNER_NAME}’s profile does not include their reading list.`),
    ).toBeVisible()
    await expect(readingHeading(helper, OWNER_NAME)).toBeVisible()
    await expect(helper.getByRole('button', { name: 'Add Item' })).toHaveCount(0)
    await expect(helper.getByRole('button', { name: /^(Pin|Unpin|Edit|Delete) / })).toHaveCount(0)
    await helper.context().close()
  })
})

test('the demo helper, with every flag, sees every screen in the owner’s name', async ({ browser }) => {
  // Only reads: the seed's grant of all three flags on civicsquare_nyc.
  const helper = await helperManaging(browser, SEEDED_OWNER_NAME)
  await expect(
    helper.getByText(
      'You may manage their Spaces, links, profile details, and reading list; what you create here appears on their profile.',
    ),
  ).toBeVisible()
  const quick = helper.getByRole('region', { name: 'Quick Actions' })
  await expect(quick.getByRole('link')).toHaveText([
    'New Space',
    'Manage Links',
    'Reading List',
    'Channels',
    'Webhooks',
  ])
  await expect(helper.getByRole('heading', { name: `${SEEDED_OWNER_NAME}’s Spaces` })).toBeVisible()
  await expect(helper.getByRole('heading', { name: `${SEEDED_OWNER_NAME}’s profile details` })).toBeVisible()
  await expect(helper.getByRole('button', { name: 'Save Profile' })).toBeVisible()

  await quick.getByRole('link', { name: 'Manage Links' }).click()
  await expect(
    helper.getByText(`You are managing ${SEEDED_OWNER_NAME}’s links (@${SEEDED_OWNER}).`),
  ).toBeVisible()
  await expect(
    helper.getByRole('heading', { name: new RegExp(`^${SEEDED_OWNER_NAME}’s Links \\(\\d+\\)$`) }),
  ).toBeVisible()
  await expect(helper.getByRole('form', { name: 'Add Link' })).toBeVisible()
  await expect(helper.getByRole('heading', { name: /^Your / })).toHaveCount(0)

  await helper.goto('/dashboard/reading')
  await expect(readingHeading(helper, SEEDED_OWNER_NAME)).toBeVisible()
  await expect(helper.getByRole('button', { name: 'Add Item' })).toBeVisible()
  await expect(helper.getByRole('button', { name: /^(Pin|Unpin) / }).first()).toBeVisible()

  await helper.goto('/dashboard/new-space')
  await expect(
    helper.getByText(`Leave empty to use @${SEEDED_OWNER}’s X profile (https://x.com/${SEEDED_OWNER})`),
  ).toBeVisible()
  await helper.context().close()
})

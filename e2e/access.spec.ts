import { expect, login, test } from './fixtures'
import { csrfToken } from './helpers/api'
import { personIn, userId } from './helpers/people'

/**
 * Delegated access: a host grants a helper
 * 'Manage Spaces' only; the helper schedules a Space on the host's profile, is refused a link, and
 * after the host revokes, the helper's next attempt fails.
 */

// A demo host nobody else's tests use, and a logged-in user who is not a host.
const OWNER = 'harbour_reads'
const OWNER_NAME = 'Clementine Ashby'
const HELPER = 'just_listening'
const HELPER_NAME = 'Avery Lindqvist'
const PREFIX = 'Access e2e:'
const REVOKE_CONFIRM = 'Are you sure you want to revoke this access? This action cannot be undone.'

test.describe('delegated access', () => {
  // Two people, two logins and a revoke in one story: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 })

  test.afterEach(async ({ page }) => {
    // The owner removes what the story made, and any grant a failed run left behind.
    const me = await page.request.get('/api/auth/user')
    if (((await me.json()) as { user: { username: string } | null }).user?.username !== OWNER) {
      await login(page, OWNER)
    }
    const token = await csrfToken(page)
    const spaces = await page.request.get(`/api/spaces/user/${OWNER}`)
    const { data } = (await spaces.json()) as { data: { id: number; title: string }[] }
    for (const space of data.filter((s) => s.title.startsWith(PREFIX))) {
      await page.request.delete(`/api/spaces/${space.id}`, { headers: { 'X-CSRF-Token': token } })
    }
    const id = await userId(page)
    const list = await page.request.get(`/api/access/profile/${id}/collaborators`)
    const { collaborators } = (await list.json()) as { collaborators: { collaborator_id: number }[] }
    for (const grant of collaborators) {
      await page.request.delete(`/api/access/profile/${id}/revoke/${grant.collaborator_id}`, {
        headers: { 'X-CSRF-Token': token },
      })
    }
  })

  test('grant Manage Spaces only, use it, be refused links, and lose it on revoke', async ({
    page,
    browser,
  }) => {
    // The owner opens Manage Access from the dashboard.
    await login(page, OWNER, '/dashboard')
    await page.getByRole('link', { name: 'Manage Access' }).click()
    await expect(page).toHaveURL(/\/access\/\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Access' })).toBeVisible()
    await expect(page.getByText('Grant helpers access to manage your profile')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Active Collaborators (0)' })).toBeVisible()
    await expect(page.getByText('No collaborators yet')).toBeVisible()
    await expect(page.getByText('Grant access to helpers who can manage your profile')).toBeVisible()
    const accessUrl = page.url()

    // The form, with its defaults.
    await page.getByRole('button', { name: '+ Grant Access' }).click()
    const form = page.getByRole('form', { name: 'Grant access' })
    const username = form.getByRole('textbox', { name: /^Username/ })
    await expect(username).toBeFocused()
    await expect(username).toHaveAttribute('placeholder', '@username')
    const editProfile = form.getByRole('checkbox', { name: 'Edit Profile (bio, links)' })
    const manageSpaces = form.getByRole('checkbox', { name: 'Manage Spaces (add/edit)' })
    const manageLinks = form.getByRole('checkbox', { name: 'Manage Links (social media)' })
    for (const box of [editProfile, manageSpaces, manageLinks]) await expect(box).toBeChecked()
    await expect(form.getByLabel('Access Level')).toHaveValue('helper')
    await expect(form.getByRole('spinbutton', { name: /^Expires In \(days\)/ })).toHaveValue('')
    const grant = form.getByRole('button', { name: 'Grant Access' })
    await expect(grant).toBeDisabled()
    // Cancel closes it; opening again starts afresh.
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(form).toHaveCount(0)
    await page.getByRole('button', { name: '+ Grant Access' }).click()

    await username.fill(`@${HELPER}`)
    await editProfile.uncheck()
    await manageLinks.uncheck()
    await form.getByRole('textbox', { name: /^Notes/ }).fill('Schedules the book club')
    await grant.click()

    await expect(page.getByRole('heading', { name: 'Active Collaborators (1)' })).toBeVisible()
    await expect(page.getByRole('button', { name: '+ Grant Access' })).toBeFocused()
    const card = page.getByRole('article', { name: HELPER_NAME })
    await expect(card.getByText(`@${HELPER}`)).toBeVisible()
    await expect(card.getByText('Helper', { exact: true })).toBeVisible()
    await expect(card.getByText('Granted')).toBeVisible()
    await expect(card.getByText('Expires')).toHaveCount(0)
    await expect(card.getByRole('list', { name: 'Permissions' }).getByRole('listitem')).toHaveText([
      /Manage Spaces \(add\/edit\)/,
    ])
    await expect(card.getByText('Schedules the book club')).toBeVisible()

    // The helper switches to the owner's profile and schedules a Space there.
    const helper = await personIn(browser, HELPER)
    await helper.goto('/dashboard')
    const selector = helper.getByLabel('Managing Profile')
    await expect(selector).toBeVisible()
    await selector.selectOption({ label: `${OWNER_NAME} (Helper)` })
    await helper.getByRole('link', { name: 'New Space', exact: true }).click()
    await expect(helper).toHaveURL(/\/dashboard\/new-space$/)
    const title = `${PREFIX} Book club, chapter one`
    await helper.getByRole('textbox', { name: /^Title/ }).fill(title)
    await helper.getByRole('button', { name: 'Create Space' }).click()
    await expect(helper).toHaveURL(/\/dashboard$/)

    await helper.goto(`/profile/${OWNER}`)
    await expect(
      helper.getByRole('region', { name: /^Upcoming Spaces/ }).getByRole('article', { name: title }),
    ).toBeVisible()

    // Links are not part of this grant: the screen says so and offers nothing the server would refuse
    // (e2e/helper-access.spec.ts walks every screen for each kind of grant).
    await helper.goto('/dashboard/links')
    await expect(
      helper.getByText(`Your access to ${OWNER_NAME}’s profile does not include managing links.`),
    ).toBeVisible()
    await expect(helper.getByRole('form', { name: 'Add Link' })).toHaveCount(0)
    await expect(helper.getByRole('button', { name: 'Save Profile' })).toHaveCount(0)

    // Only the owner sees who has access.
    await helper.goto(accessUrl)
    await expect(helper.getByText('You do not have permission to view this page')).toBeVisible()
    await helper.getByRole('link', { name: 'Back to Dashboard' }).click()
    await expect(helper).toHaveURL(/\/dashboard$/)

    // The helper starts another Space; meanwhile the owner revokes.
    await helper.goto('/dashboard/new-space')
    await helper.getByRole('textbox', { name: /^Title/ }).fill(`${PREFIX} After the revoke`)

    let confirmText = ''
    page.once('dialog', (dialog) => {
      confirmText = dialog.message()
      void dialog.accept()
    })
    await card.getByRole('button', { name: 'Revoke Access' }).click()
    await expect(page.getByText('No collaborators yet')).toBeVisible()
    expect(confirmText).toBe(REVOKE_CONFIRM)

    await helper.getByRole('button', { name: 'Create Space' }).click()
    await expect(helper.getByText('Failed to create space')).toBeVisible()
    await expect(helper.getByText('You do not have access to manage this profile.')).toBeVisible()
    await expect(helper).toHaveURL(/\/dashboard\/new-space$/)
    await helper.context().close()
  })

  test('dismissing the revoke confirm keeps the grant; a grant to an unknown person shows the server error', async ({
    page,
  }) => {
    await login(page, OWNER)
    await page.goto(`/access/${await userId(page)}`)
    await page.getByRole('button', { name: '+ Grant Access' }).click()
    const form = page.getByRole('form', { name: 'Grant access' })

    let alertText = ''
    page.once('dialog', (dialog) => {
      alertText = dialog.message()
      void dialog.accept()
    })
    await form.getByRole('textbox', { name: /^Username/ }).fill('never_logged_in_here')
    await form.getByRole('button', { name: 'Grant Access' }).click()
    await expect
      .poll(() => alertText)
      .toContain('@never_logged_in_here has not logged in to Spaces Calendar yet')

    const expires = form.getByRole('spinbutton', { name: /^Expires In \(days\)/ })
    await expires.fill('0')
    await expect(form.getByText(/from 1 to 3650, or empty for permanent/)).toBeVisible()
    await expect(form.getByRole('button', { name: 'Grant Access' })).toBeDisabled()
    await expires.fill('30')
    await form.getByRole('textbox', { name: /^Username/ }).fill(HELPER)
    await form.getByLabel('Access Level').selectOption('co-host')
    await form.getByRole('button', { name: 'Grant Access' }).click()

    const card = page.getByRole('article', { name: HELPER_NAME })
    await expect(card.getByText('Co-host', { exact: true })).toBeVisible()
    await expect(card.getByText('Expires')).toBeVisible()
    await expect(card.getByRole('list', { name: 'Permissions' }).getByRole('listitem')).toHaveCount(3)

    page.once('dialog', (dialog) => void dialog.dismiss())
    await card.getByRole('button', { name: 'Revoke Access' }).click()
    await expect(page.getByRole('heading', { name: 'Active Collaborators (1)' })).toBeVisible()
    await expect(card).toBeVisible()
  })
})

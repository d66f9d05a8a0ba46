import { type Locator, request } from '@playwright/test'
import { E2E_BASE_URL } from './env'
import { expect, login, test } from './fixtures'
import { header, waitForMail } from './helpers/mailbox'

/**
 * The newsletter's whole path with the real parts: a listener subscribes on the home page,
 * confirms from the email a real SMTP server received, an admin writes and sends a campaign, the
 * campaign arrives with its headers, a click and an open are counted, and the one-click unsubscribe
 * in the message's header works; the admin screen shows all of it.
 */
const READER = 'prairiedispatch'
const EMAIL = 'prairie.reader@example.test'
const SUBJECT = `The week ahead ${Date.now()}`

/** The number in a `<dt>label</dt><dd>n</dd>` pair inside `scope`. */
async function countIn(scope: Locator, label: string): Promise<number> {
  const pair = scope
    .locator('dl > div')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
  return Number((await pair.locator('dd').innerText()).replace(/,/g, ''))
}

const pathOf = (url: string) => {
  const u = new URL(url)
  return `${u.pathname}${u.search}`
}

test.describe('the newsletter', () => {
  test('subscribe, confirm by mail, receive a campaign, click, open and unsubscribe in one click', async ({
    page,
  }) => {
    test.setTimeout(90_000)

    // A visitor is asked to log in first.
    await page.goto('/')
    const widget = page.getByRole('region', { name: 'Newsletter' })
    await expect(widget.getByText('Log in with X to subscribe.')).toBeVisible()

    await login(page, READER)
    const email = widget.getByRole('textbox', { name: 'Email' })
    const subscribe = widget.getByRole('button', { name: 'Subscribe' })
    await expect(subscribe).toBeDisabled()
    await email.fill('   ')
    await expect(subscribe).toBeDisabled()
    await email.fill(EMAIL)
    await subscribe.click()
    await expect(widget.getByText(`Check your inbox at ${EMAIL} to confirm your subscription.`)).toBeVisible()

    // The confirmation email: its only link whose path says confirm.
    const confirmation = await waitForMail(EMAIL, /^Confirm your Spaces Calendar newsletter subscription$/)
    const links = [...(confirmation.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => m[0])
    const confirmLinks = links.filter((l) => new URL(l).pathname.includes('confirm'))
    expect(confirmLinks).toHaveLength(1)
    await page.goto(pathOf(confirmLinks[0] as string))
    await page.getByRole('button', { name: 'Confirm subscription' }).click()
    await expect(page.getByRole('heading', { name: 'You are subscribed' })).toBeVisible()

    await page.goto('/')
    await expect(widget.getByText(`You are subscribed as ${EMAIL}.`)).toBeVisible()
    await expect(widget.getByRole('button', { name: 'Unsubscribe' })).toBeVisible()

    // The admin writes and sends a campaign.
    await page.context().clearCookies()
    await login(page, 'civic_admin', '/admin/newsletter')
    const tiles = page.getByRole('region', { name: 'Subscribers at a glance' })
    await expect(tiles.getByText('Total Subscribers')).toBeVisible()
    const active = await countIn(tiles, 'Active')
    const unsubscribedBefore = await countIn(tiles, 'Unsubscribed')

    await page.getByRole('button', { name: '+ New Campaign' }).click()
    const create = page.getByRole('button', { name: 'Create Campaign' })
    await page.getByRole('textbox', { name: 'Subject' }).fill(SUBJECT)
    await page
      .getByRole('textbox', { name: 'Content (HTML)' })
      .fill(
        '<h2>This week</h2><p>Read <a href="https://example.org/week">the schedule</a>.</p><script>document.title="pwned"</script>',
      )
    await expect(
      page.frameLocator('iframe[title="Preview of the content"]').getByRole('heading', { name: 'This week' }),
    ).toBeVisible()
    await create.click()

    const card = page.getByRole('article', { name: SUBJECT })
    await expect(card.getByText('Draft', { exact: true })).toBeVisible()
    page.once('dialog', async (dialog) => {
      expect(dialog.message()).toBe(`Send to ${active} subscribers?`)
      await dialog.accept()
    })
    await card.getByRole('button', { name: `Send “${SUBJECT}”`, exact: true }).click()
    await expect(card.getByText('Sent', { exact: true })).toBeVisible({ timeout: 20_000 })
    expect(await countIn(card, 'Recipients')).toBe(active)
    await expect(page).not.toHaveTitle('pwned')

    // The campaign arrives, with what mail clients need.
    const mail = await waitForMail(EMAIL, new RegExp(`^${SUBJECT}$`))
    expect(mail.messageId).toMatch(/^<[\w-]{32}@127\.0\.0\.1>$/)
    const listUnsubscribe = header(mail, 'List-Unsubscribe') ?? ''
    expect(listUnsubscribe).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/newsletter\/unsubscribe\/[\w-]+>$/)
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(mail.text).toMatch(/This week/i)
    expect(mail.html).not.toContain('<script')
    expect(mail.html).toMatch(/>Unsubscribe<\/a>/)

    // A click (redirected to the stored link only) and an open (the pixel), as a mail client makes them.
    const outside = await request.newContext({ baseURL: E2E_BASE_URL })
    const click = (mail.html ?? '').match(/http:\/\/127\.0\.0\.1:\d+\/newsletter\/c\/[\w-]+\/\d+/)?.[0]
    const pixel = (mail.html ?? '').match(/http:\/\/127\.0\.0\.1:\d+\/newsletter\/o\/[\w-]+/)?.[0]
    expect(click).toBeDefined()
    expect(pixel).toBeDefined()
    const redirect = await outside.get(pathOf(click as string), { maxRedirects: 0 })
    expect(redirect.status()).toBe(302)
    expect(redirect.headers().location).toBe('https://example.org/week')
    expect((await outside.get(pathOf(pixel as string))).headers()['content-type']).toBe('image/gif')

    // One click from the List-Unsubscribe header: a POST with no cookies and no CSRF token.
    const unsubscribe = await outside.post(pathOf(listUnsubscribe.slice(1, -1)), {
      form: { 'List-Unsubscribe': 'One-Click' },
    })
    expect(unsubscribe.status()).toBe(200)
    await outside.dispose()

    // The admin screen shows the open, the click and the unsubscription.
    await page.reload()
    await expect(card.getByText('Sent', { exact: true })).toBeVisible()
    expect(await countIn(card, 'Opens')).toBe(1)
    expect(await countIn(card, 'Clicks')).toBe(1)
    expect(await countIn(card, 'Bounces')).toBe(0)
    expect(await countIn(tiles, 'Unsubscribed')).toBe(unsubscribedBefore + 1)
    const row = page
      .getByRole('region', { name: 'Subscribers list' })
      .getByRole('listitem')
      .filter({ hasText: EMAIL })
    await expect(row.getByText('Unsubscribed', { exact: true })).toBeVisible()
  })

  test('a listener who is not an admin is sent home from /admin/newsletter', async ({ page }) => {
    await login(page, 'just_listening', '/admin/newsletter')
    await expect(page).toHaveURL(/\/$/)
  })
})

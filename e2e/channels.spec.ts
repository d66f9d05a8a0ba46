import type { Page } from '@playwright/test'
import { expect, login, test } from './fixtures'
import { csrfToken } from './helpers/api'
import { DISCORD_TOKEN, startDiscord } from './helpers/discord'
import { personIn, userId } from './helpers/people'

/** Channels on the dashboard: a host connects Discord; a helper without the Spaces permission cannot. */
const OWNER = 'streets4people'
const OWNER_NAME = 'Hollis Penrose'
const HELPER = 'sam_helps_civic'

test.describe.configure({ timeout: 90_000 })

const discordCard = (page: Page) => page.locator('section[data-network="discord"]')

for (const width of [1280, 390]) {
  test(`a host connects a Discord channel from the dashboard at ${width} px`, async ({ page }) => {
    const discord = await startDiscord()
    try {
      await page.setViewportSize({ width, height: 900 })
      await login(page, OWNER, '/dashboard')
      await page.getByRole('link', { name: 'Channels' }).click()
      await expect(page.getByRole('heading', { name: 'Channels', level: 1 })).toBeVisible()
      const card = discordCard(page)
      await expect(card.getByText('Not connected.')).toBeVisible()

      // A wrong token: Discord's own words, nothing saved.
      await card
        .getByLabel('Channel webhook URL')
        .fill(`${discord.url}/api/webhooks/1/wrong-token-abcdefghijklmnopqrstu`)
      await card.getByRole('button', { name: 'Connect Discord' }).click()
      await expect(card.getByRole('alert')).toContainText('Discord answered 401: Invalid Webhook Token')

      // With the keyboard: the URL, then the checkboxes, then Connect.
      await card.getByLabel('Channel webhook URL').fill(`${discord.url}/api/webhooks/1/${DISCORD_TOKEN}`)
      await card.getByLabel('An hour before a Space starts').check()
      await card.getByRole('button', { name: 'Connect Discord' }).focus()
      await page.keyboard.press('Enter')
      await expect(
        card.getByText(`Connected as Spaces bot (secret ending …${DISCORD_TOKEN.slice(-4)})`),
      ).toBeVisible()
      expect(discord.checks()).toBe(1)
      expect(await page.content()).not.toContain(DISCORD_TOKEN)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

      await card.getByRole('button', { name: 'Show recent posts' }).click()
      await expect(card.getByText('Nothing posted yet.')).toBeVisible()
      await page.screenshot({ path: `test-results/channels-${width}.png`, fullPage: true })

      page.once('dialog', (dialog) => void dialog.accept())
      await card.getByRole('button', { name: 'Disconnect' }).click()
      await expect(card.getByText('Not connected.')).toBeVisible()
    } finally {
      await discord.close()
    }
  })
}

test('a helper without the Spaces permission can neither see nor connect the owner’s channels', async ({
  page,
  browser,
}) => {
  await login(page, OWNER)
  const ownerId = await userId(page)
  const granted = await page.request.post(`/api/access/profile/${ownerId}/grant`, {
    headers: { 'X-CSRF-Token': await csrfToken(page) },
    data: {
      collaboratorUsername: HELPER,
      canManageSpaces: false,
      canEditProfile: false,
      canManageLinks: true,
    },
  })
  expect(granted.status()).toBe(201)

  const helper = await personIn(browser, HELPER)
  await helper.goto('/dashboard')
  await helper.getByLabel('Managing Profile').selectOption({ label: `${OWNER_NAME} (Helper)` })
  await expect(helper.getByRole('link', { name: 'Manage Links' })).toBeVisible()
  await expect(helper.getByRole('link', { name: 'Channels' })).toHaveCount(0)
  await helper.goto('/dashboard/channels')
  await expect(helper.getByText(/does not include|permission|Spaces/).first()).toBeVisible()
  await expect(helper.getByRole('button', { name: 'Connect Discord' })).toHaveCount(0)

  const refused = await helper.request.post('/api/channels', {
    headers: { 'X-CSRF-Token': await csrfToken(helper) },
    data: {
      network: 'discord',
      webhookUrl: `http://127.0.0.1:9/api/webhooks/1/${DISCORD_TOKEN}`,
      events: ['new'],
      timeZone: 'UTC',
      hostId: ownerId,
    },
  })
  expect(refused.status()).toBe(403)
  expect((await refused.json()).error).toContain('does not include permission to manage Spaces')
  await helper.context().close()
})

import { spawnSync } from 'node:child_process'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { E2E_ADMIN, E2E_BASE_URL, E2E_DATA_DIR } from './env'
import { expect, login, test } from './fixtures'
import { axe } from './helpers/axe'
import { withDatabase } from './helpers/database'
import { waitForMail } from './helpers/mailbox'

/**
 * The newsletter screen while mail is held and while a send is retrying, at 1280 and 390 px: the
 * operator holds the site's mail from the command line, the admin sees the banner and releases it;
 * a campaign caught by a mail outage shows why it retries and since when, its sent / waiting /
 * failed counts, and Retry failed sends the failed delivery through the real SMTP server.
 */
const root = path.resolve(import.meta.dirname, '..')

/** `npm run admin -- mail …` against this worker's server (the built command line, as operators run it). */
function mailCommand(...args: string[]): string {
  const result = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/cli.js'), 'mail', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATA_DIR: E2E_DATA_DIR, BASE_URL: E2E_BASE_URL },
    encoding: 'utf8',
  })
  expect(result.status, result.stderr).toBe(0)
  return result.stdout
}

async function openNewsletterAdmin(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 })
  await login(page, E2E_ADMIN, '/admin/newsletter')
  await expect(page.getByRole('heading', { name: 'Newsletter Campaigns' })).toBeVisible()
}

/** Fits the width, and axe finds nothing critical or serious on it (as e2e/a11y.spec.ts asks of every screen). */
async function expectFitsAndAccessible(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  const result = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
  const grave = result.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')
  expect(grave.map((v) => `${v.id}: ${v.help}`)).toEqual([])
}

/**
 * A campaign a mail outage caught, as the delivery job leaves it: 2 sent, 3 waiting since ten minutes
 * ago (their next try an hour away, so nothing moves during the test), 1 given up.
 */
function plantRetryingCampaign(tag: string): { campaignId: number; failedEmail: string; subject: string } {
  const now = Math.floor(Date.now() / 1000)
  const subject = `Outage ${tag} ${Date.now()}`
  return withDatabase((db) => {
    const campaignId = Number(
      db
        .prepare(
          `insert into newsletter_campaigns (subject, content, status, created_by, created_at, recipient_count)
           values (?, '<p>Through the outage</p>', 'sending', null, ?, 6)`,
        )
        .run(subject, now - 900).lastInsertRowid,
    )
    const states = ['sent', 'sent', 'pending', 'pending', 'pending', 'failed'] as const
    let failedEmail = ''
    states.forEach((status, i) => {
      const email = `outage.${tag}.${i}.${Date.now()}@example.test`
      if (status === 'failed') failedEmail = email
      const subscriberId = Number(
        db
          .prepare(
            `insert into newsletter_subscribers (user_id, email, email_key, source, status, unsubscribe_token,
               subscribed_at, confirmed_at) values (null, ?, ?, 'import', 'active', ?, ?, ?)`,
          )
          .run(email, email, `unsub-${tag}-${i}-${Date.now()}-abcdefghij`, now - 3600, now - 3600)
          .lastInsertRowid,
      )
      db.prepare(
        `insert into newsletter_deliveries (campaign_id, subscriber_id, status, token, attempts, sent_at, error,
           next_attempt_at, first_attempt_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        campaignId,
        subscriberId,
        status,
        `token-${tag}-${i}-${Date.now()}-abcdefghijklmnop`,
        status === 'sent' ? 1 : 4,
        status === 'sent' ? now - 800 : null,
        status === 'sent' ? null : 'mail server unreachable: connect ECONNREFUSED 127.0.0.1:2525',
        status === 'pending' ? now + 3600 : now - 600,
        now - 600,
      )
    })
    return { campaignId, failedEmail, subject }
  })
}

function removeCampaign(campaignId: number): void {
  withDatabase((db) => {
    const ids = db
      .prepare('select subscriber_id as id from newsletter_deliveries where campaign_id = ?')
      .all(campaignId) as { id: number }[]
    db.prepare('delete from newsletter_deliveries where campaign_id = ?').run(campaignId)
    db.prepare('delete from newsletter_campaigns where id = ?').run(campaignId)
    for (const { id } of ids) db.prepare('delete from newsletter_subscribers where id = ?').run(id)
  })
}

for (const width of [1280, 390]) {
  test.describe(`the newsletter screen at ${width} px`, () => {
    test('says mail is held, and Release mail releases it', async ({ page }) => {
      mailCommand('hold', `Held by the browser test at ${width} px.`)
      try {
        await openNewsletterAdmin(page, width)
        const banner = page.getByRole('region', { name: 'Mail is held' })
        await expect(banner).toBeVisible()
        await expect(banner.getByText(`Held by the browser test at ${width} px.`)).toBeVisible()
        await expect(banner.getByText(/^Held since /)).toBeVisible()
        await expectFitsAndAccessible(page, width)
        page.once('dialog', (dialog) => void dialog.accept())
        await banner.getByRole('button', { name: 'Release mail' }).click()
        await expect(page.getByText('Mail is released: queued mail goes out now.')).toBeVisible()
        await expect(banner).toBeHidden()
        expect(mailCommand('status')).toContain('Mail is not held.')
      } finally {
        mailCommand('release')
      }
    })

    test('shows a campaign retrying through an outage, and Retry failed sends the failed one', async ({
      page,
    }) => {
      const { campaignId, failedEmail, subject } = plantRetryingCampaign(String(width))
      try {
        await openNewsletterAdmin(page, width)
        const card = page.getByRole('article', { name: subject })
        await expect(
          card.getByText(/^Retrying — mail server unreachable since \d{1,2}:\d\d [AP]M UTC$/),
        ).toBeVisible()
        await expect(card.getByText('Sent 2 · Waiting 3 · Failed 1')).toBeVisible()
        await expect(card.getByText('Sent 2 of 6')).toBeVisible()
        await expectFitsAndAccessible(page, width)

        await card.getByRole('button', { name: `Retry failed “${subject}”` }).click()
        await expect(card.getByText('Sending again to 1 recipient.')).toBeVisible()
        await waitForMail(failedEmail, new RegExp(`^${subject}$`))
        await expect(card.getByText('Sent 3 · Waiting 3 · Failed 0')).toBeVisible()
        await expect(card.getByRole('button', { name: /^Retry failed/ })).toHaveCount(0)
      } finally {
        removeCampaign(campaignId)
      }
    })
  })
}

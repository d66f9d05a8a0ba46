import { expect, login, test } from './fixtures'
import { waitForMail } from './helpers/mailbox'

/**
 * After Subscribe, the widget said the same thing twice ("Check your inbox at…"
 * and the server's "Almost done: open the link we sent to…"). Once is enough.
 */
const LISTENER = 'lagos_ledger'
const EMAIL = 'lagos.ledger.reader@example.test'

test('the pending newsletter step says "check your inbox" once', async ({ page }) => {
  await login(page, LISTENER)
  const widget = page.getByRole('region', { name: 'Newsletter' })
  await widget.getByRole('textbox', { name: 'Email' }).fill(EMAIL)
  await widget.getByRole('button', { name: 'Subscribe' }).click()
  await expect(widget.getByText(`Check your inbox at ${EMAIL} to confirm your subscription.`)).toBeVisible()
  await expect(widget.getByText(/confirm your subscription/)).toHaveCount(1)
  await waitForMail(EMAIL, /^Confirm your Spaces Calendar newsletter subscription$/)

  // Coming back later: still once.
  await page.reload()
  await expect(widget.getByText(`Check your inbox at ${EMAIL} to confirm your subscription.`)).toBeVisible()
  await expect(widget.getByText(/confirm your subscription/)).toHaveCount(1)
})

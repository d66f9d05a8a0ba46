import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Page } from '@playwright/test'
import { Webhook } from 'standardwebhooks'
import { expect, login, test } from './fixtures'
import { createSpaceThroughApi, csrfToken, deleteSpaceThroughApi } from './helpers/api'
import { personIn, userId } from './helpers/people'

/**
 * A host connects a webhook from the dashboard, sees its secret once, and sees a Space they schedule
 * delivered (signed, verified here with `standardwebhooks`) in the delivery log; at 1280 and 390 px.
 * A helper without the Spaces flag is told they cannot, and the server refuses them too.
 */
const HOST = 'afterhoursvinyl'
const HOST_NAME = 'Lotte Brandsma'
const HELPER = 'sam_helps_civic'
const PREFIX = 'Webhooks e2e:'

let receiver: Server
let receiverUrl = ''
const secrets: string[] = []
const verified: { type: string; title: string }[] = []

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]))
      for (const secret of secrets) {
        try {
          const json = new Webhook(secret).verify(body, headers) as { type: string; data: { title: string } }
          verified.push({ type: json.type, title: json.data.title })
          break
        } catch {}
      }
      res.writeHead(200).end('ok')
    })
  })
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`
})
test.afterAll(async () => {
  receiver.closeAllConnections()
  await new Promise((resolve) => receiver.close(resolve))
})

test.describe.configure({ timeout: 90_000, mode: 'serial' })

async function removeWebhooks(page: Page): Promise<void> {
  const list = await page.request.get('/api/webhooks')
  const { webhooks } = (await list.json()) as { webhooks: { id: number }[] }
  for (const hook of webhooks) {
    await page.request.delete(`/api/webhooks/${hook.id}`, {
      headers: { 'X-CSRF-Token': await csrfToken(page) },
    })
  }
}

for (const width of [1280, 390]) {
  test(`a host connects a webhook and sees its delivery log at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 })
    await login(page, HOST)
    await removeWebhooks(page)
    await page.goto('/dashboard')
    await page.getByRole('link', { name: 'Webhooks' }).click()
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible()
    await expect(page.getByText('No webhooks yet.')).toBeVisible()

    await page.getByLabel('Receiver URL').fill(receiverUrl)
    await expect(page.getByLabel('A Space is scheduled')).toBeChecked()
    await page.getByRole('button', { name: 'Connect webhook' }).click()
    const secret = page.getByRole('textbox', { name: 'Signing secret' })
    await expect(secret).toBeFocused()
    const value = await secret.inputValue()
    expect(value).toMatch(/^whsec_/)
    secrets.push(value)
    await page.getByRole('button', { name: 'I have copied it' }).click()
    await expect(page.getByRole('textbox', { name: 'Signing secret' })).toHaveCount(0)
    await expect(page.getByText(receiverUrl)).toBeVisible()

    const title = `${PREFIX} Night market ${width} ${Date.now()}`
    const space = await createSpaceThroughApi(page, {
      title,
      scheduled_start: Math.floor(Date.now() / 1000) + 86_400,
    })
    await page.getByRole('button', { name: 'Delivery log' }).click()
    const log = page.getByRole('list', { name: 'Delivery log' })
    await expect(log.getByText('A Space is scheduled')).toBeVisible({ timeout: 20_000 })
    await expect(log.getByText('Sent')).toBeVisible({ timeout: 20_000 })
    await expect(log).toContainText('answered 200')
    expect(verified).toContainEqual({ type: 'space.scheduled', title })
    await page.screenshot({ path: testInfo.outputPath(`webhooks-${width}.png`), fullPage: true })

    // Keyboard: the log closes from its own button.
    await page.getByRole('button', { name: 'Hide delivery log' }).focus()
    await page.keyboard.press('Enter')
    await expect(log).toHaveCount(0)

    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('No webhooks yet.')).toBeVisible()
    await deleteSpaceThroughApi(page, space.id)
  })
}

test('a helper without the Spaces flag cannot connect a webhook for the host', async ({ page, browser }) => {
  await login(page, HOST)
  const hostId = await userId(page)
  const granted = await page.request.post(`/api/access/profile/${hostId}/grant`, {
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
  try {
    await helper.goto('/dashboard')
    await helper.getByLabel('Managing Profile').selectOption({ label: `${HOST_NAME} (Helper)` })
    await helper.goto('/dashboard/webhooks')
    await expect(helper.getByText(/does not include scheduling Spaces/)).toBeVisible()
    await expect(helper.getByLabel('Receiver URL')).toHaveCount(0)
    const refused = await helper.request.post('/api/webhooks', {
      headers: { 'X-CSRF-Token': await csrfToken(helper) },
      data: { url: 'https://example.org/hook', events: ['space.live'], host_id: hostId },
    })
    expect(refused.status()).toBe(403)
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /does not include permission to manage Spaces/,
    )
  } finally {
    await helper.context().close()
    await page.request.delete(`/api/access/profile/${hostId}/revoke/${await helperId(page)}`, {
      headers: { 'X-CSRF-Token': await csrfToken(page) },
    })
  }
})

async function helperId(page: Page): Promise<number> {
  const list = await page.request.get(`/api/access/profile/${await userId(page)}/collaborators`)
  const { collaborators } = (await list.json()) as {
    collaborators: { collaborator_id: number; username?: string }[]
  }
  return collaborators[0]?.collaborator_id ?? 0
}

import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from '../fixtures'

/** A Space on the sandbox's X side, as its control API answers it. */
export interface SandboxSpace {
  id: string
  state: string
  title: string
}

/**
 * One call to the X sandbox's control API (what a person does on /x-sandbox/control): schedule,
 * start, end or cancel a Space on X's side. Answers the Space.
 */
export async function sandboxControl(
  request: APIRequestContext,
  path: string,
  data: unknown = {},
): Promise<SandboxSpace> {
  const res = await request.post(`/x-sandbox/control${path}`, { data })
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true)
  return ((await res.json()) as { data: SandboxSpace }).data
}

/** Runs the X import now from Manage Hosts (an admin must be logged in); answers its panel. */
export async function syncNow(page: Page) {
  await page.goto('/admin/hosts')
  const panel = page.getByRole('region', { name: 'Import from X' })
  await panel.getByRole('button', { name: 'Sync now' }).click()
  await expect(panel.getByRole('status')).toContainText('Synced: created')
  return panel
}

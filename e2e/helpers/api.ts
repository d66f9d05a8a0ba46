import { expect, type Page } from '@playwright/test'

/** What the tests read of a Space from the API. */
export type ApiSpace = {
  id: number
  title: string
  username: string
  scheduled_start: number
  space_url: string
  recording_url: string | null
  recording_platform: string | null
}

/** The CSRF token for the page's browser session (the API needs it on every non-GET call). */
export async function csrfToken(page: Page): Promise<string> {
  const response = await page.request.get('/csrf-token')
  return ((await response.json()) as { csrfToken: string }).csrfToken
}

/** Creates a Space through the API as the logged-in browser user. */
export async function createSpaceThroughApi(
  page: Page,
  data: {
    title: string
    scheduled_start: number
    description?: string
    host_id?: number
    host_timezone?: string
  },
): Promise<ApiSpace> {
  const response = await page.request.post('/api/spaces', {
    headers: { 'X-CSRF-Token': await csrfToken(page) },
    data: { space_url: '', description: 'Created by the browser tests.', ...data },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as ApiSpace
}

/** Removes a Space a test created, so later specs see the demo data unchanged. */
export async function deleteSpaceThroughApi(page: Page, id: number): Promise<void> {
  const response = await page.request.delete(`/api/spaces/${id}`, {
    headers: { 'X-CSRF-Token': await csrfToken(page) },
  })
  expect(response.ok()).toBe(true)
}

export async function allSpaces(page: Page): Promise<ApiSpace[]> {
  const response = await page.request.get('/api/spaces')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: ApiSpace[] }).data
}

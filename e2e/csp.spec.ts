import { expect, test } from './fixtures'

/**
 * /reading and /glossary broke the Content-Security-Policy (script-src without
 * 'unsafe-eval') when zod probed whether it may compile validators with `Function('')`. No page may
 * cause a violation: the browser reports each one as a `securitypolicyviolation` event.
 */
test('the pages that validate data cause no Content-Security-Policy violation', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    )
  })
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

  await page.goto('/reading')
  await expect(page.getByRole('heading', { level: 1, name: 'Reading' })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
  expect(await violations()).toEqual([])

  await page.goto('/glossary')
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary of Terms' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
  expect(await violations()).toEqual([])
})

import type { Page } from '@playwright/test'
import { expect, login, test } from './fixtures'
import { animationsSettled } from './helpers/animations'
import { axe, FULL_AUDIT_TAGS } from './helpers/axe'

/**
 * Every screen of the site and the X sandbox's login page, as each role that can see it, at
 * 1280 and 390 px, with the menu, the time zone list and the home dropdowns open: axe finds nothing
 * critical or serious. Moderate and minor findings are printed
 * (docs/decisions/0069-axe-runs-in-the-browser-suite.md).
 *
 * Kept to what differs, so the suite stays within CI's time: the overlays are audited as a visitor
 * and as an admin (every other role's menu is a subset of the admin's); the listener and the helper
 * see the same screens as the host with other content, audited at 1280 px (the host covers 390 px).
 */
type Role = 'visitor' | 'listener' | 'host' | 'helper' | 'admin'
const ACCOUNTS: Record<Exclude<Role, 'visitor'>, string> = {
  listener: 'just_listening',
  host: 'civicsquare_nyc',
  helper: 'sam_helps_civic',
  admin: 'civic_admin',
}
const WIDTHS: Record<Role, readonly number[]> = {
  visitor: [1280, 390],
  listener: [1280],
  host: [1280, 390],
  helper: [1280],
  admin: [1280, 390],
}
const AUDITS_OVERLAYS: readonly Role[] = ['visitor', 'admin']

const PUBLIC_PAGES = [
  '/',
  '/profile/civicsquare_nyc',
  '/profile/nobody_here',
  // A demo Space (the seed's first), on its own page.
  '/spaces/1',
  '/chatbot',
  '/reading',
  '/glossary',
  '/demo/new-space',
  '/no-such-page',
]
const LOGGED_IN_PAGES = [
  '/dashboard',
  '/dashboard/new-space',
  '/dashboard/links',
  '/dashboard/reading',
  '/dashboard/notifications',
]
const PAGES: Record<Role, string[]> = {
  visitor: PUBLIC_PAGES,
  listener: ['/', ...LOGGED_IN_PAGES],
  host: [...LOGGED_IN_PAGES, '/profile/civicsquare_nyc'],
  helper: LOGGED_IN_PAGES,
  admin: ['/', ...LOGGED_IN_PAGES, '/admin/hosts', '/admin/newsletter', '/admin/glossary', '/admin/health'],
}

interface Finding {
  where: string
  id: string
  impact: string
  nodes: number
  help: string
}

async function audit(page: Page, where: string, findings: Finding[]): Promise<void> {
  await animationsSettled(page)
  const result = await axe(page)
    .withTags(FULL_AUDIT_TAGS)
    .options({
      // Experimental in axe, so off by default; a visible label the name does not contain fails voice control.
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // Every rule still runs; only the violations are reported node by node (axe's advice for speed).
      resultTypes: ['violations'],
    })
    .analyze()
  for (const v of result.violations) {
    findings.push({ where, id: v.id, impact: v.impact ?? 'unknown', nodes: v.nodes.length, help: v.help })
  }
}

/** Opens what a page can open (menu, time zone list, home dropdowns), auditing each, then closes it. */
async function auditOverlays(page: Page, where: string, findings: Finding[]): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu', exact: true })
  if (await menu.isVisible()) {
    await menu.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await audit(page, `${where} + menu`, findings)
    const timezone = page.getByRole('dialog').getByRole('button', { name: /^Timezone/ })
    if (await timezone.isVisible()) {
      await timezone.click()
      await expect(page.getByRole('listbox').or(page.getByRole('dialog')).first()).toBeVisible()
      await audit(page, `${where} + time zone list`, findings)
    }
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
  }
  for (const name of [/^Hosts:/, /^Featured hosts$/]) {
    const button = page.getByRole('button', { name })
    if (await button.first().isVisible()) {
      await button.first().click()
      await audit(page, `${where} + ${name.source}`, findings)
      await page.keyboard.press('Escape')
    }
  }
}

function report(findings: Finding[]): string {
  return findings.map((f) => `${f.impact.padEnd(8)} ${f.id} ×${f.nodes} at ${f.where}: ${f.help}`).join('\n')
}

const hasOverlays = (role: Role, path: string) =>
  AUDITS_OVERLAYS.includes(role) &&
  (path === '/' || path.startsWith('/profile/') || path === '/admin/newsletter')

/**
 * A role's pages in groups of about three audits (a page with overlays counts three), one test each:
 * small tests share out evenly between the workers and each stays well within its time limit.
 */
function groupsOf(role: Role): string[][] {
  const groups: string[][] = []
  let group: string[] = []
  let weight = 0
  for (const path of PAGES[role]) {
    const cost = hasOverlays(role, path) ? 3 : 1
    if (group.length > 0 && weight + cost > 3) {
      groups.push(group)
      group = []
      weight = 0
    }
    group.push(path)
    weight += cost
  }
  if (group.length > 0) groups.push(group)
  return groups
}

function expectNothingBlocking(findings: Finding[], title: string): void {
  const blocking = findings.filter((f) => f.impact === 'critical' || f.impact === 'serious')
  const others = findings.filter((f) => !blocking.includes(f))
  if (others.length) console.log(`${title}, not blocking:\n${report(others)}`)
  expect(blocking, report(blocking)).toEqual([])
}

const viewport = (width: number) => ({ width, height: width > 500 ? 900 : 844 })

// Each test only reads (its own session, no writes), so the workers share them out.
test.describe.configure({ mode: 'parallel' })

for (const width of WIDTHS.visitor) {
  test(`axe: visitor at ${width} px: X sandbox login`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport(width))
    const findings: Finding[] = []
    // The X sandbox's login page, reached as a visitor does.
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(page).toHaveURL(/\/x-sandbox\/i\/oauth2\/authorize/)
    await audit(page, 'X sandbox login', findings)
    expectNothingBlocking(findings, `axe, visitor at ${width} px`)
  })
}

for (const role of Object.keys(PAGES) as Role[]) {
  for (const width of WIDTHS[role]) {
    for (const paths of groupsOf(role)) {
      test(`axe: ${role} at ${width} px: ${paths.join(', ')}`, async ({ page }) => {
        test.setTimeout(120_000)
        await page.setViewportSize(viewport(width))
        const findings: Finding[] = []
        if (role !== 'visitor') await login(page, ACCOUNTS[role], null)
        for (const path of paths) {
          await page.goto(path)
          await expect(page.locator('main, h1').first()).toBeVisible()
          await page.waitForLoadState('networkidle')
          await audit(page, path, findings)
          if (hasOverlays(role, path)) await auditOverlays(page, path, findings)
        }
        expectNothingBlocking(findings, `axe, ${role} at ${width} px`)
      })
    }
  }
}

// The Arabic home page, right to left, with its menu open: the language picker, the translated
// names (a name must still hold the visible words) and the mirrored layout.
for (const width of [390, 1280]) {
  test(`axe: visitor at ${width} px: the Arabic home page`, async ({ page, context }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(viewport(width))
    const findings: Finding[] = []
    await page.goto('/?lang=ar')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await page.waitForLoadState('networkidle')
    await audit(page, '/?lang=ar', findings)
    await page.getByRole('button', { name: 'القائمة', exact: true }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await audit(page, '/?lang=ar + menu', findings)
    await context.clearCookies()
    expectNothingBlocking(findings, `axe, Arabic home at ${width} px`)
  })
}

import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The rules the suite's full audits run: WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const FULL_AUDIT_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * An axe run over `page` as it stands. On a page without frames, axe runs in the page itself
 * (`axe.run`, what @axe-core/playwright calls legacy mode), with the same rules and results. The
 * default mode runs axe in each frame and merges the results in a second, blank page it opens for the
 * purpose; that extra page costs the browser more than the audit, so only pages with frames (the
 * embed and newsletter previews) pay for it.
 */
export function axe(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page })
  return page.frames().length === 1 ? builder.setLegacyMode(true) : builder
}

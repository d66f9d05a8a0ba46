import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

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

import type { Page } from '@playwright/test'

/**
 * Waits until every finite animation and transition on the page has ended, so a check sees what stays
 * drawn: a dialog still fading in (160 ms) has text at a fraction of its opacity, which axe reads as
 * too little contrast. Endless ones (a loading spinner) are left running.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
  })
}

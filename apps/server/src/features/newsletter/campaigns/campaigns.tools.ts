/**
 * The campaign's HTML tools (sanitize-html and html-to-text, behind campaigns.sanitize.ts and
 * campaigns.render.ts) load on first use: most processes never need them, and a start stays quick.
 */
export const loadRender = () => import('./campaigns.render')
export const loadSanitizer = () => import('./campaigns.sanitize')

/**
 * Starts loading the HTML tools in the background when an admin opens the newsletter screen, so the
 * first Create Campaign after a start does not wait for them. A failure here is left to the call
 * that needs them, which reports it.
 */
export function preloadCampaignTools(): void {
  loadRender().catch(() => {})
}

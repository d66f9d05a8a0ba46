import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LINK_NOT_VALID } from '../features/newsletter/newsletter.pages'
import { renderAuthorizePage, renderErrorPage } from '../x/sandbox/authorize-page'
import { SANDBOX_ACCOUNTS } from '../x/sandbox/fixture'
import { ICON_LINK } from './html'
import { renderPage as renderNewsletterPage } from './link-page'
import { findRepoRoot } from './repo-root'

/** Every page the server writes names the site's icon, and the icon files exist. */
describe('the site icon', () => {
  it('is named in the head of every page the server writes', () => {
    const pages = {
      authorize: renderAuthorizePage({ hidden: {}, accounts: SANDBOX_ACCOUNTS }),
      sandboxError: renderErrorPage('x'),
      newsletter: renderNewsletterPage(LINK_NOT_VALID, 'en'),
    }
    for (const [name, html] of Object.entries(pages)) {
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head, name).toContain(ICON_LINK)
    }
  })

  it('is a file of the web app, as SVG and as a small ICO', () => {
    const publicDir = path.join(findRepoRoot(), 'apps/web/public')
    expect(readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8')).toMatch(/^<svg /)
    const ico = readFileSync(path.join(publicDir, 'favicon.ico'))
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1])
    expect(ico.length).toBeLessThan(4096)
  })
})

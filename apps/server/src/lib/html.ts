export { escapeHtml } from '@spaces/shared/domain/html-escape'

/**
 * The site's icon, for the `<head>` of every page the server writes itself (the web app's
 * index.html names the same file). /favicon.svg and /favicon.ico are files of the built web app.
 */
export const ICON_LINK = '<link rel="icon" type="image/svg+xml" href="/favicon.svg">'

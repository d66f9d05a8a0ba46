import type { PageContent } from '../../lib/link-page'

export const LINK_NOT_VALID: PageContent = {
  title: 'This link is not valid',
  message: 'It may have expired or been copied incompletely. Subscribe again from the home page if you like.',
}

/** A 1×1 transparent GIF: the open pixel. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

import { z } from 'zod'
import { FEED_HOSTS_MAX, PATH_TEXT_MAX_LENGTH } from '../limits'
import { zText } from './common'

/** `?hosts=a,b` on the site feeds: the home page's host filter, as handles separated by commas. */
export const ZSiteFeedQuery = z.object({
  hosts: zText()
    .max(FEED_HOSTS_MAX * (PATH_TEXT_MAX_LENGTH + 1), { message: 'Too long' })
    .optional(),
  /** The feed's own name and description in this language (one of LOCALES; anything else: the default). */
  lang: zText().max(100).optional(),
})

/** `?lang=` alone: a host's feeds. */
export const ZFeedLangQuery = z.object({ lang: zText().max(100).optional() })

import { z } from 'zod'
import { FEED_HOSTS_MAX, PATH_TEXT_MAX_LENGTH } from '../limits'
import { zText } from './common'

/** `?hosts=a,b` on the site feeds: the home page's host filter, as handles separated by commas. */
export const ZSiteFeedQuery = z.object({
  hosts: zText()
    .max(FEED_HOSTS_MAX * (PATH_TEXT_MAX_LENGTH + 1), { message: 'Too long' })
    .optional(),
})

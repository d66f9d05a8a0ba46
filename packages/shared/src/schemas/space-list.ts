import { z } from 'zod'
import { SPACES_WINDOW_MAX_DAYS } from '../limits'
import { zPathText, zQueryTime } from './common'

// A Space as the API answers it, and the lists and pages of Spaces and hosts (re-exported by spaces.ts).

export {
  SPACE_SOURCES,
  type TSpace,
  type TSpaceListResponse,
  type TXSpaceState,
  X_SPACE_STATES,
  ZRecurringSpaceResponse,
  ZSpace,
  ZSpaceListResponse,
} from './answers'

/** An opaque cursor from a list's `next`. */
const zCursor = () =>
  z.string().regex(/^-?[0-9a-z]{1,11}-[0-9a-z]{1,7}$/, {
    message: 'Is not a cursor this list gave; ask again without it',
  })
const WINDOW_MAX_SECONDS = SPACES_WINDOW_MAX_DAYS * 86_400

export const ZSpacesQuery = z
  .object({
    user: zPathText().optional(),
    from: zQueryTime().optional(),
    to: zQueryTime().optional(),
    cursor: zCursor().optional(),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    message: 'Give both from and to, or neither',
    path: ['from'],
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, {
    message: 'from must be before to',
    path: ['from'],
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.to - q.from <= WINDOW_MAX_SECONDS, {
    message: `The window from–to may span at most ${SPACES_WINDOW_MAX_DAYS} days`,
    path: ['to'],
  })

/** `GET /api/spaces/user/{username}`: the next page of the host's list. */
export const ZUserSpacesQuery = z.object({ cursor: zCursor().optional() })

export { type THost, ZHost, ZHostsResponse } from './answers'

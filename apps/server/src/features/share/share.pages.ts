import { ID_MAX } from '@spaces/shared/limits'
import { ZUsernameParam } from '@spaces/shared/schemas/common'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/database'
import { nowSeconds } from '../../lib/time'
import {
  loadProfileShare,
  loadSpaceShare,
  profilePageHead,
  STATIC_PAGE_HEADS,
  spacePageHead,
} from './share.service'
import type { PageHead } from './share-head'

/** The page's status and its own preview tags; a null head keeps index.html's generic ones. */
export interface SharePage {
  status: 200 | 404
  head: PageHead | null
}

const SPACE_PAGE = /^\/spaces\/([^/]+)$/
const PROFILE_PAGE = /^\/profile\/([^/]+)$/
const SPACE_ID = /^[1-9][0-9]{0,9}$/

/**
 * The pages that can be shared (home, reading, glossary, a profile, a Space), for the HTML the server
 * sends: undefined for any other path. A Space or profile that does not exist, or a malformed id, is
 * a 404 (the app then shows its not-found page).
 */
export async function resolveSharePage(
  db: Kysely<Database>,
  baseUrl: string,
  pathname: string,
): Promise<SharePage | undefined> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const fixed = STATIC_PAGE_HEADS[path]
  if (fixed) return { status: 200, head: fixed }

  const spaceMatch = SPACE_PAGE.exec(path)
  if (spaceMatch) {
    const raw = spaceMatch[1] ?? ''
    if (!SPACE_ID.test(raw) || Number(raw) > ID_MAX) return { status: 404, head: null }
    const space = await loadSpaceShare(db, Number(raw))
    return space ? { status: 200, head: spacePageHead(space, baseUrl) } : { status: 404, head: null }
  }

  const profileMatch = PROFILE_PAGE.exec(path)
  if (profileMatch) {
    // The API's own rule for a handle in a path: text without control characters, of a sane length.
    const param = ZUsernameParam.safeParse({ username: profileMatch[1] ?? '' })
    if (!param.success) return { status: 404, head: null }
    const share = await loadProfileShare(db, param.data.username, nowSeconds())
    return share
      ? { status: 200, head: profilePageHead(share.profile, baseUrl) }
      : { status: 404, head: null }
  }
  return undefined
}

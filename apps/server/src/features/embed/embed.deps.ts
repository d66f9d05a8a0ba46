import type { Locale } from '@spaces/shared/i18n/locales'
import type { Kysely } from 'kysely'
import type { CacheParts } from '../../cache/cached-answers'
import type { Database } from '../../db/database'
import type { CostlyWork } from '../../lib/costly-work'

/** What the embeds are handed by the composition (app/features.ts). */
export interface EmbedDeps {
  db: Kysely<Database>
  baseUrl: string
  /** The pages the response cache did not have: limited per IP and bounded per instance. */
  costlyReads: CostlyWork
  cache: CacheParts
  /** DEFAULT_LOCALE: an embed's language when neither `?lang=` nor the browser names one the site speaks. */
  defaultLocale: Locale
}

/**
 * The cached data sets: what a cached answer may read, by table. Each has a version in the table
 * `data_versions`, moved by database triggers whenever a row of one of its tables is inserted,
 * deleted or changed in a column it watches (migration 0018), and by nothing else: an UPDATE that
 * leaves every watched column as it was moves no version (docs/architecture.md, "When data can be
 * stale").
 *
 * A table watches every column but those listed in `ignores`: a column added later is watched by
 * default, and cache/data-sets.test.ts proves on both databases that every other column moves the
 * version, reading the columns from the schema itself.
 */
export const DATA_SETS = {
  /** The Spaces and their hosts' fields shown with them (the calendar, feeds, embeds). */
  spaces: {
    spaces: { ignores: [] },
    // A login touches its user's row: no cached answer shows when someone last logged in, nor the
    // language they read in.
    users: { ignores: ['last_login_at', 'updated_at', 'locale'] },
  },
  /** Who hosts, by handle and role (the sitemap's profiles, the embeds' host filter). */
  hosts: {
    users: { ignores: ['last_login_at', 'updated_at', 'locale'] },
  },
} as const satisfies Record<string, Record<string, { ignores: readonly string[] }>>

export type DataSet = keyof typeof DATA_SETS

export const DATA_SET_NAMES = Object.keys(DATA_SETS) as DataSet[]

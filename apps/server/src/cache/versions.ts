import type { DataSet } from './data-sets'

/**
 * Where the data versions are read (db/client.ts makes it): SQLite reads them once per turn of the
 * event loop (version-reads.ts), PostgreSQL has them pushed (pushed-versions.ts) and reads them when
 * it cannot trust what it was told.
 */
export interface DataVersions {
  /** A data set's version when it can be had without waiting, else undefined. */
  now: (set: DataSet) => number | undefined
  read: (set: DataSet) => Promise<number>
}

/**
 * The versions of the data sets an answer reads, as one token (`12.3`): a cached answer is current
 * while the token is the same. Read before the data, so a change landing in between is newer than
 * the token the answer is cached under, never older.
 */
export function tokenNow(versions: DataVersions, sets: readonly DataSet[]): string | undefined {
  let token = ''
  for (const set of sets) {
    const version = versions.now(set)
    if (version === undefined) return undefined
    token = token === '' ? String(version) : `${token}.${version}`
  }
  return token
}

export async function readToken(versions: DataVersions, sets: readonly DataSet[]): Promise<string> {
  const known = tokenNow(versions, sets)
  if (known !== undefined) return known
  return (await Promise.all(sets.map((set) => versions.read(set)))).join('.')
}

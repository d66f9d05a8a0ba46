import { rebuildSearchIndex } from '../features/shared/search-index'
import { type CliCommand, EXIT, UsageError } from './command'
import { openSiteDatabase, readCliConfig } from './site-database'

/**
 * `search-rebuild`: rebuilds the search index from the Spaces, hosts, reading items and glossary
 * terms (docs/operations.md, "Search"). The running site keeps answering meanwhile and finds what is
 * already rebuilt. It never migrates: on a schema that is behind it says so and exits 1.
 */
export const searchRebuildCommand: CliCommand = {
  name: 'search-rebuild',
  args: '',
  summary: 'Rebuild the search index from the site’s Spaces, hosts, reading items and glossary.',
  run: async (args, io) => {
    if (args.length > 0) throw new UsageError('search-rebuild takes no arguments.')
    const config = readCliConfig(io)
    if (!config) return EXIT.failed
    const handle = await openSiteDatabase(config, io)
    if (!handle) return EXIT.failed
    try {
      const started = Date.now()
      const { documents } = await rebuildSearchIndex(handle.db)
      io.out(
        `The search index holds ${documents} documents, rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      )
      return EXIT.ok
    } finally {
      await handle.close()
    }
  },
}

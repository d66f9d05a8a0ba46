// Builds the server into apps/server/dist/: main.js plus the chunks of what it imports only when used
// (the mailer, the newsletter's HTML tools, the Redis client). Its own code, packages/shared and its
// npm dependencies are bundled and minified, so start-up reads a few files instead of resolving and
// parsing some nine hundred modules (cold start and idle memory). `npm start` runs it with
// plain node; a source map beside it keeps stack traces readable (node --enable-source-maps).
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { commonJsNamedExports } from './build/commonjs-exports.mjs'
import { loadEveryChunk, verifyDynamicImports } from './build/verify-chunks.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const server = path.join(root, 'apps/server')

/**
 * Left in node_modules, loaded at run time:
 * - native addons: better-sqlite3, @resvg/resvg-js (share pictures); pg-native, pg's optional
 *   native driver, is never installed here;
 * - pino and its transports (pino-pretty, thread-stream): a transport runs in a worker thread that
 *   loads its files by path.
 * @fastify/swagger-ui is bundled: lib/openapi.ts names its files' directory in node_modules.
 */
export const EXTERNAL = [
  'better-sqlite3',
  '@resvg/resvg-js',
  'pg-native',
  'pino',
  'pino-pretty',
  'thread-stream',
]

export const SERVER_BUNDLE = path.join(server, 'dist/main.js')

/** The operator's command line (`npm run admin -- …`), built beside the server as `cli.js`. */
export const cliBundleFor = (bundle = SERVER_BUNDLE) => path.join(path.dirname(bundle), 'cli.js')

/** The node arguments `npm start` runs the bundle with; everything that starts the built server uses them. */
export const serverArgs = (bundle = SERVER_BUNDLE) => [bundle]

/**
 * Builds the server bundle and checks it (scripts/build/verify-chunks.mjs): the build fails, rather
 * than a request, when a chunk lacks what its importers use or does not load.
 * `keepCommonJsExports: false` builds as esbuild does unaided, only so a test can show the check
 * catching the loss.
 */
export async function buildServer(outfile = SERVER_BUNDLE, { keepCommonJsExports = true } = {}) {
  const outdir = path.dirname(outfile)
  rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true })
  const entry = path.join(server, 'src/main.ts')
  const cliEntry = path.join(server, 'src/cli.ts')
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: { [path.basename(outfile, '.js')]: entry, cli: cliEntry },
    metafile: true,
    plugins: keepCommonJsExports ? [commonJsNamedExports()] : [],
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    // Whitespace and syntax only: names stay, so a stack trace in the logs still names the functions
    // (node --enable-source-maps maps it to the sources as well).
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: true,
    legalComments: 'linked',
    logLevel: 'warning',
    // The commit the bundle is built from, for the Health screen and /metrics (lib/build-info.ts).
    define: { 'process.env.SPACES_BUILD_COMMIT': JSON.stringify(sourceCommit()) },
    // Bundled CommonJS code calls require() and reads __dirname; an ES module has neither of its own.
    banner: {
      js: [
        "import { createRequire as __createRequire } from 'node:module';",
        "import { fileURLToPath as __fileURLToPath } from 'node:url';",
        "import { dirname as __dirnameOf } from 'node:path';",
        'const require = __createRequire(import.meta.url);',
        'const __filename = __fileURLToPath(import.meta.url);',
        'const __dirname = __dirnameOf(__filename);',
      ].join(' '),
    },
  })
  warnOfWideCharacters(outdir)
  await verifyDynamicImports(metafile, root)
  loadEveryChunk(metafile, root, [entry, cliEntry])
}

/**
 * The commit being built: SOURCE_COMMIT when given (a container build without the git history), else
 * git's HEAD; an empty string when neither is known.
 */
function sourceCommit() {
  const given = process.env.SOURCE_COMMIT?.trim().toLowerCase()
  if (given && /^[0-9a-f]{7,40}$/.test(given)) return given.slice(0, 12)
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return ''
  }
}

/**
 * V8 keeps each module's source in memory, one byte per character while every character is Latin-1,
 * two bytes as soon as one is not: a single curly quote in a regular expression (esbuild escapes
 * them elsewhere) doubled the 3 MB bundle's footprint. Write such characters as \u escapes.
 */
function warnOfWideCharacters(outdir) {
  for (const file of readdirSync(outdir, { recursive: true })) {
    if (!String(file).endsWith('.js')) continue
    const text = readFileSync(path.join(outdir, String(file)), 'utf8')
    const wide = /[\u0100-\uffff]/.exec(text)
    if (wide) {
      const line = text.slice(0, wide.index).split('\n').length
      console.warn(
        `${file}:${line}: '${wide[0]}' makes V8 store this module's source at two bytes a character.`,
      )
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer()
  console.log(`Built ${path.relative(root, SERVER_BUNDLE)}`)
}

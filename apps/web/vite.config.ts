import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { poCatalogs } from './vite-plugins/po-catalogs'

// The server (apps/server) serves dist/ in production; in development Vite proxies the API to it.
const API_TARGET = 'http://localhost:3000'
const proxiedPaths = ['/api', '/csrf-token', '/x-sandbox', '/healthz']

/** Text files worth compressing; smaller ones cost more in headers than they save. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/
const MIN_BYTES = 1024

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip -9) beside every text file of the build, once,
 * so the server sends compressed bytes without compressing per request (@fastify/static preCompressed).
 */
function precompress(): Plugin {
  let outDir = ''
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name)
      return statSync(full).isDirectory() ? walk(full) : [full]
    })
  return {
    name: 'spaces:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue
        const bytes = readFileSync(file)
        if (bytes.length < MIN_BYTES) continue
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        )
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }))
      }
    },
  }
}

const DEV_SCHEMA = /import\.meta\.env\.DEV && (Z\w+)/g
const NAMED_IMPORT = /^import \{([^}]*)\} from ('[^']+')\n/gm

/**
 * In a production build, drops the response schemas the API client checks answers with in
 * development only: `api.get(path, import.meta.env.DEV && ZSpace)` becomes `api.get(path, false)` and
 * `ZSpace` leaves the file's imports. Folding the condition alone is not enough: the import would
 * still put the schema module (and zod with it) in the first chunk's module graph, where the chunk
 * grouping keeps it (docs/decisions/0200-answers-unchecked-in-production.md).
 */
export function devOnlySchemas(): Plugin {
  return {
    name: 'spaces:dev-only-schemas',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /\/src\/.*\.tsx?$/, code: 'import.meta.env.DEV && Z' },
      handler(code) {
        const dropped = new Set<string>()
        let out = code.replace(DEV_SCHEMA, (_, name: string) => {
          dropped.add(name)
          return 'false'
        })
        const body = out.replace(NAMED_IMPORT, '')
        const unused = [...dropped].filter((name) => !new RegExp(`\\b${name}\\b`).test(body))
        out = out.replace(NAMED_IMPORT, (line, names: string, from: string) => {
          const kept = names
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name && !unused.includes(name))
          if (kept.length === names.split(',').filter((name) => name.trim()).length) return line
          if (kept.length === 0) return ''
          const typesOnly = kept.every((name) => name.startsWith('type '))
          return typesOnly
            ? `import type { ${kept.map((name) => name.slice(5)).join(', ')} } from ${from}\n`
            : `import { ${kept.join(', ')} } from ${from}\n`
        })
        return { code: out, map: null }
      },
    },
  }
}

// Vite requires a default export here.
export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  plugins: [devOnlySchemas(), poCatalogs(), react(), precompress()],
  resolve: {
    // zod with the jitless setting made first, wherever zod is first loaded (src/lib/zod-config.ts).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
      { find: /^zod\/mini$/, replacement: fileURLToPath(new URL('./src/lib/zod-mini.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Defaults kept on purpose: every JS and CSS file is content-hashed under /assets/, so the
    // server can cache them forever while index.html stays no-cache.
    rolldownOptions: {
      output: {
        // Everything the first page load needs in one chunk, whatever the lazy screens import: left
        // to itself Rolldown moves modules the home page already has into extra small chunks each
        // time a lazy screen's imports change (rolldown#10731), costing the home page requests.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxiedPaths.map((path) => [path, { target: API_TARGET, changeOrigin: false }]),
    ),
  },
  preview: { port: 4173 },
})

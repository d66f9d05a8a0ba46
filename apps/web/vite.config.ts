import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

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

// Vite requires a default export here.
export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  plugins: [react(), precompress()],
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

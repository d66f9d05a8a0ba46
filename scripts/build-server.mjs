// Builds the server into one ES module, apps/server/dist/main.js: its own code and packages/shared
// bundled (TypeScript compiled away), every npm dependency left to node_modules. `npm start` runs it
// with plain node, so start-up pays for neither tsx nor TypeScript.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const server = path.join(root, 'apps/server')
const manifest = JSON.parse(readFileSync(path.join(server, 'package.json'), 'utf8'))
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@spaces/'))

export const SERVER_BUNDLE = path.join(server, 'dist/main.js')

export async function buildServer(outfile = SERVER_BUNDLE) {
  await build({
    entryPoints: [path.join(server, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: true,
    logLevel: 'warning',
    // Bundled CommonJS helpers may call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer()
  console.log(`Built ${path.relative(root, SERVER_BUNDLE)}`)
}

// Keeps a CommonJS package's named exports when the server bundle loads it with a dynamic import().
//
// Node gives `await import('cookie')` the package's named exports (found by its CommonJS export lexer)
// beside `default`; packages written for Node rely on that (@fastify/cookie calls
// `cookieModule.stringifySetCookie`). esbuild, splitting code into chunks, emits such a package as a
// chunk with `export default require_x()` alone, so every named export is undefined in the bundle
// (every request with a cookie answered 500). The plugin routes each dynamic import of a
// CommonJS file through a small ES module that names each export, as Node would.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const NAMESPACE = 'commonjs-named-exports'
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/** Whether Node loads this file as CommonJS: `.cjs`, or `.js` whose nearest package.json is not `"type": "module"`. */
export function isCommonJsFile(file) {
  if (file.endsWith('.cjs')) return true
  if (!file.endsWith('.js')) return false
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    try {
      return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).type !== 'module'
    } catch (err) {
      if (err.code !== 'ENOENT') throw err
    }
    if (path.dirname(dir) === dir) return true
  }
}

/** The export names Node would give an importer of this CommonJS file, beside `default`. */
function commonJsExportNames(file) {
  const value = createRequire(file)(file)
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return []
  return Object.keys(value).filter((name) => name !== 'default' && name !== '__esModule')
}

function facadeSource(file) {
  const names = commonJsExportNames(file)
  const bindings = names.map((name, i) => `const e${i} = m[${JSON.stringify(name)}];`)
  const list = names.map((name, i) => `e${i} as ${IDENTIFIER.test(name) ? name : JSON.stringify(name)}`)
  return [
    `const m = require(${JSON.stringify(file)});`,
    'export default m;',
    ...bindings,
    names.length > 0 ? `export { ${list.join(', ')} };` : '',
  ].join('\n')
}

/** @returns {import('esbuild').Plugin} */
export function commonJsNamedExports() {
  return {
    name: NAMESPACE,
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData?.[NAMESPACE]) return undefined
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { [NAMESPACE]: true },
        })
        if (resolved.errors.length > 0 || resolved.external || !isCommonJsFile(resolved.path))
          return undefined
        return { path: resolved.path, namespace: NAMESPACE }
      })
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: facadeSource(args.path),
        resolveDir: path.dirname(args.path),
        loader: 'js',
      }))
    },
  }
}

export const COMMONJS_NAMESPACE = NAMESPACE

// The build's own check that the bundle keeps what its importers expect. A chunk that a
// dynamic import() loads must export every name the imported module has when Node loads it unbundled
// (a package) or as written (a source file); a chunk that lost them fails the build, not a request.
// Then every chunk is loaded once in a child process, so a chunk that cannot link or evaluate fails
// here too, not at the first request that needs it.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { COMMONJS_NAMESPACE } from './commonjs-exports.mjs'

export class ChunkExportError extends Error {}

/** The export names of a module as written: a TypeScript source bundled alone, its packages left out. */
async function sourceExportNames(file) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    write: false,
    metafile: true,
    outdir: 'out',
    logLevel: 'silent',
  })
  return Object.values(result.metafile.outputs).flatMap((output) => output.exports)
}

/**
 * The export names Node gives an importer of this file, unbundled. `__esModule` is left out: a
 * transpiler's interop marker that Node's lexer reports even where the module replaced its exports
 * (ioredis), read by no importer by name.
 */
async function nodeExportNames(file) {
  return Object.keys(await import(pathToFileURL(file).href)).filter((name) => name !== '__esModule')
}

function expectedNames(target, root) {
  const prefix = `${COMMONJS_NAMESPACE}:`
  if (target.startsWith(prefix)) return nodeExportNames(target.slice(prefix.length))
  const file = path.resolve(root, target)
  return /\.[cm]?tsx?$/.test(file) ? sourceExportNames(file) : nodeExportNames(file)
}

/**
 * @param {import('esbuild').Metafile} metafile from the build, with `absWorkingDir: root`
 * @param {string} root the build's working directory
 */
export async function verifyDynamicImports(metafile, root) {
  const chunkFor = new Map(
    Object.entries(metafile.outputs)
      .filter(([, output]) => output.entryPoint)
      .map(([file, output]) => [output.entryPoint, { file, exports: new Set(output.exports) }]),
  )
  const problems = []
  const checked = new Set()
  for (const [importer, input] of Object.entries(metafile.inputs)) {
    for (const edge of input.imports) {
      if (edge.kind !== 'dynamic-import' || edge.external || checked.has(edge.path)) continue
      checked.add(edge.path)
      const chunk = chunkFor.get(edge.path)
      if (!chunk) {
        problems.push(`import('${edge.original ?? edge.path}') in ${importer} has no chunk of its own`)
        continue
      }
      const missing = (await expectedNames(edge.path, root)).filter((name) => !chunk.exports.has(name))
      if (missing.length > 0) {
        problems.push(
          `${chunk.file}, loaded by import('${edge.original ?? edge.path}') in ${importer}, lacks the export(s) ${missing.join(', ')}`,
        )
      }
    }
  }
  if (problems.length > 0) {
    throw new ChunkExportError(`The server bundle would break its importers:\n- ${problems.join('\n- ')}`)
  }
  return checked.size
}

/**
 * Loads every output but the entry points (which start the server) in a fresh node process, so a chunk
 * that cannot link or evaluate fails the build. Throws with the child's error output.
 */
export function loadEveryChunk(metafile, root, entryPoints) {
  const entries = new Set(entryPoints.map((file) => path.relative(root, file)))
  const chunks = Object.entries(metafile.outputs)
    .filter(([file, output]) => file.endsWith('.js') && !entries.has(output.entryPoint))
    .map(([file]) => pathToFileURL(path.resolve(root, file)).href)
  const script = `for (const url of ${JSON.stringify(chunks)}) await import(url)`
  try {
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, stdio: 'pipe' })
  } catch (err) {
    throw new ChunkExportError(
      `A chunk of the server bundle does not load:\n${String(err.stderr ?? err).slice(0, 2000)}`,
    )
  }
  return chunks.length
}

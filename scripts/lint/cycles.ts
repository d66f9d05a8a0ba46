/**
 * The no-circles rule (docs/architecture.md): no module may import, through any chain of imports, a
 * module that imports it back. The graph is every relative import and every workspace import
 * (`@spaces/shared/…`) between the repository's own code files, in every workspace, tests included:
 * static imports, re-exports and dynamic `import()`, and type-only imports too — a circle of types
 * still ties two modules together so that neither can be read, moved or tested without the other.
 * Each circle is reported once, as the shortest path around its strongly connected component.
 */
import path from 'node:path'
import { ALLOWED_CYCLES } from './allowed-cycles'
import { importsOf } from './layers'

const CODE = /\.(ts|tsx|mts|mjs|js)$/
const NOT_SOURCE = /(^|\/)(dist|node_modules)\/|\.d\.ts$/
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.mjs']

export interface Cycle {
  /** The shortest way around, from the alphabetically first file back to it (not repeated at the end). */
  path: string[]
  /** Every file caught in the circle (its strongly connected component), sorted. */
  files: string[]
  /** Whether scripts/lint/allowed-cycles.ts lets this one through. */
  allowed: boolean
}

/** The file an import names, among the known files, or undefined for a package or a missing file. */
export function resolveWithin(known: Set<string>, from: string, specifier: string): string | undefined {
  let base: string
  if (specifier.startsWith('@spaces/shared/')) base = `packages/shared/src/${specifier.slice(15)}`
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier)
  else return undefined
  base = path.posix.normalize(base)
  for (const ext of EXTENSIONS) if (known.has(base + ext)) return base + ext
  // TypeScript's ESM habit: `./x.js` names `./x.ts`.
  const js = /\.(m?)js$/.exec(base)
  if (js) {
    const ts = `${base.slice(0, -js[0].length)}.${js[1] ? 'mts' : 'ts'}`
    if (known.has(ts)) return ts
    if (known.has(`${base.slice(0, -3)}.tsx`)) return `${base.slice(0, -3)}.tsx`
  }
  return undefined
}

/** Each code file's imports of other code files among the given ones. */
export function importGraph(files: { file: string; text: string }[]): Map<string, Set<string>> {
  const code = files.filter((f) => CODE.test(f.file) && !NOT_SOURCE.test(f.file))
  const known = new Set(code.map((f) => f.file))
  const graph = new Map<string, Set<string>>()
  for (const { file, text } of code) {
    const edges = new Set<string>()
    for (const { specifier } of importsOf(file, text)) {
      const target = resolveWithin(known, file, specifier)
      if (target) edges.add(target)
    }
    graph.set(file, edges)
  }
  return graph
}

/** The strongly connected components with a circle in them (Tarjan's algorithm, iterative). */
function circularComponents(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const onStack = new Set<string>()
  const stack: string[] = []
  const found: string[][] = []
  let counter = 0
  for (const root of [...graph.keys()].sort()) {
    if (index.has(root)) continue
    const work: { node: string; next: string[] }[] = []
    const enter = (node: string) => {
      index.set(node, counter)
      low.set(node, counter++)
      stack.push(node)
      onStack.add(node)
      work.push({ node, next: [...(graph.get(node) ?? [])].sort() })
    }
    enter(root)
    while (work.length > 0) {
      const top = work[work.length - 1]!
      const child = top.next.shift()
      if (child !== undefined) {
        if (!index.has(child)) enter(child)
        else if (onStack.has(child)) low.set(top.node, Math.min(low.get(top.node)!, index.get(child)!))
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(top.node)!))
      if (low.get(top.node) !== index.get(top.node)) continue
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== top.node)
      if (component.length > 1 || graph.get(top.node)?.has(top.node)) found.push(component.sort())
    }
  }
  return found
}

/** The shortest way from a file back to itself inside its component (breadth first). */
function shortestCircle(graph: Map<string, Set<string>>, members: Set<string>, start: string): string[] {
  const cameFrom = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()!
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (!members.has(next)) continue
      if (next === start) {
        const circle = [node]
        while (circle[0] !== start) circle.unshift(cameFrom.get(circle[0]!)!)
        return circle
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node)
        queue.push(next)
      }
    }
  }
  return [start]
}

function sameSet(a: string[], b: readonly string[]): boolean {
  return a.length === b.length && [...b].sort().every((file, i) => file === a[i])
}

/** The last graph built, kept so that one lint run parses each file's imports once. */
let lastGraph: { files: unknown; graph: Map<string, Set<string>> } | undefined

function graphOf(files: { file: string; text: string }[]): Map<string, Set<string>> {
  if (lastGraph?.files !== files) lastGraph = { files, graph: importGraph(files) }
  return lastGraph.graph
}

/** Every import circle among the given files, each marked allowed or not. */
export function findCycles(
  files: { file: string; text: string }[],
  allowed: readonly { files: readonly string[] }[] = ALLOWED_CYCLES,
): Cycle[] {
  const graph = graphOf(files)
  return circularComponents(graph)
    .map((component) => ({
      path: shortestCircle(graph, new Set(component), component[0]!),
      files: component,
      allowed: allowed.some((entry) => sameSet(component, entry.files)),
    }))
    .sort((a, b) => a.files[0]!.localeCompare(b.files[0]!))
}

/** Allowed circles that no longer exist: the entry should go, so the list cannot hide a new one. */
export function staleAllowances<T extends { files: readonly string[] }>(
  cycles: Cycle[],
  allowed: readonly T[],
): T[] {
  return allowed.filter((entry) => !cycles.some((c) => sameSet(c.files, entry.files)))
}

/** How a circle reads in the lint's output. */
export function describeCycle(cycle: Cycle): string {
  const around = [...cycle.path, cycle.path[0]].join(' → ')
  const more = cycle.files.length - cycle.path.length
  return more > 0
    ? `${around} (and ${more} more file(s) in the same knot: ${cycle.files.join(', ')})`
    : around
}

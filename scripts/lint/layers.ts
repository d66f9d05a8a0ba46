import path from 'node:path'
import ts from '@typescript/typescript6'

/**
 * The layers of the house and the import rule between them (docs/architecture.md): imports flow down
 * the layers; on the web side app → features → entities → components and lib, and an entity imports
 * another entity only through its `index.ts`.
 */
const WEB = 'apps/web/src'

/** Where a file stands for the import rule. */
interface Layer {
  side: string
  feature?: string
  entity?: string
  layer: string
}

/**
 * The layer a file belongs to, for the import rule: a feature (with its side), a web entity (a
 * domain of `entities/`), or a named shared layer. The server's domain layer is `features/shared/`;
 * the web's is `entities/`, so on the web a `features/shared/` would be a feature like any other.
 */
export function layerOf(file: string): Layer | undefined {
  const side = /^(apps\/(?:server|web)\/src|packages\/shared\/src)\//.exec(file)?.[1]
  if (!side) return undefined
  const rest = file.slice(side.length + 1)
  const feature = /^features\/([^/]+)(?:\/|$)/.exec(rest)?.[1]
  if (feature === 'shared' && side !== WEB) return { side, layer: 'features/shared' }
  if (feature) return { side, feature, layer: `features/${feature}` }
  const entity = side === WEB ? /^entities\/([^/]+)(?:\/|$)/.exec(rest)?.[1] : undefined
  if (entity) return { side, entity, layer: `entities/${entity}` }
  return { side, layer: rest.split('/')[0] ?? '' }
}

/** The layers that may import features: the composition roots. */
const COMPOSITION = new Set(['app.ts', 'app', 'main.ts', 'main.tsx'])

/** The web side's floors, top down; every other web folder (components, lib, styles) is floor 0. */
function webFloor(layer: Layer): number {
  if (COMPOSITION.has(layer.layer)) return 3
  if (layer.feature) return 2
  if (layer.entity) return 1
  return 0
}

/** An entity's public face, the one file another entity may import: its folder's `index.ts`. */
function isPublicFace(target: string, entity: string): boolean {
  const folder = `${WEB}/entities/${entity}`
  return target === folder || target === `${folder}/index` || target === `${folder}/index.ts`
}

/** The web's rule: nothing imports a floor above its own, and domains meet only at an index.ts. */
function webImportProblem(a: Layer, b: Layer, target: string): string | undefined {
  if (webFloor(b) > webFloor(a)) return `${describe(a)} imports ${describe(b)}, a layer above it`
  if (a.feature && b.feature && a.feature !== b.feature) {
    return `the feature ${a.feature} imports the feature ${b.feature}`
  }
  if (a.entity && b.entity && a.entity !== b.entity && !isPublicFace(target, b.entity)) {
    return `the entity ${a.entity} imports the inside of the entity ${b.entity}, not its index.ts`
  }
  return undefined
}

function describe(layer: Layer): string {
  if (layer.feature) return `the feature ${layer.feature}`
  if (layer.entity) return `the entity ${layer.entity}`
  if (COMPOSITION.has(layer.layer)) return `the composition root ${layer.layer}`
  return `the shared layer ${layer.layer}/`
}

export function resolveImport(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('@spaces/shared/')) return `packages/shared/src/${specifier.slice(15)}`
  if (!specifier.startsWith('.')) return undefined
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
}

export function importsOf(file: string, text: string): { specifier: string; line: number }[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: { specifier: string; line: number }[] = []
  const visit = (node: ts.Node) => {
    let spec: ts.Expression | undefined
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      spec = node.moduleSpecifier
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      spec = node.arguments[0]
    }
    if (spec && ts.isStringLiteral(spec)) {
      found.push({ specifier: spec.text, line: sf.getLineAndCharacterOfPosition(spec.getStart()).line + 1 })
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

/** Why an import breaks the layering, or undefined when it is allowed. */
export function importProblem(from: string, target: string): string | undefined {
  const a = layerOf(from)
  const b = layerOf(target)
  if (!a || !b) return undefined
  if (a.side === 'packages/shared/src' && b.side !== a.side) return 'packages/shared imports no app code'
  if (a.side !== b.side) return undefined
  if (a.side === WEB) return webImportProblem(a, b, target)
  if (!b.feature || a.feature === b.feature) return undefined
  if (a.feature) return `the feature ${a.feature} imports the feature ${b.feature}`
  if (COMPOSITION.has(a.layer)) return undefined
  return `the shared layer ${a.layer}/ imports the feature ${b.feature}`
}

/**
 * The house rules Biome cannot express, run by `npm run lint` after Biome (docs/architecture.md):
 * - imports flow down the layers: a feature imports its own files and the layers below it, never
 *   another feature; the shared layers never import a feature; packages/shared imports no app;
 * - on the web side the domain layer sits between them: app → features → entities → components and
 *   lib; an entity imports its own files, and another entity only through that entity's `index.ts`;
 * - a server feature never reads the app's own handles (`app.db`, `app.config`…): it is handed what it
 *   needs as its plugin's options (CONTRIBUTING.md);
 * - no import circles, type-only imports included (scripts/lint/cycles.ts), but for the few listed
 *   with their reason in scripts/lint/allowed-cycles.ts;
 * - no comment or test title naming an issue or a spec section (scripts/lint/references.ts);
 * - no hand-written source file over 10 KB;
 * - no function over 120 lines;
 * - the decisions are one file each in the house form, and their index is up to date
 *   (scripts/docs/decisions-index.ts).
 * Tests (`*.test.ts(x)`, `test/`, `e2e/`) are exempt from the layers and sizes: a test may reach
 * anywhere to prove something; but not from the circles, nor from the comments' rule.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from '@typescript/typescript6'
import { decisionsProblems } from '../docs/decisions-index'
import { ALLOWED_CYCLES } from './allowed-cycles'
import { describeCycle, findCycles, staleAllowances } from './cycles'
import { IMPORT_EXCEPTIONS } from './import-exceptions'
import { importProblem, importsOf, layerOf, resolveImport } from './layers'
import { outsideReferences } from './references'

export { importProblem, layerOf } from './layers'

export const MAX_FILE_BYTES = 10 * 1024
export const MAX_FUNCTION_LINES = 120

const SOURCE = /\.(ts|tsx|mjs|js|css)$/
const CODE = /\.(ts|tsx|mjs|js)$/
const TEST = /(\.test\.tsx?$|\/test\/|^e2e\/)/
/** Generated or third-party text that nobody writes by hand. */
const NOT_HAND_WRITTEN = /(^|\/)(dist|node_modules)\/|\.d\.ts$/

export interface Violation {
  file: string
  rule: 'import' | 'cycle' | 'reference' | 'dependencies' | 'file-size' | 'function-length' | 'decisions'
  message: string
}

/**
 * The app's own handles (app-types.ts and the composition): the entry point, lib's hooks and tests
 * read them; a server feature is handed what it needs as its plugin's options instead.
 */
const APP_HANDLE =
  /\bapp\.(db|config|jobs|xSync|drain|readiness|ops|mailHold|mailServer|mailer|dialect|costlyReads|hotAnswers|xClient|readDataVersion)\b/g

/** Where a server feature's file reads one of the app's own handles. */
export function appHandleUses(file: string, text: string): { name: string; line: number }[] {
  const layer = layerOf(file)
  if (layer?.side !== 'apps/server/src' || !layer.feature) return []
  return [...text.matchAll(APP_HANDLE)].map((m) => ({
    name: m[0],
    line: text.slice(0, m.index).split('\n').length,
  }))
}

function isException(from: string, target: string): boolean {
  return IMPORT_EXCEPTIONS.some(
    (e) =>
      from.startsWith(e.from) &&
      (target === e.to || target.startsWith(`${e.to}/`) || target.startsWith(`${e.to}.`)),
  )
}

function longFunctions(file: string, text: string): { name: string; line: number; lines: number }[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found: { name: string; line: number; lines: number }[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart()).line
      const end = sf.getLineAndCharacterOfPosition(node.end).line
      const lines = end - start + 1
      if (lines > MAX_FUNCTION_LINES) {
        const name = node.name && ts.isIdentifier(node.name) ? node.name.text : nameOfParent(node)
        found.push({ name, line: start + 1, lines })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

function nameOfParent(node: ts.Node): string {
  const parent = node.parent
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text
  return '(anonymous)'
}

/** Checks the given files (paths relative to the repository root, with their text). */
export function checkFiles(files: { file: string; text: string }[]): Violation[] {
  const violations: Violation[] = []
  for (const { file, text } of files) {
    for (const ref of outsideReferences(file, text)) {
      violations.push({
        file: `${file}:${ref.line}`,
        rule: 'reference',
        message: `a ${ref.kind} names "${ref.reference}", which is not in the repository: say the rule itself, or point to docs/ (CONTRIBUTING.md, "Comments")`,
      })
    }
    if (!SOURCE.test(file) || TEST.test(file) || NOT_HAND_WRITTEN.test(file)) continue
    const bytes = Buffer.byteLength(text)
    if (bytes > MAX_FILE_BYTES) {
      violations.push({
        file,
        rule: 'file-size',
        message: `${(bytes / 1024).toFixed(1)} KB, over ${MAX_FILE_BYTES / 1024} KB: split it by concern (or move data to a data file)`,
      })
    }
    if (!CODE.test(file)) continue
    for (const { specifier, line } of importsOf(file, text)) {
      const target = resolveImport(file, specifier)
      if (!target) continue
      const problem = importProblem(file, target)
      if (problem && !isException(file, target)) {
        violations.push({
          file: `${file}:${line}`,
          rule: 'import',
          message: `${problem} ('${specifier}'): move what both need down to a shared layer (docs/architecture.md)`,
        })
      }
    }
    for (const use of appHandleUses(file, text)) {
      violations.push({
        file: `${file}:${use.line}`,
        rule: 'dependencies',
        message: `${use.name}: a feature is handed what it needs as its plugin's options (app/features.ts, CONTRIBUTING.md)`,
      })
    }
    for (const fn of longFunctions(file, text)) {
      violations.push({
        file: `${file}:${fn.line}`,
        rule: 'function-length',
        message: `${fn.name} is ${fn.lines} lines, over ${MAX_FUNCTION_LINES}: split it`,
      })
    }
  }
  for (const cycle of findCycles(files)) {
    if (cycle.allowed) continue
    violations.push({
      file: cycle.path[0]!,
      rule: 'cycle',
      message: `import circle: ${describeCycle(cycle)}: move what they share into a module both import (docs/architecture.md)`,
    })
  }
  return violations
}

/** The whole tree's rules: every file's, and the allowances that no longer allow anything. */
export function checkRepository(files: { file: string; text: string }[]): Violation[] {
  const stale = staleAllowances(findCycles(files), ALLOWED_CYCLES).map((entry) => ({
    file: 'scripts/lint/allowed-cycles.ts',
    rule: 'cycle' as const,
    message: `the allowed circle of ${entry.files.join(', ')} is gone: delete its entry`,
  }))
  return [...checkFiles(files), ...stale]
}

/** The files git tracks or would track (untracked, not ignored), as the working tree has them. */
export function repositoryFiles(root: string): { file: string; text: string }[] {
  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
  return listed
    .split('\0')
    .filter((file) => SOURCE.test(file) || file.endsWith('.html'))
    .flatMap((file) => {
      try {
        return [{ file, text: readFileSync(path.join(root, file), 'utf8') }]
      } catch {
        return [] // listed by git but deleted in the working tree
      }
    })
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const root = path.resolve(import.meta.dirname, '../..')
  const violations: Violation[] = [
    ...checkRepository(repositoryFiles(root)),
    ...decisionsProblems(root).map((p) => ({ file: p.file, rule: 'decisions' as const, message: p.problem })),
  ]
  for (const v of violations) process.stderr.write(`${v.file}: [${v.rule}] ${v.message}\n`)
  if (violations.length > 0) {
    process.stderr.write(`\n${violations.length} house rule(s) broken (scripts/lint/house-rules.ts).\n`)
    process.exit(1)
  }
  process.stdout.write(
    'House rules: imports, circles, comments, dependencies, file sizes, function lengths and decisions are in order.\n',
  )
}

import { readFileSync } from 'node:fs'
import path from 'node:path'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const ENV_TEMPLATE = path.join(ROOT, 'deploy/.env.example')

/**
 * The variables of the one configuration table (docs/operations.md, "## Configuration"): every
 * backticked upper-case name in a row's first cell (a row may name two, e.g. the VAPID pair).
 */
export function configTableVariables(markdown = readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8')) {
  const section = markdown.split(/^## Configuration$/m)[1]?.split(/^## /m)[0]
  if (!section) throw new Error('docs/operations.md has no "## Configuration" section')
  const names: string[] = []
  for (const line of section.split('\n')) {
    if (!line.startsWith('| `')) continue
    const firstCell = line.split('|')[1] ?? ''
    names.push(...[...firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] as string))
  }
  return names
}

/** The names a template assigns, in file order, duplicates kept (a dotenv parser would hide them). */
export function assignedNames(template: string): string[] {
  return template
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined)
}

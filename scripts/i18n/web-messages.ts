import { readdirSync } from 'node:fs'
import path from 'node:path'
import ts from '@typescript/typescript6'
import { readSource } from './read-source'

/**
 * Every sentence the web app shows, read from its source (docs/translating.md): the string given to
 * `t('…')` (said while rendering) or `msg('…')` (written down in a table, said later with
 * `t(label)`). Either given anything but a plain string is a problem: its words could not be in a
 * catalog (write the sentence with ICU placeholders and pass the values). Tests are left out.
 */
export interface WebMessages {
  /** msgid → `file:line` where it is said. */
  messages: Map<string, string[]>
  problems: string[]
}

const WEB_SRC = 'apps/web/src'
const MARKERS = new Set(['t', 'msg'])

function sourceFiles(root: string): string[] {
  return readdirSync(path.join(root, WEB_SRC), { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
}

export function collectWebMessages(root: string): WebMessages {
  const messages = new Map<string, string[]>()
  const problems: string[] = []
  for (const file of sourceFiles(root)) {
    const relative = file.split(path.sep).join('/')
    const text = readSource(path.join(root, WEB_SRC, file))
    if (text === undefined) continue
    if (!/\b(?:t|msg)\(/.test(text)) continue
    const source = ts.createSourceFile(relative, text, ts.ScriptTarget.Latest, true)
    const where = (node: ts.Node) =>
      `${relative}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        MARKERS.has(node.expression.text)
      ) {
        const arg = node.arguments[0]
        if (arg && (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg))) {
          messages.set(arg.text, [...(messages.get(arg.text) ?? []), where(node)])
        } else if (node.expression.text === 'msg' || (arg && ts.isTemplateExpression(arg))) {
          problems.push(`${where(node)}: a sentence built at run time; write t('…', { values }).`)
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return { messages, problems }
}

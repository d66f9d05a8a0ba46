import { readdirSync } from 'node:fs'
import path from 'node:path'
import ts from '@typescript/typescript6'
import { readSource } from './read-source'

/**
 * Every sentence the server's code says to people, read from its source (docs/translating-server.md):
 * the string given to `msg('…')`, and the first sentence of the error helpers (`badRequest`,
 * `notFound`, `forbidden`, `tooManyRequests`' second argument, `new AppError(code, '…')`). A helper
 * given a template literal is a problem: its words could not be in a catalog (use msg() with values).
 * Test files and the X sandbox (a development stand-in, English only) are
 * left out.
 */
export interface ServerMessages {
  /** msgid → `file:line` where it is said. */
  messages: Map<string, string[]>
  problems: string[]
}

const SERVER_SRC = 'apps/server/src'
const SKIPPED = [/\.test\.ts$/, /^x\/sandbox\//]
const HELPERS: Record<string, number> = { badRequest: 0, notFound: 0, forbidden: 0, tooManyRequests: 1 }

function sourceFiles(root: string): string[] {
  const dir = path.join(root, SERVER_SRC)
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter(
      (file) =>
        file.endsWith('.ts') && !SKIPPED.some((pattern) => pattern.test(file.split(path.sep).join('/'))),
    )
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = call.expression
  if (ts.isIdentifier(callee)) return callee.text
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text
  return undefined
}

export function collectServerMessages(root: string): ServerMessages {
  const messages = new Map<string, string[]>()
  const problems: string[] = []
  for (const file of sourceFiles(root)) {
    const relative = file.split(path.sep).join('/')
    const text = readSource(path.join(root, SERVER_SRC, file))
    if (text === undefined) continue
    const source = ts.createSourceFile(relative, text, ts.ScriptTarget.Latest, true)
    const where = (node: ts.Node) =>
      `${relative}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
    const take = (arg: ts.Expression | undefined, node: ts.Node, strict: boolean) => {
      if (!arg) return
      if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) {
        messages.set(arg.text, [...(messages.get(arg.text) ?? []), where(node)])
      } else if (strict || ts.isTemplateExpression(arg) || process.env.I18N_DEBUG) {
        problems.push(`${where(node)}: a sentence built at run time; write msg('…', { values }).`)
      }
    }
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const name = calleeName(node)
        const args = node.arguments ?? ts.factory.createNodeArray()
        if (ts.isCallExpression(node) && name === 'msg') take(args[0], node, true)
        else if (ts.isCallExpression(node) && name && name in HELPERS)
          take(args[HELPERS[name] ?? 0], node, false)
        else if (ts.isNewExpression(node) && name === 'AppError') take(args[1], node, false)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return { messages, problems }
}

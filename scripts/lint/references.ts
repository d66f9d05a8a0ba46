/**
 * The rule that comments point only inside the repository (CONTRIBUTING.md, "Comments"): whoever
 * clones it has neither the issue tracker nor the product spec. In the source under apps/, packages/,
 * scripts/ and e2e/, a comment, or the title of a test (`describe`, `it`, `test`, `test.step`…, read
 * as text about the code too), may not name an issue (the word followed by a number, or a number
 * after a hash in brackets) nor a section of the spec or the design (a section sign followed by a
 * number). A published standard's section stays allowed ("RFC 5545" or "XML 1.0" just before the
 * section sign): anyone can read it. Strings shown to users are not comments and are not checked.
 */
import ts from '@typescript/typescript6'

const CHECKED = /^(apps|packages|scripts|e2e)\/.*\.(ts|tsx|mts|mjs|js|cjs|css|html)$/
const NOT_SOURCE = /(^|\/)(dist|node_modules)\/|\.d\.ts$/
/** A quick look at the whole file first: most files have nothing of the kind and are not parsed. */
const ANYWHERE = /issues?\s*#?\s*\d|§|#\d/i
const TEST_CALL = new Set(['describe', 'it', 'test', 'suite', 'bench'])

/** What makes a text point outside: the form found, or undefined. */
export function outsideReference(text: string): string | undefined {
  const issue = /\bissues?\s*#?\s*\d+(?:\s*(?:[–-]|and|,)\s*\d+)*/i.exec(text)
  if (issue) return issue[0]
  const hash = /(?:^|[\s(])(#\d{1,4})\b(?![0-9a-f])/i.exec(text)
  if (hash) return hash[1]
  for (const m of text.matchAll(/§\s*\d+(?:\.\d+)*/g)) {
    const before = text.slice(Math.max(0, m.index - 30), m.index)
    if (!/\b(?:RFC\s*\d+|[A-Za-z][\w.-]*\s+\d+(?:\.\d+)*)\s*$/.test(before)) {
      const named = /\b((?:spec|design)(?:'s)?\s*)$/i.exec(before)
      return `${named?.[1] ?? ''}${m[0]}`
    }
  }
  return undefined
}

export interface TextOfCode {
  /** Where the comment or title starts in the file (an offset) and its 1-based line. */
  start: number
  end: number
  line: number
  kind: 'comment' | 'test title'
  text: string
}

/** The title of a test call (`it('…')`, `it.each(…)('…')`, `test.describe('…')`), if this is one. */
function testTitle(node: ts.CallExpression): ts.Node | undefined {
  let callee: ts.Expression = node.expression
  while (ts.isPropertyAccessExpression(callee) || ts.isCallExpression(callee)) callee = callee.expression
  if (!ts.isIdentifier(callee) || !TEST_CALL.has(callee.text)) return undefined
  const first = node.arguments[0]
  if (first && (ts.isStringLiteral(first) || ts.isTemplateLiteral(first))) return first
  return undefined
}

/** Every comment and test title of a code file, with where it is. */
export function commentsAndTitles(file: string, text: string): TextOfCode[] {
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length
  if (/\.(css|html)$/.test(file)) {
    const pattern = file.endsWith('.css') ? /\/\*[\s\S]*?\*\//g : /<!--[\s\S]*?-->/g
    return [...text.matchAll(pattern)].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
      line: lineOf(m.index),
      kind: 'comment',
      text: m[0],
    }))
  }
  const kind = /\.[jt]sx$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.(m?js|cjs)$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found = new Map<number, TextOfCode>()
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const title = testTitle(node)
      if (title) {
        const start = title.getStart(sf)
        found.set(start, {
          start,
          end: title.end,
          line: lineOf(start),
          kind: 'test title',
          text: title.getText(sf),
        })
      }
    }
    const children = node.getChildren(sf)
    if (children.length === 0 && node.kind !== ts.SyntaxKind.JsxText) {
      // A comment after code on its line is the previous token's trailing one, any other the next
      // token's leading one: every token's both, so none is missed.
      const ranges = [
        ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
        ...(ts.getTrailingCommentRanges(text, node.end) ?? []),
      ]
      for (const range of ranges) {
        if (found.has(range.pos)) continue
        found.set(range.pos, {
          start: range.pos,
          end: range.end,
          line: lineOf(range.pos),
          kind: 'comment',
          text: text.slice(range.pos, range.end),
        })
      }
    }
    for (const child of children) visit(child)
  }
  visit(sf)
  return [...found.values()].sort((a, b) => a.start - b.start)
}

/** The comments and test titles of a file that point outside the repository. */
export function outsideReferences(file: string, text: string): (TextOfCode & { reference: string })[] {
  if (!CHECKED.test(file) || NOT_SOURCE.test(file) || !ANYWHERE.test(text)) return []
  return commentsAndTitles(file, text).flatMap((t) => {
    const reference = outsideReference(t.text)
    return reference ? [{ ...t, reference }] : []
  })
}

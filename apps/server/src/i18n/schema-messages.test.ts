import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from '@typescript/typescript6'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor } from '../../test/actors'
import { startTestServer, type TestServer } from '../../test/test-app'
import { findRepoRoot } from '../lib/repo-root'
import { SCHEMA_MESSAGES, translateIssue } from './schema-messages'
import { english } from './translate'

const SCHEMAS = 'packages/shared/src/schemas'

/**
 * The sentences the shared schemas say, read from their source: a `message:` given as text, the
 * values of a `…_MESSAGES` table, and the sentence given to zQueryInt, zOptionalText or
 * zOptionalLine. A template literal becomes a pattern (its `${…}` any text).
 */
function schemaSentences(): { file: string; pattern: RegExp; text: string }[] {
  const root = findRepoRoot()
  const found: { file: string; pattern: RegExp; text: string }[] = []
  for (const file of readdirSync(path.join(root, SCHEMAS)).filter(
    (f) => f.endsWith('.ts') && !f.includes('.test.'),
  )) {
    const source = ts.createSourceFile(
      file,
      readFileSync(path.join(root, SCHEMAS, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    )
    const take = (node: ts.Expression) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const escaped = node.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        found.push({ file, text: node.text, pattern: new RegExp(`^${escaped}$`) })
      } else if (ts.isTemplateExpression(node)) {
        const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]
        const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        found.push({ file, text: node.getText(), pattern: new RegExp(`^${escaped.join('.+')}$`) })
      }
    }
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && node.name.getText() === 'message') take(node.initializer)
      if (ts.isVariableDeclaration(node) && node.name.getText().endsWith('_MESSAGES') && node.initializer) {
        const table = ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer
        if (ts.isObjectLiteralExpression(table))
          for (const property of table.properties)
            if (ts.isPropertyAssignment(property)) take(property.initializer)
      }
      if (ts.isCallExpression(node)) {
        const name = node.expression.getText()
        const at = name === 'zQueryInt' ? 2 : name === 'zOptionalText' || name === 'zOptionalLine' ? 1 : -1
        const arg = at >= 0 ? node.arguments[at] : undefined
        if (arg) take(arg)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return found
}

describe('the shared schemas’ sentences', () => {
  it('are every one in the server’s list, so each has a translation', () => {
    const known = SCHEMA_MESSAGES.map((message) => english(message))
    const sentences = schemaSentences()
    expect(sentences.length).toBeGreaterThan(60)
    const missing = sentences.filter((s) => !known.some((text) => s.pattern.test(text)))
    expect(missing.map((s) => `${s.file}: ${s.text}`)).toEqual([])
  })

  it('keeps English exactly, and says zod’s own sentences again in other languages', () => {
    expect(
      translateIssue('en', { code: 'too_big', message: 'Too big: expected string to have <=5 characters' }),
    ).toBe('Too big: expected string to have <=5 characters')
    expect(translateIssue('es', { code: 'custom', message: 'Title is required' })).toBe(
      'El título es obligatorio',
    )
    expect(
      translateIssue('es', {
        code: 'too_big',
        message: 'Too big: expected string to have <=5 characters',
        params: { origin: 'string', maximum: 5 },
      }),
    ).toBe('Debe tener como máximo 5 caracteres')
    expect(
      translateIssue('ja', { code: 'custom', message: 'Must be a whole number from 1 to 2147483647' }),
    ).toMatch(/2147483647/)
  })
})

describe('a malformed body, answered in the request’s language', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  it('POST /api/spaces with Accept-Language: es: a Spanish error and Spanish issues, paths kept', async () => {
    const host = await createActor(server, 'host')
    const res = await host.client.send(
      'POST',
      '/api/spaces',
      { title: '', space_url: 'not a url', scheduled_start: 'soon' },
      { 'accept-language': 'es-ES,es;q=0.9' },
    )
    expect(res.status).toBe(400)
    expect(res.headers.get('content-language')).toBe('es')
    const body = res.json as { error: string; issues: { path: string; message: string }[] }
    expect(body.issues.length).toBeGreaterThan(0)
    const byPath = new Map(body.issues.map((issue) => [issue.path, issue.message]))
    expect(byPath.get('title')).toBe('El título es obligatorio')
    expect(byPath.get('space_url')).toBe('El formato de la URL no es válido')
    expect(byPath.get('scheduled_start')).toBe('La hora de inicio es obligatoria')
    expect(body.error).toBe(`${body.issues[0]?.path}: ${body.issues[0]?.message}`)
    for (const issue of body.issues) expect(issue.message).not.toMatch(/required|Invalid|Must/)

    const nowhere = await host.client.request('GET', '/api/nope', { headers: { 'accept-language': 'es' } })
    expect(nowhere.status).toBe(404)
    expect(nowhere.json).toEqual({ error: 'No existe el endpoint GET /api/nope' })

    const english = await host.client.send('POST', '/api/spaces', { title: '' })
    expect(english.status).toBe(400)
    expect((english.json as { issues: { path: string; message: string }[] }).issues).toContainEqual({
      path: 'title',
      message: 'Title is required',
    })
  })
})

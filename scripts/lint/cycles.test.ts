import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { findCycles, staleAllowances } from './cycles'
import { checkFiles, repositoryFiles } from './house-rules'

const circle = (files: Record<string, string>, allowed: { files: string[] }[] = []) =>
  findCycles(
    Object.entries(files).map(([file, text]) => ({ file, text })),
    allowed,
  )

describe('the no-circles rule', () => {
  it('finds a circle of two, through relative, workspace, type-only and dynamic imports', () => {
    expect(
      circle({
        'apps/server/src/lib/a.ts': "import { b } from './b'\n",
        'apps/server/src/lib/b.ts': "import type { A } from './a'\n",
      }).map((c) => c.path),
    ).toEqual([['apps/server/src/lib/a.ts', 'apps/server/src/lib/b.ts']])
    expect(
      circle({
        'packages/shared/src/domain/x.ts': "export { y } from './y.js'\n",
        'packages/shared/src/domain/y.ts': "const z = () => import('@spaces/shared/domain/x')\n",
      }).map((c) => c.path),
    ).toEqual([['packages/shared/src/domain/x.ts', 'packages/shared/src/domain/y.ts']])
  })

  it('reports a knot once, with its shortest way around, and names every file caught in it', () => {
    const [knot, ...others] = circle({
      'scripts/bench/a.ts': "import './b'\nimport './c'\n",
      'scripts/bench/b.ts': "import './c'\n",
      'scripts/bench/c.ts': "import './a'\n",
      'scripts/bench/d.ts': "import './a'\n",
    })
    expect(others).toEqual([])
    expect(knot?.path).toEqual(['scripts/bench/a.ts', 'scripts/bench/c.ts'])
    expect(knot?.files).toEqual(['scripts/bench/a.ts', 'scripts/bench/b.ts', 'scripts/bench/c.ts'])
  })

  it('leaves chains, packages, missing files and index folders that do not loop alone', () => {
    expect(
      circle({
        'apps/web/src/entities/space/index.ts': "export * from './card'\n",
        'apps/web/src/entities/space/card.tsx': "import React from 'react'\nimport '../../lib/missing'\n",
        'apps/web/src/features/home/page.tsx': "import { Card } from '../../entities/space'\n",
      }),
    ).toEqual([])
  })

  it('lets through exactly the allowed set, and no longer once another file joins it', () => {
    const files = {
      'apps/server/src/lib/a.ts': "import './b'\n",
      'apps/server/src/lib/b.ts': "import './a'\n",
    }
    const allowed = [{ files: ['apps/server/src/lib/b.ts', 'apps/server/src/lib/a.ts'] }]
    expect(circle(files, allowed).map((c) => c.allowed)).toEqual([true])
    const joined = {
      ...files,
      'apps/server/src/lib/b.ts': "import './a'\nimport './c'\n",
      'apps/server/src/lib/c.ts': "import './a'\n",
    }
    expect(circle(joined, allowed).map((c) => c.allowed)).toEqual([false])
    expect(staleAllowances(circle({ 'apps/server/src/lib/a.ts': '' }), allowed)).toEqual(allowed)
  })

  it('fails the house rules on a circle, naming the files around it', () => {
    const [violation, ...rest] = checkFiles([
      { file: 'e2e/helpers/a.ts', text: "import { b } from './b'\n" },
      { file: 'e2e/helpers/b.ts', text: "import { a } from './a'\n" },
    ])
    expect(rest).toEqual([])
    expect(violation?.rule).toBe('cycle')
    expect(violation?.message).toContain('e2e/helpers/a.ts → e2e/helpers/b.ts → e2e/helpers/a.ts')
  })
})

describe('a circle planted in a temporary tree', () => {
  let tree = ''
  afterEach(() => rmSync(tree, { recursive: true, force: true }))

  it('is found among the files git would track there, and fails the rules', () => {
    tree = mkdtempSync(path.join(tmpdir(), 'house-cycles-'))
    execFileSync('git', ['init', '-q'], { cwd: tree })
    mkdirSync(path.join(tree, 'apps/server/src/features/x'), { recursive: true })
    const write = (file: string, text: string) => writeFileSync(path.join(tree, file), text)
    write('apps/server/src/features/x/x.service.ts', "import { q } from './x.queries'\nexport const s = q\n")
    write(
      'apps/server/src/features/x/x.queries.ts',
      "import type { s } from './x.service'\nexport const q = 1\n",
    )
    write('apps/server/src/features/x/x.routes.ts', "import { s } from './x.service'\n")
    const files = repositoryFiles(tree)
    expect(findCycles(files, []).map((c) => c.files)).toEqual([
      ['apps/server/src/features/x/x.queries.ts', 'apps/server/src/features/x/x.service.ts'],
    ])
    expect(checkFiles(files).map((v) => v.rule)).toEqual(['cycle'])
  })
})

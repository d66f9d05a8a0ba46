import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  DECISIONS_DIR,
  decisionsProblems,
  parseDecision,
  readDecisions,
  renderIndex,
} from './decisions-index'

describe('a decision file', () => {
  it('is read for its number, title, status and kind', () => {
    expect(
      parseDecision(
        '0007-sqlite-synchronous.md',
        '# 0007. SQLite runs with FULL\nStatus: accepted (2026-11-21)\n\nWhy.\n',
      ),
    ).toEqual({
      file: '0007-sqlite-synchronous.md',
      number: '0007',
      title: 'SQLite runs with FULL',
      status: 'accepted (2026-11-21)',
      tuning: false,
    })
    const tuned = parseDecision('0128-x.md', '# 0128. X\nStatus: accepted\nKind: tuning note\n\nFigures.\n')
    expect(tuned).toMatchObject({ tuning: true })
  })

  it('is refused with a reason when it is not in the house form', () => {
    const problem = (file: string, text: string) =>
      (parseDecision(file, text) as { problem?: string }).problem
    expect(problem('7-x.md', '# 0007. X\nStatus: accepted\n')).toContain('NNNN-slug.md')
    expect(problem('0007-X_Y.md', '# 0007. X\nStatus: accepted\n')).toContain('NNNN-slug.md')
    expect(problem('0007-x.md', '## 7. X\nStatus: accepted\n')).toContain('# NNNN. Title')
    expect(problem('0007-x.md', '# 0008. X\nStatus: accepted\n')).toContain('the heading says 0008')
    expect(problem('0007-x.md', '# 0007. X\n\nStatus: accepted\n')).toContain('Status:')
    expect(problem('0007-x.md', '# 0007. X\nStatus: fine\n')).toContain('Status:')
    expect(problem('0007-x.md', '# 0007. X\nStatus: superseded by 9\n')).toContain('superseded by [NNNN]')
  })
})

describe('the index', () => {
  let root = ''
  afterEach(() => rmSync(root, { recursive: true, force: true }))
  const write = (file: string, text: string) => writeFileSync(path.join(root, DECISIONS_DIR, file), text)

  it('lists number, title and status in order, drops dates, marks tuning notes, and goes stale', () => {
    root = mkdtempSync(path.join(tmpdir(), 'house-decisions-'))
    mkdirSync(path.join(root, DECISIONS_DIR), { recursive: true })
    write('0002-b.md', '# 0002. B | bis\nStatus: accepted (2026-11-22)\nKind: tuning note\n\nB.\n')
    write('0001-a.md', '# 0001. A\nStatus: superseded by [0002](0002-b.md) (accepted 2026-11-21)\n\nA.\n')
    const { decisions, problems } = readDecisions(path.join(root, DECISIONS_DIR))
    expect(problems).toEqual([])
    const index = renderIndex(decisions)
    expect(index).toContain(
      '| [0001](0001-a.md) | A | superseded by [0002](0002-b.md) |\n| [0002](0002-b.md) | B \\| bis | accepted · tuning note |\n',
    )
    expect(decisionsProblems(root)).toEqual([
      { file: 'docs/decisions/README.md', problem: 'out of date: run npm run docs:decisions' },
    ])
    write('README.md', index)
    expect(decisionsProblems(root)).toEqual([])
    write('0003-c.md', '# 0003. C\nStatus: accepted (2026-11-27)\n\nSee [0009](0009-gone.md).\n')
    write('0003-twin.md', '# 0003. Twin\nStatus: accepted (2026-11-27)\n\nT.\n')
    expect(decisionsProblems(root).map((p) => `${p.file}: ${p.problem}`)).toEqual([
      'docs/decisions/0003-c.md: links 0009-gone.md, which is not a decision here',
      'docs/decisions/0003-twin.md: 0003-c.md has the same number: take one of your reserved numbers',
      'docs/decisions/README.md: out of date: run npm run docs:decisions',
    ])
  })
})

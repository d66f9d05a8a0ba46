import { execFile } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { checkFiles, MAX_FILE_BYTES } from './house-rules'

const root = path.resolve(import.meta.dirname, '../..')
const run = promisify(execFile)

describe('the import rule', () => {
  const rules = (file: string, text: string) => checkFiles([{ file, text }]).map((v) => v.rule)

  it('refuses a feature importing another feature, on both sides', () => {
    expect(
      rules('apps/web/src/features/home/x.tsx', "import { a } from '../spaces/components/space-card'"),
    ).toEqual(['import'])
    expect(
      rules('apps/server/src/features/share/x.ts', "import { a } from '../profile/profile.queries'"),
    ).toEqual(['import'])
    expect(rules('apps/web/src/features/home/c/x.tsx', "export { a } from '../../auth/api/me'")).toEqual([
      'import',
    ])
    expect(rules('apps/web/src/features/home/x.tsx', "const m = import('../spaces/page')")).toEqual([
      'import',
    ])
  })

  it('refuses a shared layer importing a feature, and packages/shared importing an app', () => {
    expect(rules('apps/web/src/lib/x.ts', "import { a } from '../features/spaces/api/get-spaces'")).toEqual([
      'import',
    ])
    expect(
      rules('apps/server/src/features/shared/x.ts', "import { a } from '../spaces/spaces.queries'"),
    ).toEqual(['import'])
    expect(
      rules('packages/shared/src/x.ts', "import { a } from '../../../apps/server/src/lib/errors'"),
    ).toEqual(['import'])
  })

  it('allows a feature its own files, the shared layers and packages/shared; the composition root anything', () => {
    const allowed = [
      ['apps/web/src/features/home/c/x.tsx', "import { a } from '../../../entities/space/components/card'"],
      ['apps/server/src/features/spaces/x.ts', "import { a } from '../shared/hosts'"],
      ['apps/web/src/features/home/c/x.tsx', "import { a } from '../api/get-month'"],
      ['apps/web/src/features/home/c/x.tsx', "import { a } from '../../../components/ui/modal'"],
      ['apps/server/src/features/spaces/x.ts', "import { a } from '../../lib/errors'"],
      ['apps/server/src/features/spaces/x.ts', "import { a } from '@spaces/shared/paths'"],
      ['apps/server/src/app.ts', "import { a } from './features/spaces/spaces.routes'"],
      ['apps/web/src/app/routes/home.tsx', "import { a } from '../../features/home/components/home'"],
      ['apps/web/src/features/home/x.test.tsx', "import { a } from '../spaces/anything'"],
    ]
    for (const [file, text] of allowed) expect(rules(file as string, text as string)).toEqual([])
  })
})

describe('the web domain layer (entities)', () => {
  const problems = (file: string, text: string) => checkFiles([{ file, text }]).map((v) => v.message)

  it('refuses an entity importing the inside of another entity', () => {
    expect(
      problems('apps/web/src/entities/space/components/x.tsx', "import { a } from '../../viewer/api/me'"),
    ).toEqual([expect.stringContaining('the entity space imports the inside of the entity viewer')])
    expect(
      problems(
        'apps/web/src/entities/managed-profile/x.ts',
        "export { a } from '../profile/api/get-profile'",
      ),
    ).toEqual([
      expect.stringContaining('the entity managed-profile imports the inside of the entity profile'),
    ])
  })

  it('refuses an entity importing a feature or the app, and a shared layer importing an entity', () => {
    expect(
      problems(
        'apps/web/src/entities/space/components/space-card.tsx',
        "import { a } from '../../../features/notifications/components/follow-button'",
      ),
    ).toEqual([
      expect.stringContaining('the entity space imports the feature notifications, a layer above it'),
    ])
    expect(
      problems('apps/web/src/entities/viewer/x.ts', "import { a } from '../../app/routes/home'"),
    ).toEqual([expect.stringContaining('the entity viewer imports the composition root app')])
    expect(problems('apps/web/src/lib/x.ts', "import { a } from '../entities/viewer'")).toEqual([
      expect.stringContaining('the shared layer lib/ imports the entity viewer'),
    ])
    expect(
      problems(
        'apps/web/src/components/ui/x.tsx',
        "const m = import('../../entities/space/components/card')",
      ),
    ).toEqual([expect.stringContaining('the shared layer components/ imports the entity space')])
  })

  it('treats a web features/shared as a feature: no feature may lean on it', () => {
    expect(problems('apps/web/src/features/home/x.tsx', "import { a } from '../shared/spaces/card'")).toEqual(
      [expect.stringContaining('the feature home imports the feature shared')],
    )
  })

  it('allows an entity its own files, the layers below and another entity’s index.ts; features any entity file', () => {
    const allowed = [
      ['apps/web/src/entities/managed-profile/x.ts', "import { a } from '../viewer'"],
      ['apps/web/src/entities/managed-profile/c/x.tsx', "import { a } from '../../viewer/index'"],
      ['apps/web/src/entities/managed-profile/c/x.tsx', "import { a } from '../../profile/index.ts'"],
      ['apps/web/src/entities/space/components/x.tsx', "import { a } from '../api/get-spaces'"],
      ['apps/web/src/entities/space/components/x.tsx', "import { a } from '../../../components/ui/avatar'"],
      ['apps/web/src/entities/viewer/x.ts', "import { a } from '../../lib/storage'"],
      ['apps/web/src/entities/viewer/x.ts', "import { a } from '@spaces/shared/paths'"],
      ['apps/web/src/features/home/c/x.tsx', "import { a } from '../../../entities/viewer/api/me'"],
      ['apps/web/src/app/routes/x.tsx', "import { a } from '../../entities/managed-profile/components/g'"],
      ['apps/web/src/entities/space/x.test.ts', "import { a } from '../viewer/api/me'"],
    ]
    for (const [file, text] of allowed) expect(problems(file as string, text as string)).toEqual([])
  })
})

describe('the dependencies rule', () => {
  const rules = (file: string, text: string) => checkFiles([{ file, text }]).map((v) => v.rule)

  it('refuses a server feature reading the app’s own handles, and says where', () => {
    const text = 'export async function r(app: App) {\n  await listThings(app.db)\n}\n'
    expect(rules('apps/server/src/features/reading/reading.routes.ts', text)).toEqual(['dependencies'])
    const [violation] = checkFiles([
      { file: 'apps/server/src/features/x/x.routes.ts', text: 'const a = 1\nf(app.config.baseUrl)\n' },
    ])
    expect(violation?.file).toBe('apps/server/src/features/x/x.routes.ts:2')
  })

  it('allows the handles outside the features, in tests, and names that only begin alike', () => {
    const allowed = [
      ['apps/server/src/app.ts', 'f(app.db)'],
      ['apps/server/src/lib/rate-limits.ts', 'const { limits } = app.config'],
      ['apps/server/src/features/reading/reading.test.ts', 'f(app.db)'],
      ['apps/server/src/features/reading/reading.routes.ts', 'f(app.dbName, app.log, deps.db)'],
    ]
    for (const [file, text] of allowed) expect(rules(file as string, text as string)).toEqual([])
  })
})

describe('sizes', () => {
  it('refuses a hand-written file over 10 KB and a function over 120 lines, but not in tests', () => {
    const big = `export const a = '${'x'.repeat(MAX_FILE_BYTES)}'\n`
    expect(checkFiles([{ file: 'apps/server/src/lib/big.ts', text: big }]).map((v) => v.rule)).toEqual([
      'file-size',
    ])
    expect(checkFiles([{ file: 'apps/server/src/lib/big.test.ts', text: big }])).toEqual([])
    const long = `export function f() {\n${'  g()\n'.repeat(120)}}\n`
    expect(checkFiles([{ file: 'apps/web/src/lib/long.ts', text: long }]).map((v) => v.rule)).toEqual([
      'function-length',
    ])
    const fine = `export const f = () => {\n${'  g()\n'.repeat(118)}}\n`
    expect(checkFiles([{ file: 'apps/web/src/lib/fine.ts', text: fine }])).toEqual([])
  })
})

describe('npm run lint', () => {
  const probes: string[] = []
  afterEach(() => {
    for (const probe of probes.splice(0)) rmSync(probe, { force: true })
  })

  // One run of the real command over the tree with every kind of offence planted at once: each run
  // reads the whole tree, so one run per offence cost minutes of the unit tests.
  it('fails on an entity reaching into another entity or a feature, a cross-feature import on either side, an import circle, a decision the index does not list, and a comment naming an issue', {
    timeout: 240_000,
  }, async () => {
    const planted: Record<string, string> = {
      'apps/web/src/entities/space/zz-lint-probe.ts':
        "export { useCurrentUser } from '../viewer/api/get-current-user'\n",
      'apps/web/src/entities/viewer/zz-lint-probe.ts':
        "export { FollowButton } from '../../features/notifications/components/follow-button'\n",
      'apps/web/src/features/home/zz-lint-probe.ts':
        "export { SpaceCard } from '../spaces/components/space-card'\n",
      'apps/server/src/features/feeds/zz-lint-probe.ts':
        "export { findHost } from '../spaces/spaces.queries'\n",
      'scripts/bench/zz-lint-probe-a.ts': "import { b } from './zz-lint-probe-b'\nexport const a = b\n",
      'scripts/bench/zz-lint-probe-b.ts': "import type { a } from './zz-lint-probe-a'\nexport const b = 1\n",
      'docs/decisions/9999-zz-lint-probe.md': '# 9999. A probe\nStatus: accepted (2026-11-27)\n\nNothing.\n',
      'apps/server/src/lib/zz-lint-probe.ts': 'export const probe = 1\n// Counted once (issue 12).\n',
    }
    for (const [file, text] of Object.entries(planted)) {
      probes.push(path.join(root, file))
      writeFileSync(path.join(root, file), text)
    }
    const result = await run('npm', ['run', '--silent', 'lint'], { cwd: root }).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => err,
    )
    expect(result.code).not.toBe(0)
    for (const file of Object.keys(planted).filter(
      (f) => f.includes('/features/') || f.includes('/entities/'),
    )) {
      expect(result.stderr).toContain(`${file}:1: [import]`)
    }
    expect(result.stderr).toContain(
      'scripts/bench/zz-lint-probe-a.ts: [cycle] import circle: scripts/bench/zz-lint-probe-a.ts → scripts/bench/zz-lint-probe-b.ts → scripts/bench/zz-lint-probe-a.ts',
    )
    expect(result.stderr).toContain(
      'docs/decisions/README.md: [decisions] out of date: run npm run docs:decisions',
    )
    expect(result.stderr).toContain(
      'apps/server/src/lib/zz-lint-probe.ts:2: [reference] a comment names "issue 12"',
    )
  })
})

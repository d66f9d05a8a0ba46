import { describe, expect, it } from 'vitest'
import { checkFiles } from './house-rules'
import { commentsAndTitles, outsideReference, outsideReferences } from './references'

const found = (file: string, text: string) => outsideReferences(file, text).map((r) => r.reference)

describe('a comment pointing outside the repository', () => {
  it('is each form of an issue or a spec section', () => {
    const forms: [string, string][] = [
      ['// Checked twice (issue 12).', 'issue 12'],
      ['// Issue #12: checked twice.', 'Issue #12'],
      ['// From issues 17–23.', 'issues 17–23'],
      ['// As spec §4.2 says.', 'spec §4.2'],
      ['// See §4.', '§4'],
      ['// The stack of design §1.', 'design §1'],
      ['// Fixed (#12).', '#12'],
      ["// The spec's failure texts (§8).", '§8'],
    ]
    for (const [text, reference] of forms)
      expect(found('apps/server/src/lib/x.ts', text)).toEqual([reference])
  })

  it('is found in every kind of comment and in test titles, with its line', () => {
    const tsx = [
      'export function A() {',
      '  /* a block, spec §2 */',
      '  return (',
      '    <div>',
      '      {/* a JSX comment, issue 3 */}',
      '    </div>',
      '  )',
      '}',
      '/**',
      ' * A doc comment (issue 9).',
      ' */',
      'export const b = 1 // a trailing one, spec §5',
    ].join('\n')
    expect(outsideReferences('apps/web/src/features/x/a.tsx', tsx).map((r) => [r.line, r.reference])).toEqual(
      [
        [2, 'spec §2'],
        [5, 'issue 3'],
        [9, 'issue 9'],
        [12, 'spec §5'],
      ],
    )
    const test =
      "describe('the list (issue 24)', () => {\n  it.each([1])('pages %s, spec §7', () => {})\n})\n"
    expect(outsideReferences('apps/server/src/x.test.ts', test).map((r) => [r.kind, r.reference])).toEqual([
      ['test title', 'issue 24'],
      ['test title', 'spec §7'],
    ])
    expect(found('apps/web/src/styles/x.css', '/* spacing of design §3 */\n.a { color: #111; }\n')).toEqual([
      'design §3',
    ])
    expect(found('apps/web/index.html', '<!-- issue 2 -->\n<p>§4</p>\n')).toEqual(['issue 2'])
  })

  it('is not a published standard, a colour, a count or a string shown to users', () => {
    const allowed = [
      '// RFC 5545 §3.3.11 TEXT: escape commas.',
      '/** XML 1.0 §2.2 `Char`, and oEmbed 1.0 §2.2. */',
      '// dark: #111827 on #f3f4f6',
      '// the issues of a feed reader; 12 issues at most',
      "const title = 'Budget & beyond #1'",
      "const message = 'See issue 12 of the magazine, §4'",
      "expect(text).toBe('spec §4')",
      '// We keep 10 of them.',
    ]
    for (const text of allowed) expect(found('apps/server/src/lib/x.ts', text), text).toEqual([])
    expect(outsideReference('the issue is the 12th')).toBeUndefined()
  })

  it('is checked under apps/, packages/, scripts/ and e2e/ only, tests included', () => {
    const text = '// issue 4\n'
    expect(found('e2e/x.spec.ts', text)).toEqual(['issue 4'])
    expect(found('scripts/bench/x.ts', text)).toEqual(['issue 4'])
    expect(found('packages/shared/src/x.test.ts', text)).toEqual(['issue 4'])
    expect(found('deploy/x.ts', text)).toEqual([])
    expect(found('apps/web/dist/assets/x.js', text)).toEqual([])
    expect(checkFiles([{ file: 'apps/server/src/x.test.ts', text }]).map((v) => [v.file, v.rule])).toEqual([
      ['apps/server/src/x.test.ts:1', 'reference'],
    ])
  })

  it('reads comments only where the code has them, not inside strings, regexes or templates', () => {
    const text = [
      "const a = '// issue 1'",
      'const b = /\\/\\* §4 \\*\\//',
      `const c = \`/* issue 2 \${a}\``,
      '// kept',
    ].join('\n')
    expect(commentsAndTitles('apps/server/src/x.ts', text).map((c) => c.text)).toEqual(['// kept'])
  })
})

// `npm run lint` failing on a planted comment is checked with the other planted offences, in one
// run of the command (house-rules.test.ts).

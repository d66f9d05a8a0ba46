/**
 * The decisions' index, docs/decisions/README.md, made from the decision files themselves
 * (`npm run docs:decisions` writes it; `npm run lint` fails when it is out of date or a file is not
 * in the house form). A decision is `docs/decisions/NNNN-slug.md`:
 *
 *     # NNNN. Title
 *     Status: accepted (2026-11-27)        or: superseded by [NNNN](NNNN-slug.md) (accepted …)
 *     Kind: tuning note                    (optional: a measured setting rather than a decision)
 *
 *     The decision and why.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const DECISIONS_DIR = 'docs/decisions'
const INDEX = 'README.md'
const FILE_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/
const STATUS = /^(accepted|proposed|superseded|rejected|deprecated)\b/
const LINK = /\[[^\]]*\]\(([^)#]+)(?:#[^)]*)?\)/g

export interface Decision {
  file: string
  number: string
  title: string
  status: string
  tuning: boolean
}

/** A decision file read, or why it is not in the house form. */
export function parseDecision(file: string, text: string): Decision | { file: string; problem: string } {
  const name = FILE_NAME.exec(file)
  if (!name) return { file, problem: 'name it NNNN-slug.md: four digits, then lowercase words joined by -' }
  const lines = text.split('\n')
  const heading = /^# (\d{4})\. (\S.*)$/.exec(lines[0] ?? '')
  if (!heading) return { file, problem: 'the first line is "# NNNN. Title"' }
  if (heading[1] !== name[1])
    return { file, problem: `the heading says ${heading[1]}, the file name ${name[1]}` }
  const status = /^Status: (.+)$/.exec(lines[1] ?? '')?.[1]?.trim()
  if (!status || !STATUS.test(status)) {
    return {
      file,
      problem: 'the second line is "Status: accepted (date)" or "Status: superseded by [NNNN](…)"',
    }
  }
  if (status.startsWith('superseded') && !LINK.test(status)) {
    return {
      file,
      problem: 'a superseded decision links the one that replaced it: superseded by [NNNN](NNNN-….md)',
    }
  }
  LINK.lastIndex = 0
  return {
    file,
    number: name[1]!,
    title: heading[2]!.trim(),
    status,
    tuning: /^Kind: tuning note\s*$/m.test(text),
  }
}

const HEADER = `# Decisions

Why things are as they are: one file per decision, \`NNNN-slug.md\`, numbered in the order they were
taken. Each starts with its title and a \`Status:\` line; a decision that a later one replaced stays,
shortened, with \`Status: superseded by [NNNN](…)\`. Numbers never change, so other texts can cite
them. Where a decision and the code disagree, the code is right and the decision is a bug: fix it.
Some entries are tuning notes (a measured setting and its figures) rather than decisions; they are
marked so below. How to write one: [CONTRIBUTING.md](../../CONTRIBUTING.md#decisions).

This index is generated from the files by \`npm run docs:decisions\` (scripts/docs/decisions-index.ts);
\`npm run lint\` fails when it is out of date.

| # | Decision | Status |
|---|---|---|
`

/** The index's text for the given decisions. */
export function renderIndex(decisions: Decision[]): string {
  const rows = [...decisions]
    .sort((a, b) => a.number.localeCompare(b.number))
    .map((d) => {
      const status = d.status.replace(/\s*\((?:accepted |proposed )?\d{4}-\d\d-\d\d\)/g, '')
      const kind = d.tuning ? ' · tuning note' : ''
      return `| [${d.number}](${d.file}) | ${d.title.replace(/\|/g, '\\|')} | ${status.replace(/\|/g, '\\|')}${kind} |`
    })
  return `${HEADER}${rows.join('\n')}\n`
}

/** Every decision file under `dir` (a folder of the repository), read and checked. */
export function readDecisions(dir: string): {
  decisions: Decision[]
  problems: { file: string; problem: string }[]
} {
  const decisions: Decision[] = []
  const problems: { file: string; problem: string }[] = []
  const files = readdirSync(dir).filter((f) => f.endsWith('.md') && f !== INDEX)
  const known = new Set(files)
  const byNumber = new Map<string, string>()
  for (const file of files.sort()) {
    const text = readFileSync(path.join(dir, file), 'utf8')
    const parsed = parseDecision(file, text)
    if ('problem' in parsed) {
      problems.push(parsed)
      continue
    }
    const twin = byNumber.get(parsed.number)
    if (twin)
      problems.push({ file, problem: `${twin} has the same number: take one of your reserved numbers` })
    byNumber.set(parsed.number, file)
    for (const [, target] of text.matchAll(LINK)) {
      if (/^\d{4}-.*\.md$/.test(target!) && !known.has(target!)) {
        problems.push({ file, problem: `links ${target}, which is not a decision here` })
      }
    }
    decisions.push(parsed)
  }
  return { decisions, problems }
}

/** What is wrong with the decisions of the repository at `root`: malformed files, a stale index. */
export function decisionsProblems(root: string): { file: string; problem: string }[] {
  const dir = path.join(root, DECISIONS_DIR)
  const { decisions, problems } = readDecisions(dir)
  let current = ''
  try {
    current = readFileSync(path.join(dir, INDEX), 'utf8')
  } catch {}
  if (current !== renderIndex(decisions)) {
    problems.push({ file: `${DECISIONS_DIR}/${INDEX}`, problem: 'out of date: run npm run docs:decisions' })
  }
  return problems.map((p) => ({ ...p, file: p.file.includes('/') ? p.file : `${DECISIONS_DIR}/${p.file}` }))
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const root = path.resolve(import.meta.dirname, '../..')
  const dir = path.join(root, DECISIONS_DIR)
  const { decisions, problems } = readDecisions(dir)
  for (const p of problems) process.stderr.write(`${DECISIONS_DIR}/${p.file}: ${p.problem}\n`)
  writeFileSync(path.join(dir, INDEX), renderIndex(decisions))
  process.stdout.write(`${DECISIONS_DIR}/${INDEX}: ${decisions.length} decisions indexed.\n`)
  if (problems.length > 0) process.exit(1)
}

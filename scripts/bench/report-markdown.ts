// The report's Markdown writer and the way it writes numbers, shared by its sections.
import type { LoadFigures } from './load'

export type Line = (text?: string) => void
export type Table = (head: string[], rows: (string | number)[][]) => void

/** Lines of Markdown, collected: `line` adds one, `table` a table and the blank line after it. */
export interface Markdown {
  line: Line
  table: Table
  text: () => string
}

export function markdownWriter(): Markdown {
  const out: string[] = []
  const line = (text = '') => {
    out.push(text)
  }
  const table = (head: string[], rows: (string | number)[][]) => {
    line(`| ${head.join(' | ')} |`)
    line(`|${head.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`)
    for (const row of rows) line(`| ${row.join(' | ')} |`)
    line()
  }
  return { line, table, text: () => out.join('\n') }
}

export function ratio(a: number, b: number): number {
  return b > 0 ? Math.round((a / b) * 1000) / 1000 : 0
}

export function n(value: number): string {
  return value.toLocaleString('en-US')
}

export function ms(value: number): string {
  return value < 10 ? String(Math.round(value * 10) / 10) : n(Math.round(value))
}

/** 200s a second, and the 503s of the bounded line beside them when there were any. */
export function bypassedRate(load: LoadFigures): string {
  const shed = load.statusCodes['503'] ?? 0
  return shed > 0
    ? `${n(load.okPerSecond)} (+${n(Math.round((shed * load.okPerSecond) / Math.max(1, load.requests - shed)))} 503/s)`
    : n(load.okPerSecond)
}

export function cpu(load: LoadFigures): string {
  return load.serverCpuUsPerRequest === undefined ? '–' : n(load.serverCpuUsPerRequest)
}

export function statuses(load: LoadFigures): string {
  return Object.entries(load.statusCodes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, count]) => `${code}: ${n(count)}`)
    .join(', ')
}

export function latency(load: LoadFigures): string {
  return `${ms(load.p50)} / ${ms(load.p99)}`
}

/** Answers other than 2xx (the rest of `errors` are connection errors and timeouts). */
export function nonOk(load: LoadFigures): number {
  return Object.entries(load.statusCodes).reduce(
    (sum, [code, count]) => sum + (code.startsWith('2') ? 0 : count),
    0,
  )
}

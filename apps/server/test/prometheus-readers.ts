import { spawnSync } from 'node:child_process'
import parsePrometheusTextFormat, { type ParsedFamily } from 'parse-prometheus-text-format'
import { ensureDebianTool } from './debian-tools'

/**
 * Readers of `/metrics` that nobody here wrote: the npm package parse-prometheus-text-format (the
 * families, their types and each sample's labels and value) and Prometheus's own `promtool check
 * metrics`, which parses the exposition as Prometheus does and lints its names (units, `_total` on
 * counters only…). The npm parser folds the label sets of a histogram into one, so a histogram's
 * samples are read by their `_count` lines once promtool has accepted the text.
 */
export interface Scrape {
  text: string
  families: Map<string, ParsedFamily>
  /** A counter's or gauge's value for exactly these labels (NaN kept as NaN), or undefined. */
  value: (name: string, labels?: Record<string, string>) => number | undefined
  /** Every label set of a family. */
  labelSets: (name: string) => Record<string, string>[]
  /** A histogram's `_count` for these labels, from the text. */
  histogramCount: (name: string, labels: Record<string, string>) => number | undefined
}

export function readScrape(text: string): Scrape {
  const families = new Map(parsePrometheusTextFormat(text).map((family) => [family.name, family]))
  const sameLabels = (a: Record<string, string> | undefined, b: Record<string, string>) => {
    const keys = Object.keys(a ?? {})
    return keys.length === Object.keys(b).length && keys.every((key) => a?.[key] === b[key])
  }
  return {
    text,
    families,
    value: (name, labels = {}) => {
      const sample = families.get(name)?.metrics.find((m) => sameLabels(m.labels, labels))
      return sample?.value === undefined ? undefined : Number(sample.value)
    },
    labelSets: (name) => (families.get(name)?.metrics ?? []).map((m) => m.labels ?? {}),
    histogramCount: (name, labels) => {
      for (const line of text.split('\n')) {
        const match = new RegExp(`^${name}_count\\{(.*)\\} (\\S+)$`).exec(line)
        if (!match) continue
        const found = Object.fromEntries(
          [...(match[1] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
        )
        if (sameLabels(found, labels)) return Number(match[2])
      }
      return undefined
    },
  }
}

/** Installs Debian's prometheus (for promtool) when missing, or throws with the line that says how. */
export function ensurePromtool(): void {
  ensureDebianTool('promtool', 'prometheus', 'the metrics tests')
}

/** `promtool check metrics`: its exit code and what it said (empty when the text is clean). */
export function promtoolCheck(text: string): { status: number | null; output: string } {
  const run = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' })
  return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() }
}

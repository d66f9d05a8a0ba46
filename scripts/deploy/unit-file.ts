import { readFileSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './config-table'

export const UNITS = ['spaces-calendar.service', 'spaces-calendar@.service'] as const

/** A unit file's settings by name, each with every value it is given (systemd allows repeats). */
export function readUnit(name: string): Map<string, string[]> {
  const settings = new Map<string, string[]>()
  const text = readFileSync(path.join(ROOT, 'deploy/systemd', name), 'utf8')
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line)
    if (!match) continue
    const [, key, value] = match as unknown as [string, string, string]
    settings.set(key, [...(settings.get(key) ?? []), value])
  }
  return settings
}

/** A single-valued setting, or an error naming what is missing. */
export function setting(unit: Map<string, string[]>, key: string): string {
  const values = unit.get(key)
  const [only, ...more] = values ?? []
  if (only === undefined || more.length > 0) throw new Error(`expected exactly one ${key}=`)
  return only
}

/** systemd's time spans as the units use them: "45s", "2min", "1m 30s" or plain seconds. */
export function seconds(span: string): number {
  let total = 0
  for (const [, amount, unit] of span.matchAll(/(\d+)\s*(min|m|s)?/g)) {
    total += Number(amount) * (unit === 'min' || unit === 'm' ? 60 : 1)
  }
  return total
}

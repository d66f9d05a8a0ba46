/** A process's memory as Linux counts it: resident set now (VmRSS) and its high-water mark (VmHWM). */
import { readFileSync } from 'node:fs'

const MIB = 2 ** 20

export interface ProcMemory {
  rssMiB: number
  highWaterMiB: number
}

export function readMemory(pid: number): ProcMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kib = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)
    if (!match) throw new Error(`No ${field} in /proc/${pid}/status (is this Linux?)`)
    return Number(match[1]) * 1024
  }
  return { rssMiB: round(kib('VmRSS') / MIB), highWaterMiB: round(kib('VmHWM') / MIB) }
}

/** Runs `work` while sampling the process's RSS every 50 ms; resolves with the work's result and the peak. */
export async function peakRssDuring<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; peakMiB: number }> {
  let peakMiB = readMemory(pid).rssMiB
  const timer = setInterval(() => {
    peakMiB = Math.max(peakMiB, readMemory(pid).rssMiB)
  }, 50)
  try {
    const result = await work()
    return { result, peakMiB: Math.max(peakMiB, readMemory(pid).rssMiB) }
  } finally {
    clearInterval(timer)
  }
}

function round(mib: number): number {
  return Math.round(mib * 10) / 10
}

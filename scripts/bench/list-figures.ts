/** What the one-month list bench measures (list.ts), shared with the loads it runs (list-loads.ts). */
import type { LoadFigures } from './load'

export interface ListLoads {
  connections: number
  bare: LoadFigures
  warm: LoadFigures
  bypassed: LoadFigures
}

export interface ListFigures {
  spacesStored: number
  seedMs: number
  queryPlan: string
  month: {
    from: number
    to: number
    spaces: number
    jsonBytes: number
    encoding: string
    encodedBytes: number
  }
  loads: ListLoads[]
  memory: {
    /** Compiled server, idle after start: just after the first 200, then after a full GC. */
    idleMiB: number
    idleAfterGcMiB: number
    /** Highest VmRSS sampled while under the warm loads, then the bypassing loads. */
    peakWarmMiB: number
    peakBypassedMiB: number
    /** VmHWM at the end: the highest RSS of the server's whole life, start-up included. */
    highWaterMiB: number
    /** The bare node:http server with the answer in memory: what node itself takes. */
    bareIdleMiB: number
  }
}

/**
 * What the caches in front of the routes report: a response-cache lookup (a hit, or a miss that makes
 * the answer again) and an answer sent by the hot answers without the framework. Plain numbers, so
 * counting costs nothing where metrics are off; `/metrics` shows them (lib/metrics/app-metrics.ts).
 * They are the process's own, not one app's: the caches count without a handle on the app, and a
 * process runs one app (tests that build several in one process read differences, never totals).
 */
export interface CacheCounter {
  /** One lookup by the route with this pattern: `hit` when the cached answer was current. */
  lookup: (route: string, hit: boolean) => void
  /** One answer sent again straight from the hot answers. */
  hotAnswer: () => void
}

/** The counts so far, by route pattern. */
export const cacheCounts = {
  hits: new Map<string, number>(),
  rebuilds: new Map<string, number>(),
  hotAnswers: 0,
}

export const cacheCounter: CacheCounter = {
  lookup: (route, hit) => {
    const counts = hit ? cacheCounts.hits : cacheCounts.rebuilds
    counts.set(route, (counts.get(route) ?? 0) + 1)
  },
  hotAnswer: () => {
    cacheCounts.hotAnswers += 1
  },
}

import { nowSeconds } from '../../lib/time'
import type { SandboxSpaces } from './sandbox-spaces'

/** X's app-auth limit on the Spaces lookups: 300 calls per 15-minute window. */
const WINDOW_SECONDS = 15 * 60
const WINDOW_LIMIT = 300

/**
 * The sandbox's X side that moves over time: its Spaces, the count of Spaces API calls
 * (tests check that a rate-limited app makes none), and X's rate limit, which the control page can
 * trip on demand ("answer 429 until …").
 */
export class SandboxWorld {
  calls = 0
  /** Unix seconds; while ahead, every Spaces call is answered 429 with this reset. */
  rateLimitedUntil = 0
  private windowStart = 0
  private windowCalls = 0

  constructor(readonly spaces: SandboxSpaces) {}

  countCall(now = nowSeconds()): { limit: number; remaining: number; reset: number; refused: boolean } {
    this.calls += 1
    if (now < this.rateLimitedUntil) {
      return { limit: WINDOW_LIMIT, remaining: 0, reset: this.rateLimitedUntil, refused: true }
    }
    if (now >= this.windowStart + WINDOW_SECONDS) {
      this.windowStart = now
      this.windowCalls = 0
    }
    this.windowCalls += 1
    const reset = this.windowStart + WINDOW_SECONDS
    return {
      limit: WINDOW_LIMIT,
      remaining: Math.max(0, WINDOW_LIMIT - this.windowCalls),
      reset,
      refused: this.windowCalls > WINDOW_LIMIT,
    }
  }

  rateLimitFor(seconds: number, now = nowSeconds()): void {
    this.rateLimitedUntil = seconds > 0 ? now + seconds : 0
  }
}

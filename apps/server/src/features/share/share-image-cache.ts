import { createHash } from 'node:crypto'
import type { ShareCard } from './share-card'

interface Entry {
  fingerprint: string
  png: Buffer
}

/**
 * Rendered share pictures, per page and per version of what they draw: the fingerprint is the card's
 * content, so an edit to the title, the host's name or the time draws a new picture, and anything
 * else (a change elsewhere in the database) costs nothing. Least recently used first out past
 * `maxEntries` (each PNG is 30–200 KB, so 48 entries stay under ~10 MB).
 */
export class ShareImageCache {
  private readonly entries = new Map<string, Entry>()
  private readonly inFlight = new Map<string, Promise<Buffer>>()

  constructor(private readonly maxEntries = 48) {}

  /**
   * The PNG of `card` for page `key`: from the cache, from a render already under way, or drawn now
   * (`draw` bounds how many run at once: see share.routes.ts).
   */
  async get(
    key: string,
    card: ShareCard,
    draw: (card: ShareCard) => Promise<Buffer>,
    beforeDraw: () => Promise<void>,
  ): Promise<Buffer> {
    const fingerprint = cardFingerprint(card)
    const cached = this.entries.get(key)
    if (cached?.fingerprint === fingerprint) {
      this.entries.delete(key)
      this.entries.set(key, cached)
      return cached.png
    }
    const flightKey = `${key}\n${fingerprint}`
    const running = this.inFlight.get(flightKey)
    if (running) return running
    await beforeDraw()
    const render = draw(card)
    this.inFlight.set(flightKey, render)
    try {
      const png = await render
      this.set(key, { fingerprint, png })
      return png
    } finally {
      this.inFlight.delete(flightKey)
    }
  }

  private set(key: string, entry: Entry): void {
    this.entries.delete(key)
    this.entries.set(key, entry)
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break
      this.entries.delete(oldest)
    }
  }
}

/** A short hash of what a card draws: the cache's version and the image's ETag. */
export function cardFingerprint(card: ShareCard): string {
  return createHash('sha1').update(JSON.stringify(card)).digest('base64url')
}

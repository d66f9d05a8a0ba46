import type { Message } from '../i18n/message'

/**
 * Parts of an instance that can work less well without keeping it from serving (Redis for the rate
 * limits, say). `/readyz` stays 200 while they are degraded and names each, with its sentence.
 */
export class Readiness {
  private readonly parts = new Map<string, () => Message | null>()

  /** `check` answers a sentence while the part is degraded, else null. */
  add(name: string, check: () => Message | null): void {
    this.parts.set(name, check)
  }

  /** Every degraded part by name, with its sentence (said in each reader's language); empty when all is well. */
  degraded(): Record<string, Message> {
    const found: Record<string, Message> = {}
    for (const [name, check] of this.parts) {
      const reason = check()
      if (reason !== null) found[name] = reason
    }
    return found
  }
}

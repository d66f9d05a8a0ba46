/**
 * The drill's load: each client, in a loop without pause, reads (a month of Spaces, the hosts, the
 * Space it created last, /healthz) and every fourth request creates a Space whose title is a marker
 * of its own, so the database tells whether any POST was carried out twice (or not at all).
 */
import type { Answer, DrillClient } from './client'

export type Phase = 'restarts' | 'postgres'

export interface Outcome {
  phase: Phase
  method: 'GET' | 'POST'
  /** When the answer (or the failure) came, in ms since the load started. */
  at: number
  status?: number
  retryAfter?: string
  /** The network failure when there was no answer (ECONNRESET, timeout, …). */
  error?: string
  /** The created Space's title (POSTs). */
  marker?: string
}

/** What an outcome counts as: `ok`, `unavailable` (503 with Retry-After) or the failure's kind. */
export function verdictOf(outcome: Outcome): string {
  if (outcome.error) return outcome.error
  const status = outcome.status ?? 0
  if (outcome.method === 'POST' ? status === 201 : status === 200) return 'ok'
  if (status === 503 && outcome.retryAfter !== undefined) return 'unavailable'
  return `status ${status}`
}

const DAY = 86_400

export class Load {
  phase: Phase = 'restarts'
  readonly outcomes: Outcome[] = []
  private running = false
  private readonly began = Date.now()
  private workers: Promise<void>[] = []

  constructor(
    private readonly clients: DrillClient[],
    private readonly runId: string,
  ) {}

  /** Milliseconds since the load started. */
  now(): number {
    return Date.now() - this.began
  }

  start(): void {
    this.running = true
    this.workers = this.clients.map((client, index) => this.work(client, index))
  }

  async stop(): Promise<void> {
    this.running = false
    await Promise.all(this.workers)
  }

  private async work(client: DrillClient, worker: number): Promise<void> {
    const month = Math.floor(Date.now() / 1000)
    const reads = [`/api/spaces?from=${month}&to=${month + 30 * DAY}`, '/api/hosts', '/healthz']
    let lastSpace: number | undefined
    for (let n = 0; this.running; n++) {
      const isPost = n % 4 === 3
      const marker = isPost ? `drill ${this.runId} ${worker}-${n}` : undefined
      const path = reads[n % reads.length] as string
      const outcome: Outcome = { phase: this.phase, method: isPost ? 'POST' : 'GET', at: 0, marker }
      try {
        let answer: Answer
        if (marker) {
          const start = month + 7 * DAY + n * 60
          answer = await client.send('POST', '/api/spaces', { title: marker, scheduled_start: start })
          if (answer.status === 201) lastSpace = JSON.parse(answer.body).id as number
        } else {
          answer = await client.request('GET', n % 5 === 4 && lastSpace ? `/api/spaces/${lastSpace}` : path)
        }
        outcome.status = answer.status
        outcome.retryAfter = answer.retryAfter
      } catch (err) {
        const { code, message } = err as { code?: string; message?: string }
        outcome.error = code ?? message ?? 'error'
      }
      outcome.at = this.now()
      this.outcomes.push(outcome)
    }
  }
}

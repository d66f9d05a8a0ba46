import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'

/** The hand-off ends once no connection has arrived for this long… */
const HANDOFF_QUIET_MS = 500
/** …or after this long whatever arrives (only writes keep arriving then: they are served). */
const HANDOFF_MAX_MS = 3000

type Stage = 'serving' | 'draining' | 'handing off'

/**
 * An instance on its way out (SIGTERM, lib/shutdown.ts), in two stages before it stops accepting.
 *
 * Draining (`start()`, for SHUTDOWN_DRAIN_SECONDS): `/readyz` answers 503, so a load balancer that
 * checks it moves away; every request is still served, each answer with `Connection: close`, so a
 * keep-alive connection (a proxy's pool among them) ends cleanly right after an answer instead of
 * being cut later, perhaps just as the proxy sends a request on it.
 *
 * Handing off (`handOff()`): a proxy that only learns from failures (nginx without active health
 * checks) still sends requests here, and a request that reaches the kernel's queue of new
 * connections just as the server stops accepting is reset there: a POST lost, as nginx never sends
 * a POST that may have arrived somewhere again. So a GET or HEAD that came through a proxy (it carries
 * X-Forwarded-For) now has its connection closed unanswered: nginx sends it to another instance and
 * takes this one out of its rotation (max_fails). Other requests are still served. Once no connection
 * has arrived for HANDOFF_QUIET_MS, nothing is on its way and the server can stop accepting.
 */
export class Drain {
  private stage: Stage = 'serving'
  private lastConnectionAt = 0

  get isDraining(): boolean {
    return this.stage !== 'serving'
  }

  start(): void {
    if (this.stage === 'serving') this.stage = 'draining'
  }

  /** Resolves once no connection has arrived for HANDOFF_QUIET_MS, or after HANDOFF_MAX_MS. */
  async handOff(): Promise<void> {
    this.stage = 'handing off'
    const began = Date.now()
    this.lastConnectionAt = began
    while (Date.now() - this.lastConnectionAt < HANDOFF_QUIET_MS && Date.now() - began < HANDOFF_MAX_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  /** Notes when connections arrive (the hand-off waits for them to stop). */
  watch(server: Server): void {
    server.on('connection', () => {
      this.lastConnectionAt = Date.now()
    })
  }

  /**
   * The server's request listener in front of `next`: while draining, a request is answered with
   * `Connection: close` whoever answers it (the framework, or the hot answers, which bypass it).
   */
  listener(next: (req: IncomingMessage, res: ServerResponse) => void) {
    return (req: IncomingMessage, res: ServerResponse): void => {
      if (this.stage !== 'serving') {
        if (this.stage === 'handing off' && isRetriedByProxy(req)) {
          req.socket.destroy()
          return
        }
        res.shouldKeepAlive = false
      }
      next(req, res)
    }
  }

  /** Requests that arrived before the drain and answer during it close their connection too. */
  register(app: FastifyInstance): void {
    app.addHook('onSend', (_req, reply, payload, done) => {
      if (this.stage !== 'serving') reply.header('connection', 'close')
      done(null, payload)
    })
  }
}

/** A request a proxy may send again elsewhere: it changes nothing, and a proxy forwarded it. */
function isRetriedByProxy(req: IncomingMessage): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && req.headers['x-forwarded-for'] !== undefined
}

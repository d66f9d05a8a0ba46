import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'

/**
 * An instance on its way out (SIGTERM, main.ts). From `start()` on:
 * - `/readyz` answers 503, so a load balancer that checks it stops sending new work here;
 * - every request is still served, as before, but each answer carries `Connection: close`, so a
 *   keep-alive connection (a proxy's pool to this instance among them) ends cleanly right after its
 *   answer, instead of being cut later, maybe just as the proxy sends a request on it.
 *
 * Once the drain has lasted long enough the server stops accepting and the app closes (main.ts).
 */
export class Drain {
  private draining = false

  get isDraining(): boolean {
    return this.draining
  }

  start(): void {
    this.draining = true
  }

  /**
   * The server's request listener in front of `next`: a request arriving while draining is answered
   * with `Connection: close` whoever answers it (the framework, or the hot answers, which bypass it).
   */
  listener(next: (req: IncomingMessage, res: ServerResponse) => void) {
    return (req: IncomingMessage, res: ServerResponse): void => {
      if (this.draining) res.shouldKeepAlive = false
      next(req, res)
    }
  }

  /** Requests that arrived before the drain and answer during it close their connection too. */
  register(app: FastifyInstance): void {
    app.addHook('onSend', (_req, reply, payload, done) => {
      if (this.draining) reply.header('connection', 'close')
      done(null, payload)
    })
  }
}

import type { FastifyInstance } from 'fastify'
import type { ShutdownConfig } from '../config'

/**
 * Connections that fall idle after the server stopped accepting (an answer that began before the
 * drain, on a keep-alive connection) are closed this often, so they cannot hold the exit up.
 */
const IDLE_SWEEP_MS = 100

/**
 * Stops the instance on SIGTERM or SIGINT without losing a request or a job's work:
 * 1. at once, `/readyz` answers 503 (lib/drain.ts) and no job starts another round; a round in hand
 *    goes on and records what it did;
 * 2. for `drainSeconds` every request is still served, each answer closing its connection, so a load
 *    balancer has time to move away and a proxy's keep-alive connections end after an answer;
 * 3. a proxy that is still sending (nginx learns only from failures) is handed its reads back until
 *    no connection arrives any more (at most 3 s; lib/drain.ts);
 * 4. then the server stops accepting, closes idle connections, lets requests in flight and job rounds
 *    finish, closes the database and the process exits with 0.
 * `timeoutSeconds` after the signal the process exits with 1 whatever still runs, saying so. A second
 * signal cuts the drain short (a developer pressing Ctrl-C twice), never the requests in flight.
 */
export function stopOnSignals(
  app: FastifyInstance,
  config: ShutdownConfig,
  exit: (code: number) => never = process.exit,
): void {
  let endDrain: (() => void) | undefined
  let stopping = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      endDrain?.()
      return
    }
    stopping = true
    setTimeout(() => {
      app.log.error(
        `Shutdown did not finish within SHUTDOWN_TIMEOUT_SECONDS (${config.timeoutSeconds} s): exiting with work unfinished.`,
      )
      exit(1)
    }, config.timeoutSeconds * 1000)
    app.log.info(
      `${signal} received: /readyz answers 503; still serving for ${config.drainSeconds} s (SHUTDOWN_DRAIN_SECONDS), then finishing requests in flight and job rounds.`,
    )
    app.drain.start()
    const jobsDone = app.jobs.stop()
    const drained = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, config.drainSeconds * 1000)
      endDrain = () => {
        clearTimeout(timer)
        resolve()
      }
    })
    drained
      .then(async () => {
        // A proxy that only learns from failures is shown the way out before the server stops
        // accepting (lib/drain.ts).
        await app.drain.handOff()
        app.log.info('No longer accepting connections; finishing requests in flight and job rounds.')
        const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS)
        try {
          await Promise.all([app.close(), jobsDone])
        } finally {
          clearInterval(sweep)
        }
        app.log.info('Stopped.')
        exit(0)
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'error while shutting down')
        exit(1)
      })
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}

// benchList's two long steps: reading the month the app answers, and the loads against it and bare node:http.
import { brotliDecompressSync } from 'node:zlib'
import type { BareServer } from './bare'
import type { BenchSettings } from './config'
import type { ListFigures, ListLoads } from './list-figures'
import { ACCEPT_ENCODING, getSettled } from './list-http'
import { type LoadFigures, runLoad } from './load'
import { peakRssDuring } from './memory'
import type { ServerProcess } from './server-process'

/** The month as the app answers a browser (br), which the bare server then sends as it is. */
export async function readMonth(origin: string, from: number, to: number, log: (line: string) => void) {
  const warmPath = `/api/spaces?from=${from}&to=${to}`
  const answer = await getSettled(`${origin}${warmPath}`, { 'accept-encoding': ACCEPT_ENCODING })
  if (answer.status !== 200 || answer.headers['content-encoding'] !== 'br') {
    throw new Error(
      `GET ${warmPath} answered ${answer.status} with content-encoding ${answer.headers['content-encoding']}, not br`,
    )
  }
  const json = brotliDecompressSync(answer.body)
  const month: ListFigures['month'] = {
    from,
    to,
    spaces: (JSON.parse(json.toString()) as { data: unknown[] }).data.length,
    jsonBytes: json.length,
    encoding: 'br',
    encodedBytes: answer.body.length,
  }
  log(
    `one month: ${month.spaces.toLocaleString('en-US')} Spaces, ${month.jsonBytes.toLocaleString('en-US')} bytes of JSON, ${month.encodedBytes.toLocaleString('en-US')} as br`,
  )
  return { warmPath, answer, month }
}

/**
 * Warm-up, then per number of connections bare node:http and the app with the cache warm, then the
 * app with the cache bypassed (`bypassPath`), with the server's peak RSS over each of the two phases.
 */
export async function runListLoads(
  settings: BenchSettings,
  server: ServerProcess,
  bare: BareServer,
  paths: { warmPath: string; bypassPath: () => string },
  log: (line: string) => void,
): Promise<{ loads: ListLoads[]; peakWarmMiB: number; peakBypassedMiB: number }> {
  const { warmPath, bypassPath } = paths
  const headers = { 'accept-encoding': ACCEPT_ENCODING }
  const load = (url: string, connections: number, seconds: number, nextPath?: () => string) =>
    runLoad({
      url,
      connections,
      seconds,
      headers,
      pid: url === bare.url ? bare.pid : server.pid,
      ...(nextPath ? { nextPath } : {}),
    })

  const warmUpConnections = settings.connections[0] ?? 10
  if (settings.warmupSeconds > 0) {
    log(`warming up (${settings.warmupSeconds} s per target)…`)
    await load(bare.url, warmUpConnections, settings.warmupSeconds)
    await load(`${server.origin}${warmPath}`, warmUpConnections, settings.warmupSeconds)
    await load(`${server.origin}${warmPath}`, warmUpConnections, settings.warmupSeconds, bypassPath)
  }

  const warmRuns = await peakRssDuring(server.pid, async () => {
    const runs: Array<{ bare: LoadFigures; warm: LoadFigures }> = []
    for (const connections of settings.connections) {
      log(`${connections} connections: bare node:http, then the app with the cache warm…`)
      runs.push({
        bare: await load(bare.url, connections, settings.seconds),
        warm: await load(`${server.origin}${warmPath}`, connections, settings.seconds),
      })
    }
    return runs
  })
  const bypassedRuns = await peakRssDuring(server.pid, async () => {
    const runs: LoadFigures[] = []
    for (const connections of settings.connections) {
      log(`${connections} connections: the app with the cache bypassed…`)
      runs.push(await load(`${server.origin}${warmPath}`, connections, settings.seconds, bypassPath))
    }
    return runs
  })

  return {
    loads: settings.connections.map((connections, i) => ({
      connections,
      bare: warmRuns.result[i]?.bare as LoadFigures,
      warm: warmRuns.result[i]?.warm as LoadFigures,
      bypassed: bypassedRuns.result[i] as LoadFigures,
    })),
    peakWarmMiB: warmRuns.peakMiB,
    peakBypassedMiB: bypassedRuns.peakMiB,
  }
}

/** Starts bare-server.mjs (plain node:http) in a child process, answering with the given bytes and headers. */
import { spawn } from 'node:child_process'
import type { OutgoingHttpHeaders } from 'node:http'
import { fileURLToPath } from 'node:url'

const BARE_SERVER = fileURLToPath(new URL('bare-server.mjs', import.meta.url))

export interface BareServer {
  pid: number
  url: string
  stop: () => Promise<void>
}

export async function startBareServer(body: Buffer, headers: OutgoingHttpHeaders): Promise<BareServer> {
  const child = spawn(process.execPath, [BARE_SERVER], {
    env: { PATH: process.env.PATH ?? '' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    serialization: 'advanced',
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port))
    child.once('exit', (code) => reject(new Error(`The bare server exited (${code}) before listening.`)))
    child.send({ body, headers })
  })
  return {
    pid: child.pid as number,
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      if (child.exitCode !== null) return
      child.disconnect()
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    },
  }
}

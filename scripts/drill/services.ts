/**
 * The drill's own PostgreSQL cluster and Redis, on free ports in a directory of its own: the
 * machine's shared services are never touched.
 */
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { atEnd, freePort, run, runAsync, startProcess, waitUntil } from './processes'

export interface Postgres {
  port: number
  /** The URL of database `name` on this cluster. */
  url: (name: string) => string
  /** pg_ctl stop -m fast (active connections are cut, as in a restart or a failover). */
  stop: () => Promise<void>
  start: () => Promise<void>
  logFile: string
}

/** Debian's PostgreSQL programs, newest version first. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions.length === 0) {
    throw new Error(
      'No PostgreSQL server programs in /usr/lib/postgresql/*/bin: apt-get install -y postgresql',
    )
  }
  return path.join(root, versions[0] as string, 'bin')
}

/**
 * initdb and pg_ctl on a directory of the drill's: PostgreSQL refuses to run as root, so as root
 * they run as the `postgres` user (Debian's package creates it), which then owns the directory.
 */
export async function startPostgres(dir: string): Promise<Postgres> {
  const bin = postgresBin()
  const data = path.join(dir, 'pg-data')
  const sockets = path.join(dir, 'pg-sockets')
  const logFile = path.join(dir, 'pg.log')
  mkdirSync(data)
  mkdirSync(sockets)
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const uid = Number(run('id', ['-u', 'postgres']).trim())
    const gid = Number(run('id', ['-g', 'postgres']).trim())
    chmodSync(dir, 0o755)
    for (const owned of [data, sockets]) chownSync(owned, uid, gid)
    writeFileSync(logFile, '')
    chownSync(logFile, uid, gid)
  }
  const command = (program: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]]
      : [path.join(bin, program), args]
  const pg = (program: string, args: string[]) => run(...command(program, args), { cwd: '/' })
  const pgAsync = (program: string, args: string[]) => runAsync(...command(program, args), { cwd: '/' })
  pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'])
  const port = await freePort()
  // No fsync: the drill measures availability, not durability, on a machine that is shared.
  const options = `-p ${port} -k ${sockets} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`
  const startArgs = ['-D', data, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']
  const start = () => pgAsync('pg_ctl', startArgs)
  const stop = () => pgAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop'])
  pg('pg_ctl', startArgs)
  atEnd(() => {
    try {
      pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
    } catch {
      // already stopped
    }
  })
  pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'spaces_drill'])
  return { port, url: (name) => `postgres://postgres@127.0.0.1:${port}/${name}`, start, stop, logFile }
}

/** A TCP connection to `port` on loopback succeeds. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** A redis-server of the drill's own: no persistence, loopback only. */
export async function startRedis(dir: string): Promise<{ url: string }> {
  const port = await freePort()
  startProcess(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { logFile: path.join(dir, 'redis.log') },
  )
  await waitUntil('redis-server to listen', () => isListening(port), 15_000)
  return { url: `redis://127.0.0.1:${port}` }
}

/** A temporary directory for the run, removed at the end. */
export function runDirectory(base: string): string {
  mkdirSync(base, { recursive: true })
  // nginx's workers and PostgreSQL run as other users and must reach their files inside it.
  chmodSync(base, 0o755)
  atEnd(() => rmSync(base, { recursive: true, force: true }), { removesFiles: true })
  return base
}

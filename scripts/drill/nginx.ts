/**
 * nginx in front of the drill's two instances, with the repository's configuration
 * (deploy/nginx/spaces-calendar.conf) adapted only where it must be: its ports, its certificate (a
 * self-signed one made here), its server name. It runs in the foreground with its own prefix, pid
 * file and logs, so it never touches the machine's nginx.
 */
import { chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { installDebianPackages } from '../deploy/apt-get-install.mjs'
import { freePort, run, startProcess, waitUntil } from './processes'
import { isListening } from './services'

export const NGINX_CONFIG = 'deploy/nginx/spaces-calendar.conf'

export interface Nginx {
  port: number
  /** The self-signed certificate (PEM), for the client to trust. */
  ca: string
  errorLog: string
}

export function findNginx(): string | undefined {
  return ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file))
}

/** Debian's nginx, installed with apt-get when missing (as root, as the deploy checks install theirs). */
export function ensureNginx(): string {
  const found = findNginx()
  if (found) return found
  if (process.getuid?.() !== 0) throw new Error('nginx is not installed: sudo apt-get install -y nginx')
  console.log('Installing nginx (apt-get install -y --no-install-recommends nginx)…')
  installDebianPackages(['nginx'])
  const installed = findNginx()
  if (!installed) throw new Error('apt-get installed nginx, but no nginx program was found')
  return installed
}

/** Replaces `from` in `text`, which must occur exactly once: a changed file fails loudly, never silently. */
function replaceOnce(text: string, from: string, to: string): string {
  const parts = text.split(from)
  if (parts.length !== 2) {
    throw new Error(`${NGINX_CONFIG}: the drill expects "${from}" exactly once (found ${parts.length - 1})`)
  }
  return parts.join(to)
}

/** The repository's file with the drill's ports, certificate and name; everything else as shipped. */
export function renderSiteConfig(
  source: string,
  ports: { https: number; http: number; instances: [number, number] },
  cert: { certificate: string; key: string },
): string {
  const edits: [string, string][] = [
    ['server 127.0.0.1:3001 ', `server 127.0.0.1:${ports.instances[0]} `],
    ['server 127.0.0.1:3002 ', `server 127.0.0.1:${ports.instances[1]} `],
    ['listen 80;', `listen 127.0.0.1:${ports.http};`],
    ['    listen [::]:80;\n', ''],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`],
    ['    listen [::]:443 ssl http2;\n', ''],
    ['/etc/letsencrypt/live/spaces.example.org/fullchain.pem', cert.certificate],
    ['/etc/letsencrypt/live/spaces.example.org/privkey.pem', cert.key],
  ]
  let text = edits.reduce((done, [from, to]) => replaceOnce(done, from, to), source)
  text = text.replaceAll('server_name spaces.example.org;', 'server_name localhost;')
  return text
}

/** The whole nginx.conf of the run: paths of its own, the site's configuration included as shipped. */
function mainConfig(dir: string, site: string, user: string | undefined): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'nginx-temp', name)};`
  return [
    ...(user ? [`user ${user};`] : []),
    'daemon off;',
    'worker_processes 2;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'nginx-error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  access_log off;`,
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    `  include ${site};`,
    '}',
    '',
  ].join('\n')
}

/** Where nginx finds everything of a run: its command-line arguments and the certificate it serves. */
export interface NginxFiles {
  args: string[]
  certificate: string
  errorLog: string
}

/**
 * Writes a run's whole configuration into `dir`: a self-signed certificate for localhost, the
 * repository's site with the run's ports, and an nginx.conf of the run's own paths around it.
 */
export function writeNginxFiles(
  dir: string,
  ports: { https: number; http: number; instances: [number, number] },
): NginxFiles {
  const certificate = path.join(dir, 'tls-cert.pem')
  const key = path.join(dir, 'tls-key.pem')
  run('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-keyout', key, '-out', certificate, '-days', '2', '-subj', '/CN=localhost'],
    ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
  ])
  const source = readFileSync(path.resolve(import.meta.dirname, '../..', NGINX_CONFIG), 'utf8')
  const site = path.join(dir, 'spaces-calendar.conf')
  writeFileSync(site, renderSiteConfig(source, ports, { certificate, key }))
  // As root the workers run as www-data (Debian's nginx user), which must own their temp paths.
  const user = process.getuid?.() === 0 ? 'www-data' : undefined
  mkdirSync(path.join(dir, 'nginx-temp'))
  if (user) {
    const uid = Number(run('id', ['-u', user]).trim())
    chownSync(path.join(dir, 'nginx-temp'), uid, Number(run('id', ['-g', user]).trim()))
  }
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(conf, mainConfig(dir, site, user))
  const errorLog = path.join(dir, 'nginx-error.log')
  return { args: ['-p', dir, '-c', conf, '-e', errorLog], certificate, errorLog }
}

export async function startNginx(dir: string, instances: [number, number]): Promise<Nginx> {
  const nginx = ensureNginx()
  const ports = { https: await freePort(), http: await freePort(), instances }
  const { args, certificate, errorLog } = writeNginxFiles(dir, ports)
  run(nginx, [...args, '-t', '-q'])
  // SIGTERM to the master stops its workers too (a killed master would leave them listening).
  startProcess(nginx, args, { logFile: path.join(dir, 'nginx-out.log'), stopSignal: 'SIGTERM' })
  await waitUntil('nginx to listen', () => isListening(ports.https), 15_000)
  return { port: ports.https, ca: readFileSync(certificate, 'utf8'), errorLog }
}

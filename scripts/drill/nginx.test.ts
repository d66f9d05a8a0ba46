import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ensureNginx, NGINX_CONFIG, renderSiteConfig, writeNginxFiles } from './nginx'

/**
 * The drill runs the repository's nginx file with only its ports, certificate and name changed; if
 * the file changes so that one of those edits no longer applies, the drill must say so, not run a
 * different configuration. And the result is a configuration nginx accepts (`nginx -t`). nginx is
 * installed when missing, as the deploy checks install their programs (root with apt-get); elsewhere
 * that check is skipped and says how to get it.
 */
const source = readFileSync(path.resolve(import.meta.dirname, '../..', NGINX_CONFIG), 'utf8')
const ports = { https: 8443, http: 8080, instances: [4001, 4002] as [number, number] }
const cert = { certificate: '/run/cert.pem', key: '/run/key.pem' }
const dir = mkdtempSync(path.join(os.tmpdir(), 'spaces-nginx-test-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** nginx's path, installed first when missing and the run is root; otherwise undefined, saying why. */
function nginxOrSkip(): string | undefined {
  try {
    return ensureNginx()
  } catch (error) {
    console.warn(`${(error as Error).message} (the nginx -t check is skipped)`)
    return undefined
  }
}
const nginx = nginxOrSkip()

describe('the drill’s nginx configuration', () => {
  it('is the shipped file with the run’s ports, certificate and name, nothing else', () => {
    const rendered = renderSiteConfig(source, ports, cert)
    expect(rendered).toContain('server 127.0.0.1:4001 max_fails=1 fail_timeout=10s;')
    expect(rendered).toContain('server 127.0.0.1:4002 max_fails=1 fail_timeout=10s;')
    expect(rendered).toContain('listen 127.0.0.1:8443 ssl http2;')
    expect(rendered).toContain('listen 127.0.0.1:8080;')
    expect(rendered).toContain('ssl_certificate     /run/cert.pem;')
    const directives = rendered.split('\n').filter((line) => !line.trim().startsWith('#'))
    expect(directives.join('\n')).not.toMatch(/spaces\.example\.org|\[::\]|:300[12]/)
    // Every other line is as shipped.
    const changed = rendered.split('\n').filter((line) => !source.includes(line))
    expect(changed).toHaveLength(8)
  })

  it('refuses a file whose lines it would have to guess', () => {
    expect(() => renderSiteConfig(source.replace('listen 80;', 'listen 8000;'), ports, cert)).toThrow(
      `${NGINX_CONFIG}: the drill expects "listen 80;" exactly once (found 0)`,
    )
  })

  it.skipIf(!nginx)('passes nginx -t', () => {
    const files = writeNginxFiles(dir, ports)
    const result = spawnSync(nginx as string, [...files.args, '-t'], { encoding: 'utf8' })
    expect(result.stderr).toContain('test is successful')
    expect(result.status).toBe(0)
  })
})

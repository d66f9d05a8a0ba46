/**
 * Webhook throughput: BENCH_WEBHOOKS (2,000) Spaces of one host with a webhook to a receiver on
 * loopback, through the real webhook job (plan from the Space events, claim, sign, send through the
 * outgoing guard, record), beside a bare `fetch` loop posting as many bodies of the same size to the
 * same receiver with as many requests at once, in the same run.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../../apps/server/src/app'
import { loadConfig } from '../../apps/server/src/config'
import { userValues } from '../../apps/server/test/factories'

const COUNT = Number(process.env.BENCH_WEBHOOKS ?? 2_000)
/** The job's requests at once (send.service.ts). */
const AT_ONCE = 8

export interface WebhookBench {
  deliveries: number
  appPerSecond: number
  barePerSecond: number
}

async function startReceiver() {
  let received = 0
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      received += 1
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    count: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export async function benchWebhooks(databaseUrl: string | undefined): Promise<WebhookBench> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spaces-bench-webhooks-'))
  const receiver = await startReceiver()
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: 'silent',
      RUN_JOBS: 'false',
      WEB_DIST_DIR: '/nonexistent',
    }),
  )
  try {
    const now = Math.floor(Date.now() / 1000)
    const host = await app.db
      .insertInto('users')
      .values(userValues('bench_hooks', 'host', now))
      .returning('id')
      .executeTakeFirstOrThrow()
    await app.db
      .insertInto('webhook_endpoints')
      .values({
        host_id: host.id,
        created_by: host.id,
        url: receiver.url,
        events: 'space.scheduled',
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        created_at: now - 5,
      })
      .execute()
    for (let i = 0; i < COUNT; i += 200) {
      await app.db
        .insertInto('spaces')
        .values(
          Array.from({ length: Math.min(200, COUNT - i) }, (_, j) => ({
            host_id: host.id,
            title: `Bench webhook Space ${i + j}`,
            space_url: `https://x.com/i/spaces/1Hook${i + j}`,
            scheduled_start: now + 3600 + (i + j) * 60,
            state: 'upcoming' as const,
            created_by: host.id,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute()
    }
    const sample = await app.db
      .selectFrom('spaces')
      .selectAll()
      .where('host_id', '=', host.id)
      .executeTakeFirstOrThrow()
    const body = JSON.stringify({
      type: 'space.scheduled',
      timestamp: new Date().toISOString(),
      data: sample,
    })

    const bareStart = performance.now()
    let next = 0
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < COUNT) {
          next += 1
          const res = await fetch(receiver.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          })
          await res.arrayBuffer()
        }
      }),
    )
    const barePerSecond = COUNT / ((performance.now() - bareStart) / 1000)

    const before = receiver.count()
    const appStart = performance.now()
    while (receiver.count() - before < COUNT) {
      const had = receiver.count()
      await app.jobs.run('webhook-deliveries')
      if (receiver.count() === had) throw new Error(`sent ${receiver.count() - before} of ${COUNT} webhooks`)
    }
    const appPerSecond = COUNT / ((performance.now() - appStart) / 1000)
    return { deliveries: COUNT, appPerSecond, barePerSecond }
  } finally {
    await app.close()
    await receiver.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The report's lines for the webhooks. */
export function webhooksSection(
  r: WebhookBench,
  line: (text?: string) => void,
  table: (head: string[], rows: string[][]) => void,
): void {
  line(`## Webhook delivery, ${r.deliveries.toLocaleString('en-US')} events to a receiver on loopback`)
  line()
  table(
    ['target', 'deliveries/s'],
    [
      [
        `bare fetch loop, ${AT_ONCE} at once, same body size`,
        Math.round(r.barePerSecond).toLocaleString('en-US'),
      ],
      [
        'webhook job (plan, claim, sign, guarded send, record)',
        Math.round(r.appPerSecond).toLocaleString('en-US'),
      ],
      ['ratio (job / bare fetch)', `${(r.appPerSecond / r.barePerSecond).toFixed(3)}×`],
    ],
  )
}

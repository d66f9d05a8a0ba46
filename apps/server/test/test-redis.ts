import { Redis } from 'ioredis'

const LOCAL_REDIS = 'redis://127.0.0.1:6379'

/**
 * The Redis for tests that need one: TEST_REDIS_URL (CI sets it and starts Redis), else a Redis on
 * this machine's default port if one answers, else undefined (the caller skips and says why).
 */
export async function findTestRedis(): Promise<string | undefined> {
  const given = process.env.TEST_REDIS_URL
  if (given) return given
  const probe = new Redis(LOCAL_REDIS, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0 })
  probe.on('error', () => {})
  try {
    await probe.connect()
    await probe.ping()
    return LOCAL_REDIS
  } catch {
    return undefined
  } finally {
    probe.disconnect()
  }
}

import type { App } from '../../app-types'
import type { Job } from '../../lib/jobs'
import type { ChannelsDeps } from './channels.deps'
import { channelFetch } from './channels.fetch'
import { channelsJob } from './channels.job'
import { channelsRoutes } from './channels.routes'

/** Mounts the channels' routes with their request guard, and returns their job. */
export async function channelsFeature(app: App, parts: Omit<ChannelsDeps, 'fetch'>): Promise<Job[]> {
  const deps: ChannelsDeps = { ...parts, fetch: channelFetch(parts.config) }
  await app.register(channelsRoutes, deps)
  return [channelsJob(deps)]
}

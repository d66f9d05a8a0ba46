import type { App } from '../../app-types'
import type { Job } from '../../lib/jobs'
import type { OutgoingPolicy } from '../../lib/outgoing/outgoing-fetch'
import type { ChannelsDeps } from './channels.deps'
import { channelFetch } from './channels.fetch'
import { channelsJob } from './channels.job'
import { channelsRoutes } from './channels.routes'

/** Mounts the channels' routes with their request guard, and returns their job. */
export async function channelsFeature(
  app: App,
  { policy, ...parts }: Omit<ChannelsDeps, 'fetch'> & { policy: OutgoingPolicy },
): Promise<Job[]> {
  const deps: ChannelsDeps = { ...parts, fetch: channelFetch(policy) }
  await app.register(channelsRoutes, deps)
  return [channelsJob(deps, app.log)]
}

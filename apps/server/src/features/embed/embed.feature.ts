import type { App } from '../../app-types'
import { embedRoutes } from './embed.routes'
import { EmbedViewCounter } from './embed.views'
import { embedApiRoutes } from './embed-api.routes'

/** Issue 23, as app.ts mounts it: the embed pages and /embed.js, oEmbed, and the views they count. */
export async function embedFeature(app: App): Promise<void> {
  const views = new EmbedViewCounter(app.db, app.log)
  // Before the database closes (app.ts closes it in a hook added after this plugin's).
  app.addHook('onClose', () => views.stop())
  await app.register(embedRoutes, { views })
  await app.register(embedApiRoutes, { views })
}

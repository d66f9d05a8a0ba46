import type { App } from '../../app-types'
import type { EmbedDeps } from './embed.deps'
import { embedRoutes } from './embed.routes'
import { EmbedViewCounter } from './embed.views'
import { embedApiRoutes } from './embed-api.routes'

/** The embeds, as the composition mounts them: the pages and /embed.js, oEmbed, and the views they count. */
export async function embedFeature(app: App, deps: EmbedDeps): Promise<void> {
  const views = new EmbedViewCounter(deps.db, app.log)
  // Before the database closes (app.ts closes it in a hook added after this plugin's).
  app.addHook('onClose', () => views.stop())
  await app.register(embedRoutes, { ...deps, views })
  await app.register(embedApiRoutes, { ...deps, views })
}

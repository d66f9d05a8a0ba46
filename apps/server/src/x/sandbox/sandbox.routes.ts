import type { App } from '../../app-types'
import { sandboxControlRoutes } from './sandbox-control'
import { sandboxOAuthRoutes } from './sandbox-oauth.routes'
import { SandboxSpaces } from './sandbox-spaces'
import { sandboxSpacesRoutes } from './sandbox-spaces.routes'
import { SandboxStore } from './sandbox-store'
import { sandboxAvatarRoutes, sandboxUserRoutes } from './sandbox-users.routes'
import { SandboxWorld } from './sandbox-world'

/**
 * The X sandbox: X's OAuth 2.0 + PKCE endpoints and the few v2 API calls the product uses,
 * with X's URL and JSON shapes. Mounted only when no real X credentials are configured. Each concern
 * has its file (OAuth pages and token, users and avatars, Spaces, the control page); they share one
 * store of accounts and codes and one world of Spaces.
 */
export async function sandboxRoutes(app: App, options: { sessionSecret: string }): Promise<void> {
  const store = new SandboxStore()
  const world = new SandboxWorld(new SandboxSpaces((username) => store.ensureUser(username).id))
  sandboxOAuthRoutes(app, store)
  sandboxUserRoutes(app, store)
  sandboxSpacesRoutes(app, store, world)
  await app.register(sandboxControlRoutes, { world, store, sessionSecret: options.sessionSecret })
  sandboxAvatarRoutes(app)
}

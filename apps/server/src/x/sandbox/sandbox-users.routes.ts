import type { FastifyRequest } from 'fastify'
import type { App } from '../../app-types'
import { renderAvatarSvg } from './avatars'
import { SANDBOX_ACCOUNTS } from './fixture'
import { bearerToken, HIDDEN_SCHEMA as schema, unauthorized } from './sandbox-http'
import type { SandboxStore, SandboxUser } from './sandbox-store'

/** X's v2 user object, limited to the fields X returns by default plus those asked for. */
function presentUser(user: SandboxUser) {
  return { data: user }
}

/** X's answer for a handle it does not know: 200, with the error in the body. */
function userNotFound(username: string) {
  return {
    errors: [
      {
        value: username,
        detail: `Could not find user with username: [${username}].`,
        title: 'Not Found Error',
        resource_type: 'user',
        parameter: 'username',
        type: 'https://api.twitter.com/2/problems/resource-not-found',
      },
    ],
  }
}

/** X's v2 user look-ups (the signed-in user, a user by handle) and the accounts' generated avatars. */
export function sandboxUserRoutes(app: App, store: SandboxStore): void {
  const bearerUser = (req: FastifyRequest): SandboxUser | undefined => {
    const token = bearerToken(req)
    const id = token !== undefined ? store.verifyAccessToken(token) : undefined
    return id ? store.findById(id) : undefined
  }

  app.get('/2/users/me', { schema }, async (req, reply) => {
    const user = bearerUser(req)
    return user ? presentUser(user) : unauthorized(reply)
  })

  app.get<{ Params: { username: string } }>(
    '/2/users/by/username/:username',
    { schema },
    async (req, reply) => {
      if (bearerToken(req) === undefined) return unauthorized(reply)
      const user = store.findByUsername(req.params.username)
      return user ? presentUser(user) : userNotFound(req.params.username)
    },
  )
}

/** The generated avatar of a sandbox account (or of any handle), as X's profile_image_url points to. */
export function sandboxAvatarRoutes(app: App): void {
  app.get<{ Params: { file: string } }>('/avatars/:file', { schema }, async (req, reply) => {
    const match = /^([A-Za-z0-9_]{1,15})\.svg$/.exec(req.params.file)
    if (!match?.[1]) return reply.code(404).send({ error: 'No such avatar.' })
    const account = SANDBOX_ACCOUNTS.find((a) => a.username.toLowerCase() === match[1]?.toLowerCase())
    const svg = renderAvatarSvg({
      username: match[1],
      name: account?.name ?? match[1],
      ...(account ? { colors: account.avatar } : {}),
    })
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg)
  })
}

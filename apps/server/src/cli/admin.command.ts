import { findAccountByHandle, grantAdmin, hasAdminGrant, revokeAdmin } from '../auth/admin-grants'
import type { AppConfig } from '../config'
import type { DbHandle } from '../db/client'
import { type CliCommand, type CliIo, EXIT, UsageError } from './command'
import { openSiteDatabase, readCliConfig } from './site-database'

/** An X handle as X allows it, with or without its `@`. */
const HANDLE = /^@?([A-Za-z0-9_]{1,15})$/

function parseHandle(name: string, args: string[]): string {
  const [handle, extra] = args
  if (handle === undefined) throw new UsageError(`${name} needs the person’s X handle, e.g. @alice.`)
  if (extra !== undefined) throw new UsageError(`${name} takes one handle (got also "${extra}").`)
  const match = HANDLE.exec(handle)
  if (!match?.[1]) throw new UsageError(`"${handle}" is not an X handle (1 to 15 letters, digits or _).`)
  return match[1]
}

type Change = (ctx: { handle: DbHandle; config: AppConfig; io: CliIo; who: string }) => Promise<number>

/** Both commands: read the handle, open the site's database, find the account, change it. */
function adminCommand(name: string, summary: string, help: string[], change: Change): CliCommand {
  return {
    name,
    args: '@handle',
    summary,
    help,
    run: async (args, io) => {
      const who = parseHandle(name, args)
      const config = readCliConfig(io)
      if (!config) return EXIT.failed
      const handle = await openSiteDatabase(config, io)
      if (!handle) return EXIT.failed
      try {
        return await change({ handle, config, io, who })
      } finally {
        await handle.close()
      }
    },
  }
}

export const makeAdminCommand = adminCommand(
  'make-admin',
  'Give an account the admin role, on the running site at its next request (no restart).',
  [
    'The person must have logged in once. The grant is recorded, so a login where ADMIN_USERNAMES',
    'is set does not take it back; remove-admin does.',
  ],
  async ({ handle: { db }, config, io, who }) => {
    if (config.x.publicDemo) {
      io.err(
        'This site is a public demo (X_SANDBOX=on): anyone can log in as any handle there, so nobody may be admin.',
      )
      return EXIT.failed
    }
    const user = await findAccountByHandle(db, who)
    if (!user) {
      io.err(`No account @${who}: they must log in once with X first, then run this again.`)
      return EXIT.failed
    }
    const wasAdmin = user.role === 'admin'
    await grantAdmin(db, user.id)
    io.out(
      wasAdmin
        ? `@${user.username} was already an admin; the grant is now recorded, so a login keeps it.`
        : `@${user.username} is now an admin, from their next request on.`,
    )
    return EXIT.ok
  },
)

export const removeAdminCommand = adminCommand(
  'remove-admin',
  'Take the admin role from an account (they keep hosting rights), at its next request.',
  [
    'An account that ADMIN_USERNAMES lists becomes admin again at its next login: take it out of',
    'ADMIN_USERNAMES too (and restart the instances) to remove it for good.',
  ],
  async ({ handle: { db }, config, io, who }) => {
    const user = await findAccountByHandle(db, who)
    if (!user) {
      io.err(`No account @${who}.`)
      return EXIT.failed
    }
    if (user.role !== 'admin' && !(await hasAdminGrant(db, user.id))) {
      io.err(`@${user.username} is not an admin.`)
      return EXIT.failed
    }
    await revokeAdmin(db, user.id)
    io.out(`@${user.username} is no longer an admin (still a host), from their next request on.`)
    if (config.adminUsernames.includes(user.username_key)) {
      io.err(
        `Warning: ADMIN_USERNAMES lists @${user.username}, so their next login makes them admin again. Take them out of ADMIN_USERNAMES on every instance.`,
      )
    }
    return EXIT.ok
  },
)

import { holdMail, OPERATOR_HOLD, readMailHold, releaseMail, siteHostOf } from '../lib/mail-hold'
import { type CliCommand, type CliIo, EXIT, UsageError } from './command'
import { openSiteDatabase, readCliConfig } from './site-database'

const ACTIONS = ['hold', 'release', 'status'] as const
type Action = (typeof ACTIONS)[number]

/**
 * `mail hold [reason]`, `mail release`, `mail status`: the site's mail hold (lib/mail-hold.ts), in the
 * database every instance reads before each round, so running servers follow it within a tick. It
 * reads the same environment as the server. It never migrates: on a schema that is behind it says so
 * and exits 1.
 */
export const mailCommand: CliCommand = {
  name: 'mail',
  args: 'hold [reason]|release|status',
  summary:
    'Hold the site’s mail (nothing is sent, queued mail waits), release it, or say whether it is held.',
  run: async (args, io) => {
    const [action, ...rest] = args
    if (!ACTIONS.includes(action as Action)) {
      throw new UsageError(
        action === undefined ? 'Say what to do: hold, release or status.' : `Unknown action "${action}".`,
      )
    }
    if (action !== 'hold' && rest.length > 0) throw new UsageError(`mail ${action} takes no more arguments.`)
    const config = readCliConfig(io)
    if (!config) return EXIT.failed
    const handle = await openSiteDatabase(config, io)
    if (!handle) return EXIT.failed
    try {
      return await runAction(action as Action, rest.join(' ').trim(), {
        db: handle.db,
        io,
        host: siteHostOf(config.baseUrl),
      })
    } finally {
      await handle.close()
    }
  },
}

async function runAction(
  action: Action,
  reason: string,
  ctx: { db: Parameters<typeof readMailHold>[0]; io: CliIo; host: string },
): Promise<number> {
  const { db, io } = ctx
  if (action === 'hold') {
    await holdMail(db, reason || OPERATOR_HOLD.id)
    io.out('Mail is held: every instance stops sending within a few seconds; queued mail waits.')
    return EXIT.ok
  }
  if (action === 'release') {
    const before = await readMailHold(db)
    await releaseMail(db, ctx.host)
    io.out(
      before.held
        ? `Mail is released: running instances send what is queued on their next round. The site address is now ${ctx.host}.`
        : 'Mail was not held.',
    )
    return EXIT.ok
  }
  const state = await readMailHold(db)
  if (state.held) {
    io.out(`Mail is held since ${new Date((state.since ?? 0) * 1000).toISOString()}: ${state.reason}`)
  } else io.out('Mail is not held.')
  io.out(`Last sent mail as: ${state.siteHost ?? 'no mail sent yet'}`)
  return EXIT.ok
}

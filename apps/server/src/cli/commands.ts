import { makeAdminCommand, removeAdminCommand } from './admin.command'
import { backupCommand } from './backup.command'
import { checkConfigCommand } from './check-config.command'
import type { CliCommand } from './command'
import { mailCommand } from './mail.command'
import { migrateCommand } from './migrate.command'
import { restoreCommand } from './restore.command'
import { searchRebuildCommand } from './search.command'

/** Every command of the operator's command line, in the order `help` lists them. */
export const COMMANDS: readonly CliCommand[] = [
  checkConfigCommand,
  migrateCommand,
  makeAdminCommand,
  removeAdminCommand,
  backupCommand,
  restoreCommand,
  mailCommand,
  searchRebuildCommand,
]

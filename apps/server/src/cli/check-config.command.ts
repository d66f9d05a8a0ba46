import { ConfigError, loadConfig, maskUrlCredentials } from '../config'
import { type CliCommand, EXIT, UsageError } from './command'

/**
 * Validates the environment exactly as the server does at start and says what is wrong, or what the
 * server would run with. Secrets are never printed: passwords in URLs show as `***`.
 */
export const checkConfigCommand: CliCommand = {
  name: 'check-config',
  args: '',
  summary: 'Check the environment as the server reads it, and print what is wrong (never a secret).',
  run: async (args, io) => {
    if (args.length > 0) throw new UsageError(`check-config takes no arguments (got "${args[0]}").`)
    try {
      const config = loadConfig(io.env)
      io.out('Configuration is valid.')
      io.out(`  site:      ${config.baseUrl}${config.isProduction ? ' (production)' : ''}`)
      io.out(
        `  database:  ${config.databaseUrl ? maskUrlCredentials(config.databaseUrl) : `SQLite in ${config.dataDir}`}`,
      )
      io.out(
        `  mail:      ${config.smtpUrl ? maskUrlCredentials(config.smtpUrl) : `.eml files in ${config.dataDir}/outbox`}`,
      )
      io.out(`  X:         ${config.x.mode === 'sandbox' ? 'the X sandbox' : 'real X'}`)
      io.out(`  jobs:      ${config.runJobs ? 'run in this process' : 'off (RUN_JOBS=false)'}`)
      io.out(
        `  Redis:     ${config.redisUrl ? maskUrlCredentials(config.redisUrl) : 'none (limits counted per instance)'}`,
      )
      return EXIT.ok
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err
      io.err(`Configuration error: ${err.message}`)
      return EXIT.failed
    }
  },
}

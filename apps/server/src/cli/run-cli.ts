import { maskSecrets } from '../config'
import { type CliCommand, type CliIo, EXIT, UsageError } from './command'

const PROGRAM = 'npm run admin --'

function usageLine(command: CliCommand): string {
  return `Usage: ${PROGRAM} ${command.name}${command.args ? ` ${command.args}` : ''}`
}

function printHelp(commands: readonly CliCommand[], io: CliIo): void {
  io.out(`Usage: ${PROGRAM} <command> [arguments]  (or: node apps/server/dist/cli.js <command> …)`)
  io.out('')
  io.out('Commands:')
  const width = Math.max(...commands.map((c) => `${c.name} ${c.args}`.length))
  for (const c of commands) io.out(`  ${`${c.name} ${c.args}`.padEnd(width)}  ${c.summary}`)
}

/**
 * Runs one command line and resolves with its exit code: 0 done, 1 failed (the reason on standard
 * error, without secrets), 2 a wrong command line (a usage line).
 */
export async function runCli(
  argv: readonly string[],
  commands: readonly CliCommand[],
  io: CliIo,
): Promise<number> {
  const [name, ...args] = argv
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    printHelp(commands, io)
    return name === undefined ? EXIT.usage : EXIT.ok
  }
  const command = commands.find((c) => c.name === name)
  if (!command) {
    io.err(`Unknown command "${name}". Commands: ${commands.map((c) => c.name).join(', ')}.`)
    io.err(`Usage: ${PROGRAM} <command> [arguments]`)
    return EXIT.usage
  }
  if (args.includes('--help') || args[0] === '-h') {
    io.out(usageLine(command))
    io.out('')
    io.out(command.summary)
    for (const line of command.help ?? []) io.out(line)
    return EXIT.ok
  }
  try {
    return await command.run(args, io)
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(err.message)
      io.err(usageLine(command))
      return EXIT.usage
    }
    const message = err instanceof Error ? err.message : String(err)
    io.err(maskSecrets(`${command.name} failed: ${message}`))
    return EXIT.failed
  }
}

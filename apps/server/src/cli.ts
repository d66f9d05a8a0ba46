import { COMMANDS } from './cli/commands'
import { runCli } from './cli/run-cli'

/** The operator's command line: `npm run admin -- help` lists the commands. */
const code = await runCli(process.argv.slice(2), COMMANDS, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  env: process.env,
})
process.exitCode = code

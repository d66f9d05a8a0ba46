/**
 * The operator's command line: `npm run admin -- <command> [arguments]`, or `node
 * apps/server/dist/cli.js <command> …` on a built server. Each command is one file in this folder,
 * listed in `commands.ts`; it reads the same environment as the server (the configuration table of
 * docs/operations.md) and talks to the same database.
 */
export interface CliIo {
  /** A line for standard output (results). */
  out: (line: string) => void
  /** A line for standard error (problems). */
  err: (line: string) => void
  /** The environment the command reads its configuration from. */
  env: Record<string, string | undefined>
}

export interface CliCommand {
  /** The first word on the command line, e.g. `check-config`. */
  name: string
  /** The arguments after the name, as a usage line shows them, e.g. `hold|release|status`. */
  args: string
  /** One sentence for the command list. */
  summary: string
  /** Further lines that `<command> --help` prints under the usage line and the summary. */
  help?: string[]
  /** Resolves with the process's exit code: 0 done, 1 failed, 2 bad arguments. */
  run: (args: string[], io: CliIo) => Promise<number>
}

/**
 * Thrown by a command for arguments it cannot use: the command line prints the message and the
 * command's usage line and exits with 2.
 */
export class UsageError extends Error {}

/** Exit codes: 0 done, 1 the work failed, 2 the command line was wrong. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const

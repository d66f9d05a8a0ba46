import { UsageError } from './command'

/**
 * The words of `backup --to FILE [--force]` and `restore --from FILE [--force]`: the file (also as
 * `--to=FILE`), and whether --force was given. Anything else is a UsageError naming it.
 */
export function parseFileOptions(command: string, flag: '--to' | '--from', args: string[]) {
  let file: string | undefined
  let force = false
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string
    if (arg === '--force') force = true
    else if (arg === flag || arg.startsWith(`${flag}=`)) {
      const value = arg === flag ? args[++i] : arg.slice(flag.length + 1)
      if (value === undefined || value === '' || value.startsWith('--')) {
        throw new UsageError(`${flag} needs a file name.`)
      }
      if (file !== undefined) throw new UsageError(`${flag} is given twice.`)
      file = value
    } else throw new UsageError(`${command} does not know "${arg}".`)
  }
  if (file === undefined) throw new UsageError(`${command} needs ${flag} FILE.`)
  return { file, force }
}

/** A word as a POSIX shell reads it back unchanged, for the commands printed to copy. */
export function shellQuote(word: string): string {
  return /^[\w./:=@%+-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`
}

import { readFileSync } from 'node:fs'

/**
 * A source file's text, or undefined when it went away between listing the tree and reading it:
 * the tree can change while it is read (an editor's save, the lint rules' tests planting and
 * removing a probe file), and a file that is gone holds no message.
 */
export function readSource(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

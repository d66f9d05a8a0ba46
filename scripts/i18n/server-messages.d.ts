/**
 * Every sentence the server's code says to people, read from its source (docs/translating-server.md):
 * the string given to `msg('…')`, and the first sentence of the error helpers (`badRequest`,
 * `notFound`, `forbidden`, `tooManyRequests`' second argument, `new AppError(code, '…')`). A helper
 * given a template literal is a problem: its words could not be in a catalog (use msg() with values).
 * Test files and the X sandbox (a development stand-in, English only) are
 * left out.
 */
export interface ServerMessages {
  /** msgid → `file:line` where it is said. */
  messages: Map<string, string[]>
  problems: string[]
}
export declare function collectServerMessages(root: string): ServerMessages

/**
 * The deliberate exceptions to the import rule (scripts/lint/house-rules.ts), each with its reason.
 * `from` is a path prefix of the importing files, `to` the imported module or folder.
 */
export const IMPORT_EXCEPTIONS: { from: string; to: string; why: string }[] = []

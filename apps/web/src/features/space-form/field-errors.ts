import type { z } from 'zod'

export type FieldErrors<F extends string> = Partial<Record<F, string>>

/**
 * The first message per top-level field of a failed parse, for the fields the form shows. An issue on
 * any other path (none is expected) lands on `fallback`, so a failing rule is never invisible.
 */
export function fieldErrorsFrom<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly F[],
  fallback: F,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {}
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '')
    const field = (fields as readonly string[]).includes(key) ? (key as F) : fallback
    errors[field] ??= issue.message
  }
  return errors
}

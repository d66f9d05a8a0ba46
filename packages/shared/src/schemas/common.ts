import { z } from 'zod'

/** Every error answer: `{ error: "a sentence" }`, plus `issues` for validation failures. */
export const ZErrorResponse = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})
export type TErrorResponse = z.infer<typeof ZErrorResponse>

/** A unix time in whole seconds. */
export const ZUnixSeconds = z.number().int().nonnegative()

export const ZIdParam = z.object({
  id: z.coerce.number().int().positive({ message: 'Id must be a positive whole number' }),
})

import { z } from 'zod'
import { GLOSSARY_LEVELS } from '../limits'
import { zLine, zPathText, zText } from './common'

export const ZGlossaryLevel = z.enum(GLOSSARY_LEVELS)
export type TGlossaryLevel = z.infer<typeof ZGlossaryLevel>

/** Glossary: the level buttons and their descriptions. */
export const GLOSSARY_LEVEL_INFO: Record<TGlossaryLevel, { label: string; description: string }> = {
  eli5: { label: 'ELI5', description: 'Simple explanations with everyday examples' },
  highschool: { label: 'High School', description: 'Clear explanations with some technical terms' },
  undergraduate: { label: 'Undergrad', description: 'Academic definitions with theoretical context' },
  graduate: { label: 'Graduate', description: 'Advanced theoretical analysis and critical engagement' },
}

export const ZGlossaryTermSummary = z.object({ id: z.number().int(), term: z.string(), category: z.string() })
export type TGlossaryTermSummary = z.infer<typeof ZGlossaryTermSummary>

export const ZGlossaryDefinition = z.object({
  level: ZGlossaryLevel,
  definition: z.string(),
  examples: z.array(z.string()),
  citations: z.array(z.string()),
})

/** Glossary term. */
export const ZGlossaryTerm = ZGlossaryTermSummary.extend({ definitions: z.array(ZGlossaryDefinition) })
export type TGlossaryTerm = z.infer<typeof ZGlossaryTerm>

export const ZGlossaryListResponse = z.object({
  data: z.array(ZGlossaryTermSummary),
  categories: z.array(z.string()),
})

export const ZGlossaryQuery = z.object({
  search: zText().trim().max(100).optional(),
  category: zText().trim().max(50).optional(),
})

/** Examples and citations: one per line in the form, so each is a single line. */
const lines = (max: number) => z.array(zLine().trim().min(1).max(1000)).max(max).default([])

/** A term named in a path (URL-encoded by the client). */
export const ZTermParam = z.object({ term: zPathText() })

/** Admins add and edit terms (/admin/glossary). */
export const ZGlossaryTermRequest = z.object({
  term: zLine({ message: 'Term is required' })
    .trim()
    .min(1, { message: 'Term is required' })
    .max(100, { message: 'Too long' }),
  category: zLine({ message: 'Category is required' })
    .trim()
    .toLowerCase()
    .min(1, { message: 'Category is required' })
    .max(50, { message: 'Too long' }),
  definitions: z
    .array(
      z.object({
        level: ZGlossaryLevel,
        definition: zText()
          .trim()
          .min(1, { message: 'Definition is required' })
          .max(5000, { message: 'Too long' }),
        examples: lines(10),
        citations: lines(10),
      }),
    )
    .max(4)
    .refine((defs) => new Set(defs.map((d) => d.level)).size === defs.length, {
      message: 'Each level can have one definition',
    }),
})
export type TGlossaryTermRequest = z.input<typeof ZGlossaryTermRequest>

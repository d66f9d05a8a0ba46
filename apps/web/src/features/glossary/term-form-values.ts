import {
  type TGlossaryTerm,
  type TGlossaryTermRequest,
  ZGlossaryTermRequest,
} from '@spaces/shared/schemas/glossary'
import { msg, t } from '../../i18n/i18n'
import { type GlossaryLevel, LEVELS } from './glossary-levels'

/** One level's text boxes: examples and citations one per line. */
export interface LevelValues {
  definition: string
  examples: string
  citations: string
}

export interface TermFormValues {
  term: string
  category: string
  levels: Record<GlossaryLevel, LevelValues>
}

export interface TermFormErrors {
  term?: string
  category?: string
  levels: Partial<Record<GlossaryLevel, string>>
  /** A rule about the whole term that no one field carries. */
  form?: string
}

export const LEVEL_WITHOUT_DEFINITION = msg(
  'Add a definition for this level, or clear its examples and citations',
)

const emptyLevel = (): LevelValues => ({ definition: '', examples: '', citations: '' })

export function emptyTermValues(): TermFormValues {
  return {
    term: '',
    category: '',
    levels: {
      eli5: emptyLevel(),
      highschool: emptyLevel(),
      undergraduate: emptyLevel(),
      graduate: emptyLevel(),
    },
  }
}

/** The edit form's values for a stored term. */
export function termValuesFrom(term: TGlossaryTerm): TermFormValues {
  const values = emptyTermValues()
  values.term = term.term
  values.category = term.category
  for (const definition of term.definitions) {
    values.levels[definition.level] = {
      definition: definition.definition,
      examples: definition.examples.join('\n'),
      citations: definition.citations.join('\n'),
    }
  }
  return values
}

/** Lines of a text box, trimmed, blank lines dropped. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
}

/**
 * The request body for `POST /api/glossary` or `PUT /api/glossary/{term}`, checked with the server's
 * schema. A level with no definition is left out; one with examples or citations but no definition
 * is an error rather than silently dropped.
 */
export function checkTermForm(values: TermFormValues): {
  body: TGlossaryTermRequest | null
  errors: TermFormErrors
} {
  const errors: TermFormErrors = { levels: {} }
  const definitions: TGlossaryTermRequest['definitions'] = []
  const levelsSent: GlossaryLevel[] = []
  for (const level of LEVELS) {
    const { definition, examples, citations } = values.levels[level]
    const exampleLines = splitLines(examples)
    const citationLines = splitLines(citations)
    if (definition.trim() === '') {
      if (exampleLines.length > 0 || citationLines.length > 0) errors.levels[level] = LEVEL_WITHOUT_DEFINITION
      continue
    }
    definitions.push({ level, definition, examples: exampleLines, citations: citationLines })
    levelsSent.push(level)
  }

  const result = ZGlossaryTermRequest.safeParse({ term: values.term, category: values.category, definitions })
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [field, index] = issue.path
      if (field === 'term') errors.term ??= issue.message
      else if (field === 'category') errors.category ??= issue.message
      else if (field === 'definitions' && typeof index === 'number' && levelsSent[index]) {
        const level = levelsSent[index]
        const part = issue.path[2]
        const message =
          part === 'examples' || part === 'citations'
            ? t('{field}: {problem}', {
                field: part === 'examples' ? t('Examples') : t('Citations'),
                problem: t(issue.message),
              })
            : issue.message
        errors.levels[level] ??= message
      } else errors.form ??= issue.message
    }
  }
  const hasErrors =
    Boolean(errors.term || errors.category || errors.form) || Object.keys(errors.levels).length > 0
  return { body: hasErrors || !result.success ? null : result.data, errors }
}

import { GLOSSARY_LEVELS } from '@spaces/shared/limits'
import { GLOSSARY_LEVEL_INFO, type TGlossaryLevel, type TGlossaryTerm } from '@spaces/shared/schemas/glossary'

export type GlossaryLevel = TGlossaryLevel
export type GlossaryDefinition = TGlossaryTerm['definitions'][number]

/** The level buttons in order; eli5 is the default. */
export const LEVELS: readonly GlossaryLevel[] = GLOSSARY_LEVELS
export const DEFAULT_LEVEL: GlossaryLevel = 'eli5'

export const SUGGEST_TEXT = 'Check other levels or suggest this definition!'

export function levelLabel(level: GlossaryLevel): string {
  return GLOSSARY_LEVEL_INFO[level].label
}

export function levelDescription(level: GlossaryLevel): string {
  return GLOSSARY_LEVEL_INFO[level].description
}

/** The definition written for `level`, if it has text. */
export function definitionAt(
  definitions: readonly GlossaryDefinition[] | undefined,
  level: GlossaryLevel,
): GlossaryDefinition | null {
  const found = definitions?.find((d) => d.level === level)
  return found && found.definition.trim() !== '' ? found : null
}

/** 'No Graduate definition available yet.': the level named by its button label. */
export function missingDefinitionText(level: GlossaryLevel): string {
  return `No ${levelLabel(level)} definition available yet.`
}

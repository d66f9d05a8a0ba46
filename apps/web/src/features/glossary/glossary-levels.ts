import { GLOSSARY_LEVELS } from '@spaces/shared/limits'
import { GLOSSARY_LEVEL_INFO, type TGlossaryLevel, type TGlossaryTerm } from '@spaces/shared/schemas/glossary'
import { msg, t } from '../../i18n/i18n'

export type GlossaryLevel = TGlossaryLevel
export type GlossaryDefinition = TGlossaryTerm['definitions'][number]

/** The level buttons in order; eli5 is the default. */
export const LEVELS: readonly GlossaryLevel[] = GLOSSARY_LEVELS
export const DEFAULT_LEVEL: GlossaryLevel = 'eli5'

export const SUGGEST_TEXT = msg('Check other levels or suggest this definition!')

/** The shared levels' names and descriptions (GLOSSARY_LEVEL_INFO), written down for the catalogs. */
const LEVEL_TEXTS: Record<GlossaryLevel, { label: string; description: string }> = {
  eli5: { label: msg('ELI5'), description: msg('Simple explanations with everyday examples') },
  highschool: { label: msg('High School'), description: msg('Clear explanations with some technical terms') },
  undergraduate: {
    label: msg('Undergrad'),
    description: msg('Academic definitions with theoretical context'),
  },
  graduate: {
    label: msg('Graduate'),
    description: msg('Advanced theoretical analysis and critical engagement'),
  },
}

export function levelLabel(level: GlossaryLevel): string {
  return t(LEVEL_TEXTS[level]?.label ?? GLOSSARY_LEVEL_INFO[level].label)
}

export function levelDescription(level: GlossaryLevel): string {
  return t(LEVEL_TEXTS[level]?.description ?? GLOSSARY_LEVEL_INFO[level].description)
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
  return t('No {level} definition available yet.', { level: levelLabel(level) })
}

/**
 * Starter glossary: terms about the medium itself (live audio Spaces and
 * how they are hosted) and the civic, housing and organizing vocabulary that comes up in them.
 *
 * The terms are data, in glossary-data.json (starter data as data files); esbuild bundles the
 * file into the server, so nothing is read from disk at run time. Every term has all four levels.
 * Citations are limited to well-known published sources and X Help Center pages named by title; a level
 * with nothing solid to cite has an empty list. Loaded into the database by the glossary seed; admins
 * can edit the stored copy afterwards. glossary-data.test.ts checks the file against the shared
 * request schema, so the cast below is proven rather than trusted (parsing 85 KB at every start would
 * cost cold start).
 */
import type { TGlossaryLevel } from '@spaces/shared/schemas/glossary'
import terms from './glossary-data.json'

export type GlossaryLevel = TGlossaryLevel

export interface StarterDefinition {
  level: GlossaryLevel
  definition: string
  examples: string[]
  citations: string[]
}

export interface StarterTerm {
  term: string
  category: string
  definitions: StarterDefinition[]
}

/** The categories the terms use, in display order. */
export const STARTER_CATEGORIES = ['audio', 'hosting', 'civic', 'housing', 'organizing'] as const

export const STARTER_GLOSSARY: readonly StarterTerm[] = terms as StarterTerm[]

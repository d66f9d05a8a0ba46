import { GLOSSARY_LEVELS } from '@spaces/shared/limits'
import type { TGlossaryTerm, ZGlossaryTermRequest } from '@spaces/shared/schemas/glossary'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { msg } from '../../i18n/message'
import { AppError } from '../../lib/errors'
import { parseList } from '../../lib/json-list'
import { nowSeconds } from '../../lib/time'
import {
  deleteTermById,
  findTermByName,
  hasAnyTerm,
  insertTerm,
  listDefinitions,
  replaceDefinitions,
  updateTermFields,
} from './glossary.queries'
import { STARTER_GLOSSARY } from './glossary-data'

type TermInput = z.output<typeof ZGlossaryTermRequest>

export async function getTermOrThrow(db: Kysely<Database>, name: string): Promise<TGlossaryTerm> {
  const term = await findTermByName(db, name)
  if (!term) throw new AppError('NOT_FOUND', msg('The glossary has no term "{term}".', { term: name }))
  const rows = await listDefinitions(db, term.id)
  const order = (level: string) => GLOSSARY_LEVELS.indexOf(level as (typeof GLOSSARY_LEVELS)[number])
  const definitions = rows
    .sort((a, b) => order(a.level) - order(b.level))
    .map((d) => ({
      level: d.level as TGlossaryTerm['definitions'][number]['level'],
      definition: d.definition,
      examples: parseList(d.examples),
      citations: parseList(d.citations),
    }))
  return { id: term.id, term: term.term, category: term.category, definitions }
}

async function assertNameFree(db: Kysely<Database>, name: string, exceptId?: number) {
  const clash = await findTermByName(db, name)
  if (clash && clash.id !== exceptId)
    throw new AppError('CONFLICT', msg('"{term}" is already in the glossary.', { term: clash.term }))
}

export async function createTerm(db: Kysely<Database>, input: TermInput): Promise<TGlossaryTerm> {
  await assertNameFree(db, input.term)
  const now = nowSeconds()
  await db.transaction().execute(async (trx) => {
    const id = await insertTerm(trx, input, now)
    // Another admin saved the same name between the check above and this insert.
    if (id === undefined)
      throw new AppError('CONFLICT', msg('"{term}" is already in the glossary.', { term: input.term }))
    await replaceDefinitions(trx, id, input.definitions)
  })
  return getTermOrThrow(db, input.term)
}

export async function updateTerm(
  db: Kysely<Database>,
  name: string,
  input: TermInput,
): Promise<TGlossaryTerm> {
  const existing = await getTermOrThrow(db, name)
  await assertNameFree(db, input.term, existing.id)
  await db.transaction().execute(async (trx) => {
    await updateTermFields(trx, existing.id, input, nowSeconds())
    await replaceDefinitions(trx, existing.id, input.definitions)
  })
  return getTermOrThrow(db, input.term)
}

export async function deleteTerm(db: Kysely<Database>, name: string): Promise<void> {
  const existing = await getTermOrThrow(db, name)
  await deleteTermById(db, existing.id)
}

/**
 * Loads the starter glossary (glossary-data.ts) into an empty glossary, once, in one transaction.
 * Runs at every start; after the first it finds terms and does nothing, so admins' edits stay.
 */
export async function loadStarterGlossary(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (await hasAnyTerm(trx)) return 0
    const now = nowSeconds()
    for (const entry of STARTER_GLOSSARY) {
      const id = await insertTerm(trx, entry, now)
      if (id !== undefined) await replaceDefinitions(trx, id, entry.definitions)
    }
    return STARTER_GLOSSARY.length
  })
}

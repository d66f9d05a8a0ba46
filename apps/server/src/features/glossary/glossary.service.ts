import { GLOSSARY_LEVELS } from '@spaces/shared/limits'
import type { TGlossaryTerm, ZGlossaryTermRequest } from '@spaces/shared/schemas/glossary'
import type { Kysely, Transaction } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../../db/database'
import { AppError } from '../../lib/errors'
import { parseList } from '../../lib/json-list'
import { nowSeconds } from '../../lib/time'
import { findTermByName, listDefinitions } from './glossary.queries'
import { STARTER_GLOSSARY } from './glossary-data'

type TermInput = z.output<typeof ZGlossaryTermRequest>

export async function getTermOrThrow(db: Kysely<Database>, name: string): Promise<TGlossaryTerm> {
  const term = await findTermByName(db, name)
  if (!term) throw new AppError('NOT_FOUND', `The glossary has no term "${name}".`)
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

async function writeDefinitions(trx: Transaction<Database>, termId: number, input: TermInput['definitions']) {
  await trx.deleteFrom('glossary_definitions').where('term_id', '=', termId).execute()
  if (input.length === 0) return
  await trx
    .insertInto('glossary_definitions')
    .values(
      input.map((d) => ({
        term_id: termId,
        level: d.level,
        definition: d.definition,
        examples: JSON.stringify(d.examples),
        citations: JSON.stringify(d.citations),
      })),
    )
    .execute()
}

async function assertNameFree(db: Kysely<Database>, name: string, exceptId?: number) {
  const clash = await findTermByName(db, name)
  if (clash && clash.id !== exceptId)
    throw new AppError('CONFLICT', `"${clash.term}" is already in the glossary.`)
}

export async function createTerm(db: Kysely<Database>, input: TermInput): Promise<TGlossaryTerm> {
  await assertNameFree(db, input.term)
  const now = nowSeconds()
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('glossary_terms')
      .values({
        term: input.term,
        term_key: input.term.toLowerCase(),
        category: input.category,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await writeDefinitions(trx, row.id, input.definitions)
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
    await trx
      .updateTable('glossary_terms')
      .set({
        term: input.term,
        term_key: input.term.toLowerCase(),
        category: input.category,
        updated_at: nowSeconds(),
      })
      .where('id', '=', existing.id)
      .execute()
    await writeDefinitions(trx, existing.id, input.definitions)
  })
  return getTermOrThrow(db, input.term)
}

export async function deleteTerm(db: Kysely<Database>, name: string): Promise<void> {
  const existing = await getTermOrThrow(db, name)
  await db.deleteFrom('glossary_terms').where('id', '=', existing.id).execute()
}

/**
 * Loads the starter glossary (glossary-data.ts) into an empty glossary, once, in one transaction.
 * Runs at every start; after the first it finds terms and does nothing, so admins' edits stay.
 */
export async function loadStarterGlossary(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const any = await trx.selectFrom('glossary_terms').select('id').limit(1).executeTakeFirst()
    if (any) return 0
    const now = nowSeconds()
    for (const entry of STARTER_GLOSSARY) {
      const row = await trx
        .insertInto('glossary_terms')
        .values({
          term: entry.term,
          term_key: entry.term.toLowerCase(),
          category: entry.category,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('term_key').doNothing())
        .returning('id')
        .executeTakeFirst()
      if (row) await writeDefinitions(trx, row.id, entry.definitions)
    }
    return STARTER_GLOSSARY.length
  })
}

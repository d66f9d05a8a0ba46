import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/database'

/** A LIKE pattern matching `text` anywhere, with LIKE's wildcards escaped (ESCAPE '\'). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Terms whose name or any definition contains `search`, in `category`, alphabetically. */
export function searchTerms(
  db: Kysely<Database>,
  filter: { search?: string | undefined; category?: string | undefined },
) {
  let query = db.selectFrom('glossary_terms').select(['id', 'term', 'category'])
  if (filter.category) query = query.where('category', '=', filter.category.toLowerCase())
  if (filter.search) {
    const pattern = containsPattern(filter.search)
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(glossary_terms.term) like ${pattern} escape '\\'`,
        eb.exists(
          eb
            .selectFrom('glossary_definitions')
            .select('glossary_definitions.id')
            .whereRef('glossary_definitions.term_id', '=', 'glossary_terms.id')
            .where(sql<boolean>`lower(glossary_definitions.definition) like ${pattern} escape '\\'`),
        ),
      ]),
    )
  }
  return query.orderBy('term_key', 'asc').execute()
}

export async function listCategories(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('glossary_terms')
    .select('category')
    .distinct()
    .orderBy('category')
    .execute()
  return rows.map((r) => r.category)
}

export function findTermByName(db: Kysely<Database>, term: string) {
  return db
    .selectFrom('glossary_terms')
    .selectAll()
    .where('term_key', '=', term.trim().toLowerCase())
    .executeTakeFirst()
}

export function listDefinitions(db: Kysely<Database>, termId: number) {
  return db
    .selectFrom('glossary_definitions')
    .select(['level', 'definition', 'examples', 'citations'])
    .where('term_id', '=', termId)
    .execute()
}

/** A term's name and category as stored: the name's key is its lower case, unique. */
export interface TermFields {
  term: string
  category: string
}

/** A new term; returns its id, or undefined when a term of that name exists already. */
export async function insertTerm(
  db: Kysely<Database>,
  fields: TermFields,
  now: number,
): Promise<number | undefined> {
  const row = await db
    .insertInto('glossary_terms')
    .values({
      term: fields.term,
      term_key: fields.term.toLowerCase(),
      category: fields.category,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('term_key').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

export async function updateTermFields(db: Kysely<Database>, id: number, fields: TermFields, now: number) {
  await db
    .updateTable('glossary_terms')
    .set({
      term: fields.term,
      term_key: fields.term.toLowerCase(),
      category: fields.category,
      updated_at: now,
    })
    .where('id', '=', id)
    .execute()
}

export async function deleteTermById(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('glossary_terms').where('id', '=', id).execute()
}

/** A definition as stored: its examples and citations as JSON lists. */
export interface DefinitionValues {
  level: string
  definition: string
  examples: string[]
  citations: string[]
}

/** Replaces a term's definitions with these. */
export async function replaceDefinitions(
  db: Kysely<Database>,
  termId: number,
  definitions: readonly DefinitionValues[],
): Promise<void> {
  await db.deleteFrom('glossary_definitions').where('term_id', '=', termId).execute()
  if (definitions.length === 0) return
  await db
    .insertInto('glossary_definitions')
    .values(
      definitions.map((d) => ({
        term_id: termId,
        level: d.level,
        definition: d.definition,
        examples: JSON.stringify(d.examples),
        citations: JSON.stringify(d.citations),
      })),
    )
    .execute()
}

/** Whether the glossary holds any term at all. */
export async function hasAnyTerm(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('glossary_terms').select('id').limit(1).executeTakeFirst()
  return row !== undefined
}

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

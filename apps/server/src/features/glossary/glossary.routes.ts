import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import {
  ZGlossaryListResponse,
  ZGlossaryQuery,
  ZGlossaryTerm,
  ZGlossaryTermRequest,
  ZTermParam,
} from '@spaces/shared/schemas/glossary'
import type { Kysely } from 'kysely'
import type { App } from '../../app-types'
import { requireAdmin } from '../../auth/require-user'
import type { Database } from '../../db/database'
import { msg } from '../../i18n/message'
import { translate } from '../../i18n/translate'
import { routeDoc } from '../../lib/route-doc'
import { listCategories, searchTerms } from './glossary.queries'
import { createTerm, deleteTerm, getTermOrThrow, updateTerm } from './glossary.service'

const doc = routeDoc('glossary')

/** The glossary: anyone reads and searches it; admins write it. */
export async function glossaryRoutes(app: App, { db }: { db: Kysely<Database> }): Promise<void> {
  const search = doc({
    operationId: 'searchGlossary',
    access: 'public',
    summary: 'Search the glossary, with its categories.',
    querystring: ZGlossaryQuery,
    response: { 200: ZGlossaryListResponse },
  })
  app.get('/api/glossary', { schema: search }, async (req) => ({
    data: await searchTerms(db, req.query),
    categories: await listCategories(db),
  }))

  const one = doc({
    operationId: 'getGlossaryTerm',
    access: 'public',
    summary: 'Get one glossary term with its definitions.',
    params: ZTermParam,
    response: { 200: ZGlossaryTerm },
  })
  app.get('/api/glossary/:term', { schema: one }, async (req) => getTermOrThrow(db, req.params.term))

  const create = doc({
    operationId: 'createGlossaryTerm',
    access: 'admin',
    summary: 'Add a term to the glossary.',
    errors: [409],
    body: ZGlossaryTermRequest,
    response: { 201: ZGlossaryTerm },
  })
  app.post('/api/glossary', { schema: create }, async (req, reply) => {
    requireAdmin(req)
    return reply.code(201).send(await createTerm(db, req.body))
  })

  const edit = doc({
    operationId: 'updateGlossaryTerm',
    access: 'admin',
    summary: 'Edit or rename a glossary term.',
    errors: [409],
    params: ZTermParam,
    body: ZGlossaryTermRequest,
    response: { 200: ZGlossaryTerm },
  })
  app.put('/api/glossary/:term', { schema: edit }, async (req) => {
    requireAdmin(req)
    return updateTerm(db, req.params.term, req.body)
  })

  const remove = doc({
    operationId: 'deleteGlossaryTerm',
    access: 'admin',
    summary: 'Delete a glossary term.',
    params: ZTermParam,
    response: { 200: ZMessageResponse },
  })
  app.delete('/api/glossary/:term', { schema: remove }, async (req) => {
    requireAdmin(req)
    await deleteTerm(db, req.params.term)
    return { message: translate(req.locale, msg('Term deleted')) }
  })
}

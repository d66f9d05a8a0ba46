import { ZMessageResponse } from '@spaces/shared/schemas/auth'
import {
  ZGlossaryListResponse,
  ZGlossaryQuery,
  ZGlossaryTerm,
  ZGlossaryTermRequest,
  ZTermParam,
} from '@spaces/shared/schemas/glossary'
import type { App } from '../../app-types'
import { requireAdmin } from '../../auth/require-user'
import { listCategories, searchTerms } from './glossary.queries'
import { createTerm, deleteTerm, getTermOrThrow, updateTerm } from './glossary.service'

const tags = ['glossary']

export async function glossaryRoutes(app: App): Promise<void> {
  app.get(
    '/api/glossary',
    { schema: { tags, querystring: ZGlossaryQuery, response: { 200: ZGlossaryListResponse } } },
    async (req) => ({ data: await searchTerms(app.db, req.query), categories: await listCategories(app.db) }),
  )

  app.get(
    '/api/glossary/:term',
    { schema: { tags, params: ZTermParam, response: { 200: ZGlossaryTerm } } },
    async (req) => getTermOrThrow(app.db, req.params.term),
  )

  app.post(
    '/api/glossary',
    { schema: { tags, body: ZGlossaryTermRequest, response: { 201: ZGlossaryTerm } } },
    async (req, reply) => {
      requireAdmin(req)
      return reply.code(201).send(await createTerm(app.db, req.body))
    },
  )

  app.put(
    '/api/glossary/:term',
    { schema: { tags, params: ZTermParam, body: ZGlossaryTermRequest, response: { 200: ZGlossaryTerm } } },
    async (req) => {
      requireAdmin(req)
      return updateTerm(app.db, req.params.term, req.body)
    },
  )

  app.delete(
    '/api/glossary/:term',
    { schema: { tags, params: ZTermParam, response: { 200: ZMessageResponse } } },
    async (req) => {
      requireAdmin(req)
      await deleteTerm(app.db, req.params.term)
      return { message: 'Term deleted' }
    },
  )
}

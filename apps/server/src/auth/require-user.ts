import type { FastifyRequest } from 'fastify'
import type { UserRow } from '../db/database'
import { AppError } from '../lib/errors'

/** The logged-in user, or a 401 with a sentence. */
export function requireUser(req: FastifyRequest): UserRow {
  if (!req.user) throw new AppError('UNAUTHENTICATED', 'You need to log in to do that.')
  return req.user
}

/** The logged-in admin, or 401/403 with a sentence. */
export function requireAdmin(req: FastifyRequest): UserRow {
  const user = requireUser(req)
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 'Only admins can do that.')
  return user
}

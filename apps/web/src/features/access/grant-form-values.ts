import { ACCESS_LEVELS } from '@spaces/shared/limits'
import { ZGrantRequest } from '@spaces/shared/schemas/access'
import type { z } from 'zod'

export type AccessLevel = (typeof ACCESS_LEVELS)[number]
export type GrantBody = z.output<typeof ZGrantRequest>
export type GrantField = 'collaboratorUsername' | 'accessLevel' | 'expiresInDays' | 'notes' | 'permissions'

export interface GrantValues {
  username: string
  canEditProfile: boolean
  canManageSpaces: boolean
  canManageLinks: boolean
  accessLevel: AccessLevel
  /** As typed: empty means permanent. */
  expiresInDays: string
  notes: string
}

/** All three permissions on, level helper, no expiry, no notes. */
export const DEFAULT_GRANT_VALUES: GrantValues = {
  username: '',
  canEditProfile: true,
  canManageSpaces: true,
  canManageLinks: true,
  accessLevel: 'helper',
  expiresInDays: '',
  notes: '',
}

export const ACCESS_LEVEL_OPTIONS: readonly AccessLevel[] = ACCESS_LEVELS

const FIELDS: readonly GrantField[] = ['collaboratorUsername', 'accessLevel', 'expiresInDays', 'notes']

/**
 * Checks the form with the server's schema (username required, '@' allowed; expiresInDays a whole
 * number ≥ 1 or empty for permanent). `body` is the grant request's body, or null.
 */
export function checkGrant(values: GrantValues): {
  body: GrantBody | null
  errors: Partial<Record<GrantField, string>>
} {
  const days = values.expiresInDays.trim()
  const parsed = ZGrantRequest.safeParse({
    collaboratorUsername: values.username,
    canEditProfile: values.canEditProfile,
    canManageSpaces: values.canManageSpaces,
    canManageLinks: values.canManageLinks,
    accessLevel: values.accessLevel,
    notes: values.notes,
    expiresInDays: days === '' ? null : Number(days),
  })
  if (parsed.success) return { body: parsed.data, errors: {} }
  const errors: Partial<Record<GrantField, string>> = {}
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '')
    const field = (FIELDS as readonly string[]).includes(key) ? (key as GrantField) : 'collaboratorUsername'
    errors[field] ??= issue.message
  }
  return { body: null, errors }
}
